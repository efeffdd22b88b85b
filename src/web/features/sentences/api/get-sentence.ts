import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sentence } from '../../../../contract/sentences';
import { requireApi } from '../../../api/api-client';
import { SENTENCES_URL, sentenceKeys } from '../../../api/sentence-keys';

/** One sentence. Fails with an ApiError, so the screen can tell "not found" (see isNotFound) from "unreachable". */
export function getSentence(id: number, signal?: AbortSignal): Promise<Sentence> {
  return requireApi<Sentence>({
    operation: `fetch sentence id=${id}`,
    success: `fetched sentence id=${id}`,
    url: `${SENTENCES_URL}${id}/`,
    signal,
  });
}

export const sentenceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sentenceKeys.detail(id),
    queryFn: ({ signal }) => getSentence(id, signal),
    enabled: id > 0,
  });

export function useSentence(id: number) {
  return useQuery(sentenceQueryOptions(id));
}
