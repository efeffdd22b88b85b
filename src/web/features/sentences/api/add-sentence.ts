import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Sentence, SentenceCreate } from '../../../../contract/sentences';
import { requireApi } from '../../../api/api-client';
import { markSentencesStale, SENTENCES_URL, sentenceKeys } from '../../../api/sentence-keys';

export function addSentence(sentence: string): Promise<Sentence> {
  const body: SentenceCreate = { sentence };
  return requireApi<Sentence>({
    operation: 'add sentence',
    success: (created) => `added sentence id=${created.id}`,
    url: SENTENCES_URL,
    method: 'POST',
    body,
  });
}

/** Adds a sentence with just its text; the owner fills in the rest on its page. */
export function useAddSentence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSentence,
    onSuccess: async (created) => {
      await markSentencesStale(queryClient);
      queryClient.setQueryData(sentenceKeys.detail(created.id), created);
    },
  });
}
