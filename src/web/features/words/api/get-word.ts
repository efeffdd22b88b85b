import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Word } from '../../../../contract/words';
import { readOrSaved } from '../../../offline/offline-reads';
import { wordsApi } from '../../../../contract/api/words';

export const wordQueryKey = (id: number) => ['words', 'detail', id] as const;

/**
 * A word saved on this device as the detail call presents it, its tense table made here
 * (decision 073). The saved dictionary's code is loaded only when it answers (decision 073).
 */
async function savedDetail(id: number): Promise<Word | undefined> {
  const [{ savedWord }, { presentSaved }] = await Promise.all([
    import('../../../offline/saved-dictionary'),
    import('../../../offline/saved-word'),
  ]);
  const saved = await savedWord(id);
  return saved === undefined ? undefined : presentSaved(saved);
}

/**
 * One word with its tense table and annotations; without a connection, the word saved on this
 * device (marked `offline`); null when it cannot be had.
 */
export const wordQueryOptions = (id: number) =>
  queryOptions({
    queryKey: wordQueryKey(id),
    // Offline the saved dictionary answers (decision 054): the query runs without a connection too.
    networkMode: 'always',
    queryFn: ({ signal }) =>
      readOrSaved<Word | null>(
        {
          operation: { id: 'words.log.fetchWord', values: { id: String(id) } },
          success: { id: 'words.log.fetchedWord', values: { id: String(id) } },
          url: wordsApi.word(id),
          signal,
        },
        null,
        () => savedDetail(id),
      ),
  });

export function useWord(id: number) {
  return useQuery(wordQueryOptions(id));
}
