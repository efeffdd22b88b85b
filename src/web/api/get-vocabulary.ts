import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vocabulary } from '../../contract/vocabularies';
import { requireApi } from './api-client';
import { VOCABULARIES_URL, vocabularyKeys } from './vocabulary-keys';

/**
 * One vocabulary, for its page and for practising it. Fails with an ApiError, so a
 * screen can tell "not found" (see isNotFound) from "unreachable".
 */
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
