import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SentenceWord } from '../../../../contract/sentences';
import { requireApi } from '../../../api/api-client';
import { markSentencesStale, SENTENCE_WORDS_URL, sentenceKeys } from '../../../api/sentence-keys';

export function removeSentenceWord(linkId: number): Promise<void> {
  return requireApi<void>({
    operation: `delete sentence word id=${linkId}`,
    success: `deleted sentence word id=${linkId}`,
    url: `${SENTENCE_WORDS_URL}${linkId}/`,
    method: 'DELETE',
  });
}

/** The owner takes a word out of their sentence. */
export function useRemoveSentenceWord(sentenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => removeSentenceWord(linkId),
    onSuccess: async (_nothing, linkId) => {
      await markSentencesStale(queryClient);
      queryClient.setQueryData<SentenceWord[]>(sentenceKeys.words(sentenceId), (words = []) =>
        words.filter((word) => word.id !== linkId),
      );
    },
  });
}
