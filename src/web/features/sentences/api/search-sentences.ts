import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Sentence } from '../../../../contract/sentences';
import { callApi } from '../../../api/api-client';
import { SENTENCES_URL, sentenceKeys } from '../../../api/sentence-keys';

const EMPTY: Page<Sentence> = { count: 0, next: null, previous: null, results: [] };

/** The text a sentence search sends: trimmed. Blank means no search (SPEC.md §5). */
export const sentenceSearchTerm = (text: string) => text.trim();

function fetchPage(url: string, signal: AbortSignal): Promise<Page<Sentence>> {
  return callApi<Page<Sentence>>(
    { operation: 'search sentences', success: (page) => `fetched ${page.results.length} sentences`, url, signal },
    EMPTY,
  );
}

/** Sentences containing `term` (the server ignores case and macrons), page by page. */
export const sentenceSearchQueryOptions = (term: string) =>
  infiniteQueryOptions({
    queryKey: sentenceKeys.search(term),
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: `${SENTENCES_URL}?sentence__icontains=${encodeURIComponent(term)}`,
    // Paging follows the server's `next` link (SPEC.md §7).
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: term !== '',
  });

/** Search results for `term`; nothing is fetched while it is blank. */
export function useSentenceSearch(term: string) {
  return useInfiniteQuery(sentenceSearchQueryOptions(term));
}
