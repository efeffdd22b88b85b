import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WordPage } from '../../../contract/words';
import { wordsApi } from '../../../contract/api/words';
import { foldNahuatl, replaceMacrons } from '../../../nahuatl';
import { withParams } from '../../api/addresses';
import { readOrSaved, type MaybeSaved } from '../../offline/offline-reads';
/** The server's page size when none is asked. */
const PAGE_SIZE = 20;
const EMPTY: WordPage = { count: 0, next: null, previous: null, results: [], suggestions: [] };

/** The text a word search sends: trimmed, macrons replaced (SPEC.md §5). Blank means no search. */
export const searchTerm = (text: string): string => replaceMacrons(text).trim();

/** The first page of the dictionary's search for `term` (a search term, see {@link searchTerm}). */
const wordSearchUrl = (term: string): string => withParams(wordsApi.url, { [wordsApi.search]: term });

/**
 * The page a search address asks for, from the dictionary saved on this device (decision 054).
 * The saved search's code is loaded only when it answers (decision 073).
 */
async function savedPage(url: string): Promise<WordPage | undefined> {
  const { searchOffline } = await import('../../offline/offline-search');
  const address = new URL(url, window.location.origin);
  const page = Number(address.searchParams.get('page') ?? 1);
  const size = Number(address.searchParams.get('page_size') ?? PAGE_SIZE);
  const found = await searchOffline(address.searchParams.get('search') ?? '', size, (page - 1) * size);
  if (found === null) return undefined;
  const next = new URL(address);
  next.searchParams.set('page', String(page + 1));
  const more = page * size < found.count;
  return {
    count: found.count,
    next: more ? `${next.pathname}${next.search}` : null,
    previous: null,
    results: found.results,
    suggestions: found.suggestions ?? [],
  };
}

/** A page of results: the server's, or without a connection the saved dictionary's (marked `offline`). */
function fetchPage(url: string, signal: AbortSignal): Promise<MaybeSaved<WordPage>> {
  return readOrSaved<WordPage>(
    {
      operation: { id: 'words.log.search' },
      success: (page) => ({ id: 'words.log.searched', values: { count: page.results.length } }),
      url,
      signal,
    },
    EMPTY,
    () => savedPage(url),
  );
}

export const wordSearchQueryOptions = (term: string) =>
  infiniteQueryOptions({
    // Folding decides sameness, so `Cochi` and `cochi` are one query (de-duplicated).
    queryKey: ['word-search', foldNahuatl(term)],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: wordSearchUrl(term),
    // Paging follows the server's `next` link (SPEC.md §7).
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: term !== '',
    staleTime: 60_000,
    // Offline the saved dictionary answers (decision 054): the query runs without a connection too.
    networkMode: 'always',
  });

/** Search results for `term`, page by page; nothing is fetched while the term is blank. */
export function useWordSearch(term: string) {
  return useInfiniteQuery(wordSearchQueryOptions(term));
}
