import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../contract/common';
import type { VocabularyWord } from '../../contract/vocabularies';
import { requireApi } from './api-client';
import { VOCABULARY_WORDS_URL, vocabularyKeys } from './vocabulary-keys';

/** SPEC.md §9: a vocabulary's words are read 200 at a time; neither its page nor the games need more. */
export const VOCABULARY_WORDS_PAGE_SIZE = 200;

/**
 * The words of a vocabulary in the order they were added, each with the word itself.
 * Fails with an error rather than an empty list: a game must not tell a learner their
 * vocabulary has no verbs when the server was only unreachable. (The vocabulary's page
 * shows no words either way; the failure is in the message log.)
 */
export async function getVocabularyWords(vocabularyId: number, signal?: AbortSignal): Promise<VocabularyWord[]> {
  const page = await requireApi<Page<VocabularyWord>>({
    operation: 'fetch vocabulary words',
    success: (found) => `fetched ${found.results.length} vocabulary words`,
    url: `${VOCABULARY_WORDS_URL}?vocabulary=${vocabularyId}&page_size=${VOCABULARY_WORDS_PAGE_SIZE}`,
    signal,
  });
  return page.results;
}

export const vocabularyWordsQueryOptions = (vocabularyId: number) =>
  queryOptions({
    queryKey: vocabularyKeys.words(vocabularyId),
    queryFn: ({ signal }) => getVocabularyWords(vocabularyId, signal),
    enabled: vocabularyId > 0,
  });

export function useVocabularyWords(vocabularyId: number) {
  return useQuery(vocabularyWordsQueryOptions(vocabularyId));
}
