import { replaceMacrons } from '../../nahuatl';
import type { Locale } from '../locales';
import { entriesApi, WELCOME_TAG } from './entries';
import { sentencesApi } from './sentences';
import { cognatesApi } from './utoaztecan';
import { vocabulariesApi } from './vocabularies';
import { wordsApi } from './words';

/*
 * The reads a screen makes as soon as it is drawn, by its page's address (decision 067). The
 * server answers them and writes the answers into the page it sends, so that on a weak signal a
 * screen's data arrives with the page instead of a round trip after the app's code has run; the
 * screens build the same addresses with these functions, and a browser test checks that the
 * screen finds each answer there and asks for none of them.
 */

/** Query parameters, sent in the order given. */
export type QueryParams = Readonly<Record<string, string | number | boolean>>;

/** `url` with `params` (values encoded); no `?` when there are none. */
export function withParams(url: string, params: QueryParams = {}): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query === '' ? url : `${url}?${query}`;
}

/** What a list of a resource with previews always asks for (`preview=true`, decision 031). */
export const listingOf = (declaration: { preview?: boolean }): QueryParams =>
  declaration.preview ? { preview: true } : {};

/** The text a word search sends: trimmed, macrons replaced (SPEC.md §5). Blank means no search. */
export const searchTerm = (text: string): string => replaceMacrons(text).trim();

/** The first page of the dictionary's search for `term` (a search term, see {@link searchTerm}). */
export const wordSearchUrl = (term: string): string => withParams(wordsApi.url, { [wordsApi.search]: term });

/** Which blog list: the newest entries, or the newest tagged for the welcome page. */
export type EntryListKind = 'recent' | typeof WELCOME_TAG;

/** A blog list with the entries written in `locale` first (the API's `language` parameter). */
export const entryListUrl = (kind: EntryListKind, locale: Locale): string =>
  withParams(`${entriesApi.url}${kind}/`, { language: locale, ...listingOf(entriesApi) });

/** A resource's featured records (SPEC.md §7). */
export const featuredUrlOf = (declaration: { url: string; preview?: boolean }): string =>
  withParams(`${declaration.url}featured/`, listingOf(declaration));

/** SPEC.md §9: the vocabulary list asks for 100 at a time. */
export const VOCABULARY_PAGE_SIZE = 100;

/** How many of a word's sentences and cognates its page asks for at once. */
export const WORD_LINKS_PAGE_SIZE = 200;

/** A list's first page as the web client asks for it: `params`, then what its listing always sends. */
const listUrl = (declaration: { url: string; preview?: boolean }, params: QueryParams): string =>
  withParams(declaration.url, { ...params, ...listingOf(declaration) });

/**
 * The reads the screen at `pathname` (with the query `search`, `?` included or not) makes when
 * it is first drawn for a guest or a learner alike, in the order it makes them, after the one
 * every screen makes (who is signed in, `users/`); none for a screen that reads nothing first,
 * or for an address that is not a screen's.
 */
export function firstReads(pathname: string, search: string, locale: Locale): string[] {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === 'piyali')
    return [entryListUrl(WELCOME_TAG, locale), entryListUrl('recent', locale), featuredUrlOf(entriesApi)];
  if (path === 'vocabularies')
    return [`${vocabulariesApi.url}count/`, listUrl(vocabulariesApi, { page_size: VOCABULARY_PAGE_SIZE })];
  if (path === 'words') {
    const term = searchTerm(new URLSearchParams(search).get(wordsApi.search) ?? '');
    return term === '' ? [wordsApi.count] : [wordsApi.count, wordSearchUrl(term)];
  }
  // A word asked with an object (`?object=`) reads its own conjugation.
  const word = /^detail\/([1-9]\d{0,8})$/.exec(path);
  if (word && new URLSearchParams(search).size === 0) {
    const id = Number(word[1]);
    const linked = { nahuatl: id, page_size: WORD_LINKS_PAGE_SIZE };
    return [wordsApi.word(id), listUrl(cognatesApi, linked), listUrl(sentencesApi, linked)];
  }
  return [];
}
