import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { callApi } from '../../../api/api-client';
import { VOCABULARIES_URL, vocabularyKeys } from '../../../api/vocabulary-keys';

/** SPEC.md §9: the vocabulary list asks for 100 at a time. */
export const VOCABULARY_PAGE_SIZE = 100;

const EMPTY: Page<Vocabulary> = { count: 0, next: null, previous: null, results: [] };

/** The first 100 vocabularies the user can see, by name (an empty page when the call fails). */
export function getVocabularies(signal?: AbortSignal): Promise<Page<Vocabulary>> {
  return callApi<Page<Vocabulary>>(
    {
      operation: 'fetch vocabularies',
      success: (page) => `fetched ${page.results.length} vocabularies`,
      url: `${VOCABULARIES_URL}?page_size=${VOCABULARY_PAGE_SIZE}`,
      signal,
    },
    EMPTY,
  );
}

export const vocabulariesQueryOptions = () =>
  queryOptions({ queryKey: vocabularyKeys.list(), queryFn: ({ signal }) => getVocabularies(signal) });

export function useVocabularies() {
  return useQuery(vocabulariesQueryOptions());
}
