import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../../../contract/common';
import type { Word } from '../../../contract/words';
import { foldNahuatl, replaceMacrons } from '../../../nahuatl';
import { callApi } from '../../api/api-client';
import { wordsApi } from '../../../contract/words';

const WORDS_URL = wordsApi.url;
const EMPTY: Page<Word> = { count: 0, next: null, previous: null, results: [] };

/**
 * The text a search sends: trimmed, macrons replaced (SPEC.md §5). Blank means no search.
 * Folding decides sameness, so `Cochi ` and `cochi` are one query (de-duplicated).
 */
export function searchTerm(text: string): string {
  return replaceMacrons(text).trim();
}

async function fetchPage(url: string, signal: AbortSignal): Promise<Page<Word>> {
  return callApi<Page<Word>>(
    {
      operation: { id: 'words.log.search' },
      success: (page) => ({ id: 'words.log.searched', values: { count: page.results.length } }),
      url,
      signal,
    },
    EMPTY,
  );
}

export const wordSearchQueryOptions = (term: string) =>
  infiniteQueryOptions({
    queryKey: ['word-search', foldNahuatl(term)],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: `${WORDS_URL}?search=${encodeURIComponent(term)}`,
    // Paging follows the server's `next` link (SPEC.md §7).
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: term !== '',
    staleTime: 60_000,
  });

/** Search results for `term`, page by page; nothing is fetched while the term is blank. */
export function useWordSearch(term: string) {
  return useInfiniteQuery(wordSearchQueryOptions(term));
}
