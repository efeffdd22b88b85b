import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Annotation } from '../../../../contract/words';
import { requireApi } from '../../../api/api-client';
import { wordQueryKey } from './get-word';
import { wordsApi } from '../../../../contract/api/words';

/*
 * A staff editor's note on a word: they add one, and later rewrite or remove it. Each write
 * asks for the word again, so its card shows the server's notes.
 */

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

/** The author rewrites their note (mutate with the new text). */
export function useUpdateAnnotation(annotation: Annotation) {
  const queryClient = useQueryClient();
  const values = { id: String(annotation.id) };
  return useMutation({
    mutationFn: (definition: string) =>
      requireApi<Annotation>({
        operation: { id: 'words.log.updateAnnotation', values },
        success: { id: 'words.log.updatedAnnotation', values },
        url: wordsApi.annotation(annotation.id),
        method: 'PATCH',
        body: { definition },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordQueryKey(annotation.nahuatl) }),
  });
}

/** The author removes their note. */
export function useDeleteAnnotation(annotation: Annotation) {
  const queryClient = useQueryClient();
  const values = { id: String(annotation.id) };
  return useMutation({
    mutationFn: () =>
      requireApi<void>({
        operation: { id: 'words.log.deleteAnnotation', values },
        success: { id: 'words.log.deletedAnnotation', values },
        url: wordsApi.annotation(annotation.id),
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wordQueryKey(annotation.nahuatl) }),
  });
}
