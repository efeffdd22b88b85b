import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  SentenceWord,
  SentenceWordCreate,
  SentenceWordTense as TenseSchema,
} from '../../../../contract/sentences';
import type { PersonCode } from '../../../../nahuatl';
import { requireApi } from '../../../api/api-client';
import { markSentencesStale, SENTENCE_WORDS_URL, sentenceKeys } from '../../../api/sentence-keys';

/** A tense tag of a sentence word, one of SENTENCE_WORD_TENSES. */
export type SentenceWordTense = z.infer<typeof TenseSchema>;

export interface NewSentenceWord {
  wordId: number;
  tense: SentenceWordTense | null;
  person: PersonCode | null;
}

export function addSentenceWord(sentenceId: number, { wordId, tense, person }: NewSentenceWord): Promise<SentenceWord> {
  return requireApi<SentenceWord>({
    operation: 'add sentence word',
    success: (link) => `added sentence word id=${link.id}`,
    url: SENTENCE_WORDS_URL,
    method: 'POST',
    body: { sentence: sentenceId, nahuatl_word: wordId, tense, person } satisfies z.input<typeof SentenceWordCreate>,
  });
}

/** The owner adds a word to their sentence, optionally tagged with a tense and a person (SPEC.md §9). */
export function useAddSentenceWord(sentenceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: NewSentenceWord) => addSentenceWord(sentenceId, word),
    onSuccess: async (link) => {
      await markSentencesStale(queryClient);
      queryClient.setQueryData<SentenceWord[]>(sentenceKeys.words(sentenceId), (words = []) => [...words, link]);
    },
  });
}
