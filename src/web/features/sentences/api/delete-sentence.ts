import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requireApi } from '../../../api/api-client';
import { markSentencesStale, SENTENCES_URL } from '../../../api/sentence-keys';

export function deleteSentence(id: number): Promise<void> {
  return requireApi<void>({
    operation: `delete sentence id=${id}`,
    success: `deleted sentence id=${id}`,
    url: `${SENTENCES_URL}${id}/`,
    method: 'DELETE',
  });
}

/** The owner deletes their sentence (a soft delete: it leaves every list). */
export function useDeleteSentence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteSentence(id),
    onSuccess: () => markSentencesStale(queryClient),
  });
}
