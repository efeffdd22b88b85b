import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { VocabularyWord, VocabularyWordCreate } from '../../../../contract/vocabularies';
import { ApiError, requireApi } from '../../../api/api-client';
import { markVocabulariesStale, VOCABULARY_WORDS_URL, vocabularyKeys } from '../../../api/vocabulary-keys';

export function addVocabularyWord(vocabularyId: number, wordId: number): Promise<VocabularyWord> {
  return requireApi<VocabularyWord>({
    operation: 'add vocabulary word',
    success: (link) => `added vocabulary word id=${link.id}`,
    url: VOCABULARY_WORDS_URL,
    method: 'POST',
    body: { vocabulary: vocabularyId, nahuatl_word: wordId } satisfies z.input<typeof VocabularyWordCreate>,
  });
}

/** The owner adds a word to their vocabulary (once: the server refuses it a second time). */
export function useAddVocabularyWord(vocabularyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wordId: number) => addVocabularyWord(vocabularyId, wordId),
    onSuccess: async (link) => {
      // The rest refetches when next shown; the words (its page's and the games') change here at once.
      await markVocabulariesStale(queryClient);
      queryClient.setQueryData<VocabularyWord[]>(vocabularyKeys.words(vocabularyId), (words = []) => [
        ...words.filter((word) => word.id !== link.id),
        link,
      ]);
    },
    onError: (error) => {
      // Refused because it is already there (added in another tab, say): show the list as the server has it.
      if (error instanceof ApiError && error.status === 400) {
        void queryClient.invalidateQueries({ queryKey: vocabularyKeys.words(vocabularyId) });
      }
    },
  });
}
