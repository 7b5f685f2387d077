import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateLocale } from './locales.js';

describe('negotiateLocale', () => {
  it('takes the first language Scoreline speaks, by its primary subtag, else English', () => {
    expect(negotiateLocale(['fr-FR', 'de-AT', 'es'])).toBe('de');
    expect(negotiateLocale(['ES_mx'])).toBe('es');
    expect(negotiateLocale(['fr', 'it'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
    expect(negotiateLocale(null)).toBe('en');
  });

  it('skips what is not a language tag (a navigator without languages lists undefined)', () => {
    expect(negotiateLocale([undefined as unknown as string, 'es-ES'])).toBe('es');
  });

  it('reads Accept-Language by quality', () => {
    expect(negotiateLocale(acceptedLanguages('fr;q=0.9, de-CH;q=0.95, *;q=0.1'))).toBe('de');
  });
});
