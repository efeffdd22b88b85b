import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { ApiError, requireApi } from '../../../api/api-client';
import { VOCABULARIES_URL, vocabularyKeys } from './keys';

/** One vocabulary. Fails with an {@link ApiError}, so the screen can tell "not found" from "unreachable". */
export function getVocabulary(id: number, signal?: AbortSignal): Promise<Vocabulary> {
  return requireApi<Vocabulary>({
    operation: `fetch vocabulary id=${id}`,
    success: `fetched vocabulary id=${id}`,
    url: `${VOCABULARIES_URL}${id}/`,
    signal,
  });
}

export const vocabularyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vocabularyKeys.detail(id),
    queryFn: ({ signal }) => getVocabulary(id, signal),
    enabled: id > 0,
  });

export function useVocabulary(id: number) {
  return useQuery(vocabularyQueryOptions(id));
}

/** An unknown or unshared vocabulary: the API answers 404 for both. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
