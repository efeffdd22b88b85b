import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Annotation } from '../../../../contract/words';
import { requireApi } from '../../../api/api-client';
import { wordQueryKey } from './get-word';
import { wordsApi } from '../../../../contract/words';

/** Staff add their note to a word. */
export function useAddAnnotation(wordId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (definition: string) =>
      requireApi<Annotation>({
        operation: { id: 'words.log.addAnnotation' },
        success: (annotation) => ({ id: 'words.log.addedAnnotation', values: { id: String(annotation.id) } }),
        url: wordsApi.annotations,
        method: 'POST',
        body: { nahuatl: wordId, definition },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordQueryKey(wordId) }),
  });
}
