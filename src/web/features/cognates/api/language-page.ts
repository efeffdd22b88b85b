import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cognates } from '../../../api/resources';

/** Cognates are read twenty at a time (SPEC.md §9). */
export const COGNATE_PAGE_SIZE = 20;

/**
 * One page of a language's cognates (GET ?language=&page_size=20&page=, SPEC.md §7). The
 * page on screen stays while the next one loads, so the buttons do not jump.
 */
export function useLanguagePage(language: string, page: number) {
  return useQuery({
    ...cognates.listQueryOptions({
      params: { language, page_size: COGNATE_PAGE_SIZE, page },
      operation: `fetch cognates of ${language}`,
    }),
    placeholderData: keepPreviousData,
  });
}
