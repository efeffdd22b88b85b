import type { ExportWord } from '../../contract/word-export';
import {
  compareRanked,
  definitionsPlain,
  FORM_HITS,
  formLookupKeys,
  formMatches,
  matchOfRank,
  NEAR_MISS_FORM_HITS,
  nearMissLookup,
  nearMissSuggestions,
  rankOf,
  searchTextOf,
  SUGGESTIONS_MAX,
  type SearchableWord,
  type SearchText,
} from '../../contract/word-search';
import type { Word, WordSuggestion } from '../../contract/words';
import { indexKeys, spellingKey, type DictionaryVerb } from '../../nahuatl';
import { presentSaved, verbOfExport } from './saved-word';

/**
 * The dictionary's ranked search over the words saved on this device (decision 054): the
 * server's rules (`contract/word-search.ts`) over an index built here, with no database and
 * no DOM, so the Web Worker runs it and a unit test can compare it with the server.
 */

/** A saved word as the search compares it. */
interface IndexedWord extends SearchableWord {
  word: ExportWord;
  verb: DictionaryVerb;
}

/** The saved words ready to search: derived text per word, and the full-form index (key → ids, ascending). */
export interface SearchIndex {
  words: IndexedWord[];
  forms: Map<string, number[]>;
}

/** Derives what the server stores beside each word (spelling key, folded definitions, form keys). */
export function indexWords(saved: readonly ExportWord[]): SearchIndex {
  const words = [...saved]
    .sort((a, b) => a.id - b.id)
    .map((word) => ({
      id: word.id,
      plain: word.plain,
      spelling: spellingKey(word.word),
      definitions_plain: definitionsPlain(word),
      word,
      verb: verbOfExport(word),
    }));
  const forms = new Map<string, number[]>();
  for (const word of words) {
    for (const key of indexKeys(word.verb)) {
      const ids = forms.get(key);
      if (ids === undefined) forms.set(key, [word.id]);
      else if (ids[ids.length - 1] !== word.id) ids.push(word.id);
    }
  }
  return { words, forms };
}

/** A page of saved words, as the list call answers `?search=`, `?letter=` or `?modern_letter=` (without the paging links). */
export interface SavedPage {
  count: number;
  results: Word[];
  /** With a search: the near misses when it found nothing, as the server gives them (decision 082). */
  suggestions?: WordSuggestion[];
}

/** The words an inflected form may belong to, as the server's index gives them: the first {@link FORM_HITS} by id. */
function formCandidates(index: SearchIndex, keys: string[]): IndexedWord[] {
  const ids = new Set<number>();
  for (const key of keys) for (const id of index.forms.get(key) ?? []) ids.add(id);
  const first = new Set([...ids].sort((a, b) => a - b).slice(0, FORM_HITS));
  return index.words.filter((word) => first.has(word.id));
}

/** `search` over the saved words: ranked and ordered as the server does, `limit` from `offset`. */
export function searchSaved(index: SearchIndex, search: string, limit: number, offset = 0): SavedPage {
  const text = searchTextOf(search);
  if (text === null) return { count: 0, results: [] };
  const forms = formMatches(formCandidates(index, formLookupKeys(text)), text);
  const formIds = new Set(forms.keys());
  const ranked: Array<{ rank: number; plain: string; id: number; word: ExportWord }> = [];
  for (const word of index.words) {
    const rank = rankOf(word, text, formIds);
    if (rank !== null) ranked.push({ rank, plain: word.plain, id: word.id, word: word.word });
  }
  ranked.sort(compareRanked);
  return {
    count: ranked.length,
    results: ranked
      .slice(offset, offset + limit)
      .map(({ rank, word }) => ({ ...presentSaved(word), match: matchOfRank(rank, forms.get(word.id)) })),
    suggestions: ranked.length === 0 ? nearMisses(index, text) : [],
  };
}

/**
 * The server's near misses over the saved words (decision 082): the first headwords by folded
 * spelling, and the first words by id that the near misses' form keys find.
 */
function nearMisses(index: SearchIndex, text: SearchText): WordSuggestion[] {
  const lookup = nearMissLookup(text);
  if (lookup === null) return [];
  const spellings = new Set(lookup.spellings);
  const headwords = index.words
    .filter((word) => spellings.has(word.spelling))
    .sort((a, b) => compareRanked({ ...a, rank: 0 }, { ...b, rank: 0 }))
    .slice(0, SUGGESTIONS_MAX)
    .map((word) => ({ id: word.id, word: word.word.word, plain: word.plain, spelling: word.spelling }));
  const keysOf = new Map<number, string[]>();
  for (const key of lookup.formKeys.keys()) {
    for (const id of index.forms.get(key) ?? []) keysOf.set(id, [...(keysOf.get(id) ?? []), key]);
  }
  const first = new Set([...keysOf.keys()].sort((a, b) => a - b).slice(0, NEAR_MISS_FORM_HITS));
  const candidates = index.words
    .filter((word) => first.has(word.id))
    .map((word) => ({ ...word, word: word.word.word, keys: keysOf.get(word.id) ?? [] }));
  return nearMissSuggestions(lookup, headwords, candidates);
}
