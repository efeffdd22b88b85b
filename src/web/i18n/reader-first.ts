import type { Locale } from '../../contract/locales';

/**
 * Records written in the reader's language first, each group in the order the API gave
 * (issue 30: a Spanish reader meets the Spanish sample vocabularies, patterns and entries
 * first, and still finds the English ones after them).
 */
export function readerFirst<T extends { language: Locale }>(records: readonly T[], locale: Locale): T[] {
  return [
    ...records.filter((record) => record.language === locale),
    ...records.filter((record) => record.language !== locale),
  ];
}
