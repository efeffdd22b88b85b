import type { WordMatch, WordSuggestion } from '../../../contract/words';
import {
  formLookupKeys,
  formMatches,
  matchOfRank,
  NEAR_MISS_FORM_HITS,
  nearMissLookup,
  nearMissSuggestions,
  searchTextOf,
  SUGGESTIONS_MAX,
  type SearchText,
} from '../../../contract/word-search';
import { wordInputOf, type WordRepository } from './repository';
import { SEARCH_RANK, type RankedWordRow, type WordSearch } from './search-queries';

/** A prepared search and, for words found through an inflected form, what that form is. */
export interface PreparedSearch {
  text: SearchText;
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
  return { text, sql: { ...text, formWordIds: [...forms.keys()] }, forms };
}

/** How one result matched: the inflected form when that is why it is here, else the kind of match. */
export function matchOf(row: RankedWordRow, search: PreparedSearch): WordMatch {
  return matchOfRank(row.rank ?? SEARCH_RANK.definition, search.forms.get(row.id));
}

/**
 * For a search that found nothing: the headwords and forms one letter away (decision 082), by
 * their spelling keys on the index, each form confirmed by the engine. Bounded: a few hundred
 * keys looked up, at most {@link NEAR_MISS_FORM_HITS} words conjugated.
 */
export async function suggestNearMisses(words: WordRepository, search: PreparedSearch): Promise<WordSuggestion[]> {
  const lookup = nearMissLookup(search.text);
  if (lookup === null) return [];
  const headwords = await words.nearHeadwords(lookup.spellings, SUGGESTIONS_MAX);
  const ids = await words.formWordIds([...lookup.formKeys.keys()], NEAR_MISS_FORM_HITS);
  const [rows, keys] = await Promise.all([words.getByIds(ids), words.formKeysOf(ids)]);
  const candidates = rows.map((row) => ({
    id: row.id,
    word: row.word,
    plain: row.plain,
    spelling: row.spelling,
    verb: wordInputOf(row),
    keys: (keys.get(row.id) ?? []).filter((key) => lookup.formKeys.has(key)),
  }));
  return nearMissSuggestions(lookup, headwords, candidates);
}
