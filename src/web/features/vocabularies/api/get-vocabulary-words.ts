import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { VocabularyWord } from '../../../../contract/vocabularies';
import { callApi } from '../../../api/api-client';
import { VOCABULARY_WORDS_URL, vocabularyKeys } from './keys';

/** SPEC.md §9: a vocabulary's words are read 200 at a time. */
export const VOCABULARY_WORDS_PAGE_SIZE = 200;

/** The words of a vocabulary, each with the word itself ([] when the call fails). */
export async function getVocabularyWords(vocabularyId: number, signal?: AbortSignal): Promise<VocabularyWord[]> {
  const page = await callApi<Page<VocabularyWord> | null>(
    {
      operation: 'fetch vocabulary words',
      success: (found) => `fetched ${found?.results.length ?? 0} vocabulary words`,
      url: `${VOCABULARY_WORDS_URL}?vocabulary=${vocabularyId}&page_size=${VOCABULARY_WORDS_PAGE_SIZE}`,
      signal,
    },
    null,
  );
  return page?.results ?? [];
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
