import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/api-client';
import { VOCABULARIES_URL, vocabularyKeys } from '../../../api/vocabulary-keys';

/** How many vocabularies the user can see (0 when the call fails, SPEC.md §8). */
export const vocabularyCountQueryOptions = () =>
  queryOptions({
    queryKey: vocabularyKeys.count(),
    queryFn: ({ signal }) =>
      callApi<number>(
        {
          operation: 'fetch vocabulary count',
          success: (n) => `fetched vocabulary count ${n}`,
          url: `${VOCABULARIES_URL}count/`,
          signal,
        },
        0,
      ),
  });

export function useVocabularyCount() {
  return useQuery(vocabularyCountQueryOptions());
}
