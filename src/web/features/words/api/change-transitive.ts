import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Word } from '../../../../contract/words';
import { requireApi } from '../../../api/api-client';
import { wordQueryKey } from './get-word';
import { wordsApi } from '../../../../contract/api/words';

/** Staff mark a verb transitive (true), intransitive (false) or unknown (null). */
export function useChangeTransitive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transitive: boolean | null) =>
      requireApi<Word>({
        operation: { id: 'words.log.updateWord', values: { id: String(id) } },
        success: { id: 'words.log.updatedWord', values: { id: String(id) } },
        url: wordsApi.changeTransitive(id),
        method: 'PATCH',
        body: { transitive },
      }),
    onSuccess: (word) => {
      queryClient.setQueryData(wordQueryKey(id), word);
      void queryClient.invalidateQueries({ queryKey: ['word-search'] });
    },
  });
}
