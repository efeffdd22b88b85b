import { sql, type Expression, type SqlBool } from 'kysely';
import type { FilterSql, FilterValue, ParsedFilter } from '../../db/filters';
import { longerLetters, modernLetterStarts, type DictionaryLetter, type ModernLetter } from '../../../nahuatl';

/**
 * The browse-by-letter filters of the dictionary's list (decisions 045, 059). Both compare the
 * folded spelling with LIKE prefixes, which read the (plain, id) index; the route has checked
 * the letter, so the prefixes come from the language core's tables and hold no wildcard.
 */

const startsWith = (text: string) => sql<SqlBool>`nahuatl_word.plain like ${`${text}%`}`;

/** A word starts with `spelling` and with none of the `longer` spellings that make it another letter. */
const startsAs = (spelling: string, longer: readonly string[]) =>
  sql<SqlBool>`(${sql.join([startsWith(spelling), ...longer.map((other) => sql<SqlBool>`not ${startsWith(other)}`)], sql` and `)})`;

/**
 * `?letter=`: the words that start with a letter of the dictionary's alphabet, and not with a
 * longer letter spelled from it (`c` leaves out ch and cu; decision 045).
 */
export const letterFilter: FilterSql = {
  column: 'nahuatl_word.plain',
  folded: true,
  condition: (value: FilterValue) => {
    const letter = String(value) as DictionaryLetter;
    return startsAs(letter, longerLetters(letter));
  },
};

/**
 * `?modern_letter=`: the words whose modern spelling starts with a letter of the modern
 * alphabet (decision 059): any of the dictionary's spellings of it (k: c, qu, cu …), each
 * without the longer spellings that are another letter (c but not ce, ci, ch).
 */
export const modernLetterFilter: FilterSql = {
  column: 'nahuatl_word.plain',
  folded: true,
  condition: (value: FilterValue) => {
    const starts = modernLetterStarts(String(value) as ModernLetter);
    return sql<SqlBool>`(${sql.join(
      starts.map(({ spelling, longer }) => startsAs(spelling, longer)),
      sql` or `,
    )})`;
  },
};

/**
 * The order of a modern letter's words: by their start as the modern alphabet spells it, then
 * the rest of the stored spelling (K lists ka, ke, ki, ko, kwa … rather than ca, co, cu, qua,
 * que); null when the list is not filtered by a modern letter.
 */
export function modernLetterOrder(filters: readonly ParsedFilter[]): Expression<string> | null {
  const filter = filters.find((each) => each.sql === modernLetterFilter);
  if (!filter) return null;
  const starts = modernLetterStarts(String(filter.value) as ModernLetter).sort(
    (a, b) => b.spelling.length - a.spelling.length,
  );
  const cases = starts.map(
    ({ spelling, modern }) =>
      sql`when ${startsWith(spelling)} then ${sql.lit(modern)} || substr(nahuatl_word.plain, ${sql.lit(spelling.length + 1)})`,
  );
  return sql<string>`case ${sql.join(cases, sql` `)} else nahuatl_word.plain end`;
}
