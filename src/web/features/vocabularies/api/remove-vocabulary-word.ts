import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VocabularyWord } from '../../../../contract/vocabularies';
import { requireApi } from '../../../api/api-client';
import { markVocabulariesStale, VOCABULARY_WORDS_URL, vocabularyKeys } from '../../../api/vocabulary-keys';

export function removeVocabularyWord(linkId: number): Promise<void> {
  return requireApi<void>({
    operation: `delete vocabulary word id=${linkId}`,
    success: `deleted vocabulary word id=${linkId}`,
    url: `${VOCABULARY_WORDS_URL}${linkId}/`,
    method: 'DELETE',
  });
}

/** The owner takes a word out of their vocabulary. */
export function useRemoveVocabularyWord(vocabularyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => removeVocabularyWord(linkId),
    onSuccess: async (_nothing, linkId) => {
      // The rest refetches when next shown; the words (its page's and the games') change here at once.
      await markVocabulariesStale(queryClient);
      queryClient.setQueryData<VocabularyWord[]>(vocabularyKeys.words(vocabularyId), (words = []) =>
        words.filter((word) => word.id !== linkId),
      );
    },
  });
}
