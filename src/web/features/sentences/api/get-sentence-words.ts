import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { SentenceWord } from '../../../../contract/sentences';
import { callApi } from '../../../api/api-client';
import { SENTENCE_WORDS_URL, sentenceKeys } from '../../../api/sentence-keys';

/** The words of a sentence (the first 200; [] when the call fails). */
export async function getSentenceWords(sentenceId: number, signal?: AbortSignal): Promise<SentenceWord[]> {
  const page = await callApi<Page<SentenceWord> | null>(
    {
      operation: 'fetch sentence words',
      success: (found) => `fetched ${found?.results.length ?? 0} sentence words`,
      url: `${SENTENCE_WORDS_URL}?sentence=${sentenceId}&page_size=200`,
      signal,
    },
    null,
  );
  return page?.results ?? [];
}

export const sentenceWordsQueryOptions = (sentenceId: number) =>
  queryOptions({
    queryKey: sentenceKeys.words(sentenceId),
    queryFn: ({ signal }) => getSentenceWords(sentenceId, signal),
    enabled: sentenceId > 0,
  });

export function useSentenceWords(sentenceId: number) {
  return useQuery(sentenceWordsQueryOptions(sentenceId));
}
