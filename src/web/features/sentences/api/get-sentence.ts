import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Sentence } from '../../../../contract/sentences';
import { ApiError, requireApi } from '../../../api/api-client';
import { SENTENCES_URL, sentenceKeys } from './keys';

/** One sentence. Fails with an {@link ApiError}, so the screen can tell "not found" from "unreachable". */
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

/** A deleted, unknown or unshared sentence: the API answers 404 for all three. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
