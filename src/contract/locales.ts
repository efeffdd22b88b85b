/**
 * The interface languages, shared by the server (the first HTML answer, the API's
 * messages) and the web app (its catalogs and the language switch), so that both
 * pick the same language from the same preferences.
 */

/** Mexican Spanish and English; English is SPEC.md's text and the default. */
export const LOCALES = ['es', 'en'] as const;

/** An interface language. */
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the learner's choice in this browser. */
export const LOCALE_COOKIE = 'lang';

/** The BCP 47 tag each locale formats numbers and dates with. */
export const INTL_TAGS: Record<Locale, string> = { es: 'es-MX', en: 'en' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a language tag asks for (`es-MX` → `es`), or undefined when neither is. */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** The first of the preferred languages (`navigator.languages`, in order) the app speaks. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The languages of an `Accept-Language` header, best first (RFC 9110 §12.5.4):
 * `es-MX,es;q=0.9,en;q=0.8` → `['es-MX', 'es', 'en']`. A weight of 0 means "not this one".
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((entry) => entry.tag);
}
