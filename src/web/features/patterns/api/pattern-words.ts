import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type Page } from '../../../../contract/common';
import { patternWordsUrl } from '../../../../contract/api/patterns';
import type { Word } from '../../../../contract/words';
import { requireApi } from '../../../api/api-client';
import { patterns } from '../../../api/resources';

/** A pattern's words sit with the pattern's own queries, so saving or deleting it reaches them. */
export const patternWordsKey = (id: number) => patterns.keys.record(id, 'words');

/**
 * Every dictionary word a pattern's mapping uses, each with its tenses: the game picks
 * among all of them, so `{id}/words/` is read page by page, following `next`. Fails with an
 * error rather than an empty list, so the game does not call a pattern unplayable when the
 * server was only unreachable.
 */
export const patternWordsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: patternWordsKey(id),
    queryFn: async ({ signal }) => {
      const words: Word[] = [];
      let next: string | null = `${patternWordsUrl(id)}?page_size=${PAGE_SIZE_MAX}`;
      while (next !== null) {
        const page: Page<Word> = await requireApi<Page<Word>>({
          operation: { id: 'patterns.log.fetchWords', values: { id: String(id) } },
          success: (fetched) => ({ id: 'patterns.log.fetchedWords', values: { count: fetched.results.length } }),
          url: next,
          signal,
        });
        words.push(...page.results);
        next = page.next;
      }
      return words;
    },
    enabled: id > 0,
  });

export function usePatternWords(id: number) {
  return useQuery(patternWordsQueryOptions(id));
}
