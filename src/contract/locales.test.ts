import { describe, expect, it } from 'vitest';
import { acceptedLanguages, localeOfTag, preferredLocale } from './locales';

describe('choosing the interface language', () => {
  it('reads a regional tag as its language', () => {
    expect(localeOfTag('es-MX')).toBe('es');
    expect(localeOfTag('EN_us')).toBe('en');
    expect(localeOfTag('nah')).toBeUndefined();
  });

  it('takes the first preferred language the app speaks, English when none', () => {
    expect(preferredLocale(['nah', 'es-419', 'en'])).toBe('es');
    expect(preferredLocale(['en-GB', 'es'])).toBe('en');
    expect(preferredLocale(['fr', 'de'])).toBe('en');
    expect(preferredLocale([])).toBe('en');
  });

  it('orders an Accept-Language header by weight, then by position, and drops q=0', () => {
    expect(acceptedLanguages('en;q=0.5, es-MX, fr;q=0')).toEqual(['es-MX', 'en']);
    expect(acceptedLanguages('es-MX,es;q=0.9,en;q=0.8')).toEqual(['es-MX', 'es', 'en']);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
