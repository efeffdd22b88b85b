import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Word } from '../../../../contract/words';
import { callApi } from '../../../api/api-client';
import { wordsApi } from '../../../../contract/words';

export const wordQueryKey = (id: number) => ['words', 'detail', id] as const;

/** One word with its tense table and annotations; null when it cannot be fetched. */
export const wordQueryOptions = (id: number) =>
  queryOptions({
    queryKey: wordQueryKey(id),
    queryFn: ({ signal }) =>
      callApi<Word | null>(
        {
          operation: { id: 'words.log.fetchWord', values: { id: String(id) } },
          success: { id: 'words.log.fetchedWord', values: { id: String(id) } },
          url: wordsApi.word(id),
          signal,
        },
        null,
      ),
  });

export function useWord(id: number) {
  return useQuery(wordQueryOptions(id));
}
