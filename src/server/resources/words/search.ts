import type { WordMatch } from '../../../contract/words';
import { formLookupKeys, formMatches, matchOfRank, searchTextOf } from '../../../contract/word-search';
import { wordInputOf, type WordRepository } from './repository';
import { SEARCH_RANK, type RankedWordRow, type WordSearch } from './search-queries';

/** A prepared search and, for words found through an inflected form, what that form is. */
export interface PreparedSearch {
  sql: WordSearch;
  forms: Map<number, WordMatch>;
}

/**
 * Turns `?search=` into what the repository ranks by. Inflected forms are found
 * through the full-form index (by their keys) and each hit is confirmed by the
 * conjugation engine, so "nicochizquia" (or "nikochiskia") finds cochi as "conditional · I",
 * and "nocal" (or "nokal") finds calli as "possessed · I" (decision 056). Blank is no search. The rules are shared with the offline search (`contract/word-search.ts`).
 */
export async function prepareSearch(words: WordRepository, raw: string): Promise<PreparedSearch | null> {
  const text = searchTextOf(raw);
  if (text === null) return null;
  const rows = await words.getByIds(await words.formWordIds(formLookupKeys(text)));
  const forms = formMatches(
    rows.map((row) => ({ id: row.id, spelling: row.spelling, verb: wordInputOf(row) })),
    text,
  );
  return { sql: { ...text, formWordIds: [...forms.keys()] }, forms };
}

/** How one result matched: the inflected form when that is why it is here, else the kind of match. */
export function matchOf(row: RankedWordRow, search: PreparedSearch): WordMatch {
  return matchOfRank(row.rank ?? SEARCH_RANK.definition, search.forms.get(row.id));
}
