import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Word } from '../../../../contract/words';
import { requireApi } from '../../../api/api-client';
import { patterns } from '../../../api/resources';

/** A pattern's words sit with the pattern's own queries, so saving or deleting it reaches them. */
export const patternWordsKey = (id: number) => patterns.keys.record(id, 'words');

/**
 * The dictionary words a pattern's mapping uses, each with its tenses (`{id}/words/`, a
 * plain list). Fails with an error rather than an empty list, so the game does not call a
 * pattern unplayable when the server was only unreachable.
 */
export const patternWordsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: patternWordsKey(id),
    queryFn: ({ signal }) =>
      requireApi<Word[]>({
        operation: `fetch pattern words id=${id}`,
        success: (words) => `fetched ${words.length} pattern words`,
        url: `${patterns.url}${id}/words/`,
        signal,
      }),
    enabled: id > 0,
  });

export function usePatternWords(id: number) {
  return useQuery(patternWordsQueryOptions(id));
}
