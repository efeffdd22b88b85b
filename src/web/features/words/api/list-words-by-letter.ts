import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Word } from '../../../../contract/words';
import type { Alphabet } from '../../../../contract/accounts';
import { callApi } from '../../../api/api-client';
import { withParams } from '../../../api/resource-client';
import { LIST_PAGE_SIZE } from '../../../components/list-pager';
import { wordsApi } from '../../../../contract/words';

const EMPTY: Page<Word> = { count: 0, next: null, previous: null, results: [] };

/**
 * Page `page` of the words starting with `letter` of the `alphabet`, alphabetically (decisions
 * 045, 059: a modern letter is the server's `modern_letter`); an empty page when the call fails.
 */
export const wordsByLetterQueryOptions = (alphabet: Alphabet, letter: string, page: number) =>
  queryOptions({
    queryKey: ['words', 'letter', alphabet, letter, page],
    queryFn: ({ signal }) =>
      callApi<Page<Word>>(
        {
          operation: { id: 'words.log.fetchLetter', values: { letter } },
          success: (found) => ({ id: 'words.log.fetchedLetter', values: { count: found.results.length, letter } }),
          url: withParams(wordsApi.url, {
            [alphabet === 'modern' ? 'modern_letter' : 'letter']: letter,
            page_size: LIST_PAGE_SIZE,
            page,
          }),
          signal,
        },
        EMPTY,
      ),
  });

/** The page on screen stays while the next one loads, so the pager does not jump. */
export function useWordsByLetter(alphabet: Alphabet, letter: string, page: number) {
  return useQuery({ ...wordsByLetterQueryOptions(alphabet, letter, page), placeholderData: keepPreviousData });
}
