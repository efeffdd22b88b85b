import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sentence, SentencePatch } from '../../../../contract/sentences';
import { requireApi } from '../../../api/api-client';
import { markSentencesStale, SENTENCES_URL, sentenceKeys } from '../../../api/sentence-keys';

export function updateSentence(id: number, changes: SentencePatch): Promise<Sentence> {
  return requireApi<Sentence>({
    operation: `update sentence id=${id}`,
    success: `updated sentence id=${id}`,
    url: `${SENTENCES_URL}${id}/`,
    method: 'PATCH',
    body: changes,
  });
}

/** The owner saves their sentence; the card shows the server's copy (SPEC.md §4). */
export function useUpdateSentence(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SentencePatch) => updateSentence(id, changes),
    onSuccess: async (saved) => {
      await markSentencesStale(queryClient);
      queryClient.setQueryData(sentenceKeys.detail(id), saved);
    },
  });
}
