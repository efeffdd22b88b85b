import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOrSaved } from '../../../offline/offline-reads';
import { wordsApi } from '../../../../contract/api/words';

/**
 * How many words the dictionary holds (0 when the call fails, SPEC.md §8); without a
 * connection, or when the server cannot be reached, how many are saved on this device (decision 054).
 */
export const wordCountQueryOptions = () =>
  queryOptions({
    queryKey: ['words', 'count'],
    networkMode: 'always',
    queryFn: async ({ signal }) =>
      (
        await answerOrSaved<number>(
          {
            operation: { id: 'words.log.fetchCount' },
            success: (n) => ({ id: 'words.log.fetchedCount', values: { count: n } }),
            url: wordsApi.count,
            signal,
          },
          0,
          // The saved dictionary's code is loaded only when it answers (decision 073).
          async () => (await import('../../../offline/saved-dictionary')).savedWordCount(),
        )
      ).answer,
  });

export function useWordCount() {
  return useQuery(wordCountQueryOptions());
}
