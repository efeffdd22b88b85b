import type { QueryClient } from '@tanstack/react-query';

/** The API addresses of sentences and their words (SPEC.md §7). */
export const SENTENCES_URL = '/utoaztecan/api/nahuatl-sentence/';
export const SENTENCE_WORDS_URL = '/utoaztecan/api/sentence-word/';

/**
 * Query keys, shared by the sentence screens and a word's page (its sample sentences):
 * everything about sentences sits under `['sentences']`, so one invalidation reaches both.
 */
export const sentenceKeys = {
  all: ['sentences'] as const,
  count: () => ['sentences', 'count'] as const,
  search: (term: string) => ['sentences', 'search', term] as const,
  detail: (id: number) => ['sentences', 'detail', id] as const,
  words: (id: number) => ['sentences', 'words', id] as const,
  forWord: (wordId: number) => ['sentences', 'for-word', wordId] as const,
};

/**
 * After a write: every sentence list, count and search is out of date. They are only
 * marked stale, so they refetch when next shown rather than all at once now; the screen
 * that wrote puts the server's answer into its own query.
 */
export function markSentencesStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sentenceKeys.all, refetchType: 'none' });
}
