import type { Alphabet } from '../../contract/accounts';
import { browseSaved } from './dictionary-letters';
import { indexWords, searchSaved, type SavedPage, type SearchIndex } from './dictionary-search';
import { savedSnapshot, savedState } from './saved-dictionary';

let loaded: { version: string; index: SearchIndex } | null = null;

/**
 * A search over the saved dictionary (null when none is saved). Its index is built once per
 * saved version, where the search runs: in the Web Worker, or in the page where there is none.
 */
export async function searchSavedDictionary(search: string, limit: number, offset: number): Promise<SavedPage | null> {
  const state = await savedState();
  if (state === undefined) return null;
  if (loaded?.version !== state.version) {
    // The words and their version read together: never an index of a save half done.
    const snapshot = await savedSnapshot();
    if (snapshot === undefined) return null;
    loaded = { version: snapshot.state.version, index: indexWords(snapshot.words) };
  }
  return searchSaved(loaded.index, search, limit, offset);
}

/** The saved words under a letter (undefined when no dictionary is saved), as the list's `?letter=` and `?modern_letter=` give them. */
export async function browseSavedDictionary(
  alphabet: Alphabet,
  letter: string,
  limit: number,
  offset: number,
): Promise<SavedPage | undefined> {
  const snapshot = await savedSnapshot();
  return snapshot && browseSaved(snapshot.words, alphabet, letter, limit, offset);
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
  page: SavedPage | null;
}
