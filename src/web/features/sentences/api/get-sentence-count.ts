import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/api-client';
import { SENTENCES_URL, sentenceKeys } from '../../../api/sentence-keys';

/** How many sentences the user can see (0 when the call fails, SPEC.md §8). */
export const sentenceCountQueryOptions = () =>
  queryOptions({
    queryKey: sentenceKeys.count(),
    queryFn: ({ signal }) =>
      callApi<number>(
        {
          operation: 'fetch sentence count',
          success: (n) => `fetched sentence count ${n}`,
          url: `${SENTENCES_URL}count/`,
          signal,
        },
        0,
      ),
  });

export function useSentenceCount() {
  return useQuery(sentenceCountQueryOptions());
}
