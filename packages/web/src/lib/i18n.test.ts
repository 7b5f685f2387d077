import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, activateTimeZone, activeLocale, activeTimeZone, browserLocale, formatList, startingLocale, t } from './i18n';
import { formatDateTime, matchDayLabel } from './dates';

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  activateTimeZone(null);
  await activateLocale('en');
});

describe('the app’s language', () => {
  it('follows the browser’s languages, first supported one first, else English', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'es-MX', 'de'] });
    expect(browserLocale()).toBe('es');
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'it'] });
    expect(browserLocale()).toBe('en');
  });

  it('starts in the language this device last showed, else the browser’s', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-AT'] });
    expect(startingLocale()).toBe('de');
    await activateLocale('es');
    expect(startingLocale()).toBe('es');
  });

  it('switches texts, lists and <html lang> together', async () => {
    await activateLocale('de');
    expect(activeLocale()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(t('Tomorrow')).toBe('Morgen');
    expect(formatList(['Ann', 'Bo', 'Cy'])).toBe('Ann, Bo und Cy');
    await activateLocale('es');
    expect(t('Tomorrow')).toBe('Mañana');
    expect(formatList(['Ann', 'Bo'])).toBe('Ann y Bo');
  });

  it('writes times in the player’s zone and language', async () => {
    await activateLocale('de');
    activateTimeZone('America/New_York');
    expect(activeTimeZone()).toBe('America/New_York');
    expect(formatDateTime('2026-11-25T20:00:00Z')).toBe('25.11.2026, 15:00');
    activateTimeZone('Asia/Tokyo');
    expect(formatDateTime('2026-11-25T20:00:00Z')).toBe('26.11.2026, 05:00');
    expect(matchDayLabel('2026-11-26T01:00:00Z', new Date('2026-11-25T10:00:00Z'))).toBe('Morgen');
  });

  it('keeps the browser’s zone for an unknown one', () => {
    activateTimeZone('Mars/Olympus');
    expect(activeTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
