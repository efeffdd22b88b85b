import type { QueryClient } from '@tanstack/react-query';

/** The API addresses of vocabularies and their words (SPEC.md §7). */
export const VOCABULARIES_URL = '/utoaztecan/api/vocabulary/';
export const VOCABULARY_WORDS_URL = '/utoaztecan/api/vocabulary-word/';

/**
 * Query keys, shared by the vocabulary screens and the practice screen: everything about
 * vocabularies sits under `['vocabularies']`, so one invalidation reaches every screen.
 */
export const vocabularyKeys = {
  all: ['vocabularies'] as const,
  count: () => ['vocabularies', 'count'] as const,
  list: () => ['vocabularies', 'list'] as const,
  detail: (id: number) => ['vocabularies', 'detail', id] as const,
  words: (id: number) => ['vocabularies', 'words', id] as const,
};

/**
 * After a write: every vocabulary list and count is out of date. They are only marked
 * stale, so they refetch when next shown; the screen that wrote puts the server's answer
 * into its own query.
 */
export function markVocabulariesStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: vocabularyKeys.all, refetchType: 'none' });
}
