import type { Alphabet } from '../../contract/accounts';
import { browseSaved, type SavedLetterPage } from './dictionary-letters';
import { indexWords, searchSaved, type SavedSearchPage, type SearchIndex } from './dictionary-search';
import { savedState, savedWords } from './saved-dictionary';

let loaded: { version: string; index: SearchIndex } | null = null;

/**
 * A search over the saved dictionary (null when none is saved). Its index is built once per
 * saved version, where the search runs: in the Web Worker, or in the page where there is none.
 */
export async function searchSavedDictionary(search: string, limit: number, offset: number): Promise<SavedSearchPage | null> {
  const state = await savedState();
  if (state === undefined) return null;
  if (loaded?.version !== state.version) loaded = { version: state.version, index: indexWords(await savedWords()) };
  return searchSaved(loaded.index, search, limit, offset);
}

/** The saved words under a letter (undefined when no dictionary is saved), as the list's `?letter=` and `?modern_letter=` give them. */
export async function browseSavedDictionary(
  alphabet: Alphabet,
  letter: string,
  limit: number,
  offset: number,
): Promise<SavedLetterPage | undefined> {
  if ((await savedState()) === undefined) return undefined;
  return browseSaved(await savedWords(), alphabet, letter, limit, offset);
}

/** A search asked of the worker, and its answer. */
export interface SearchRequest {
  id: number;
  search: string;
  limit: number;
  offset: number;
}
export interface SearchAnswer {
  id: number;
  page: SavedSearchPage | null;
}
