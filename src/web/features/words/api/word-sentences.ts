import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Sentence } from '../../../../contract/sentences';
import { callApi, requireApi } from '../../../api/api-client';
import { SENTENCES_URL, sentenceKeys } from '../../../api/sentence-keys';

/** The sample sentences linked to a word (the first 200). */
export const wordSentencesQueryOptions = (wordId: number) =>
  queryOptions({
    queryKey: sentenceKeys.forWord(wordId),
    queryFn: async ({ signal }) =>
      (
        await callApi<Page<Sentence> | null>(
          {
            operation: 'fetch sentences',
            success: 'fetched sentences',
            url: `${SENTENCES_URL}?nahuatl=${wordId}&page_size=200`,
            signal,
          },
          null,
        )
      )?.results ?? [],
  });

export function useWordSentences(wordId: number) {
  return useQuery(wordSentencesQueryOptions(wordId));
}

/** Adds a sentence from a word's page, linked to that word. */
export function useAddWordSentence(wordId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sentence: string) =>
      requireApi<Sentence>({
        operation: 'add sentence',
        success: (created) => `added sentence id=${created.id}`,
        url: SENTENCES_URL,
        method: 'POST',
        body: { sentence, nahuatl: wordId, word: wordId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentenceKeys.all }),
  });
}
