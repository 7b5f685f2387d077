import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadingScreenScript } from '../../../localised-loading-screen';
import { STORED_LOCALE_KEY } from '../../lib/stored-locale-key';

const INDEX_HTML = fs.readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');

/** index.html's loading screen as the browser parses it, then its first script run as the parser reaches it. */
function firstPaint(languages: string[], stored?: string) {
  document.documentElement.lang = 'en-GB';
  document.body.innerHTML = new DOMParser().parseFromString(INDEX_HTML, 'text/html').body.innerHTML;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  localStorage.clear();
  if (stored) localStorage.setItem(STORED_LOCALE_KEY, stored);
  new Function(loadingScreenScript())();
  const root = document.getElementById('root')!;
  return { lang: document.documentElement.lang, title: root.querySelector('h1')!.textContent, text: root.querySelector('p')!.textContent };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the loading screen before the app’s JS', () => {
  it('speaks the browser’s first language Scoreline speaks, from its catalogue, and sets <html lang>', () => {
    expect(firstPaint(['de-AT', 'en'])).toEqual({ lang: 'de', title: 'Wird geladen …', text: 'Bitte warte kurz, wir bereiten alles vor' });
    expect(firstPaint(['fr-FR', 'es-MX'])).toMatchObject({ lang: 'es' });
    expect(firstPaint(['fr-FR', 'it'])).toEqual({ lang: 'en', title: 'Loading...', text: 'Please wait while we set things up' });
  });

  it('speaks the language this device last showed before the browser’s, and ignores one it does not know', () => {
    expect(firstPaint(['de-DE'], 'es')).toMatchObject({ lang: 'es' });
    expect(firstPaint(['de-DE'], 'xx')).toMatchObject({ lang: 'de' });
  });

  it('has its place in index.html, after the loading screen and before the app', () => {
    expect(INDEX_HTML.indexOf('<!-- localised-loading-screen -->')).toBeGreaterThan(INDEX_HTML.indexOf('Please wait'));
    expect(INDEX_HTML.indexOf('<!-- localised-loading-screen -->')).toBeLessThan(INDEX_HTML.indexOf('src="/src/main.tsx"'));
  });
});

describe('the loading screen’s script', () => {
  it('cannot be closed by a text: < is written as an escape', () => {
    const script = loadingScreenScript({ en: ['</script><script>alert(1)</script>', '<!--'] });
    expect(script).not.toMatch(/<\/script|<!--/i);
    document.body.innerHTML = '<div id="root"><h1></h1><p></p></div>';
    new Function(script)();
    expect(document.querySelector('h1')!.textContent).toBe('</script><script>alert(1)</script>');
  });
});
