import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Word } from '../../../../contract/words';
import type { Alphabet } from '../../../../contract/accounts';
import { withParams } from '../../../api/addresses';
import { LIST_PAGE_SIZE } from '../../../components/list-pager';
import { readOrSaved } from '../../../offline/offline-reads';
import { wordsApi } from '../../../../contract/api/words';

const EMPTY: Page<Word> = { count: 0, next: null, previous: null, results: [] };

/** The list's address for a page of the words under `letter` of `alphabet` (a modern letter is `modern_letter`). */
const pageUrl = (alphabet: Alphabet, letter: string, page: number) =>
  withParams(wordsApi.url, {
    [alphabet === 'modern' ? 'modern_letter' : 'letter']: letter,
    page_size: LIST_PAGE_SIZE,
    page,
  });

/** The page from the dictionary saved on this device, with paging links as the server gives them. */
async function savedPage(alphabet: Alphabet, letter: string, page: number): Promise<Page<Word> | undefined> {
  // The saved search's code is loaded only when it answers (decision 073).
  const { browseSavedDictionary } = await import('../../../offline/saved-search');
  const found = await browseSavedDictionary(alphabet, letter, LIST_PAGE_SIZE, (page - 1) * LIST_PAGE_SIZE);
  if (found === undefined) return undefined;
  return {
    ...found,
    next: page * LIST_PAGE_SIZE < found.count ? pageUrl(alphabet, letter, page + 1) : null,
    previous: page > 1 ? pageUrl(alphabet, letter, page - 1) : null,
  };
}

/**
 * Page `page` of the words starting with `letter` of the `alphabet`, alphabetically (decisions
 * 045, 059); without a connection, from the dictionary saved on this device (decision 054,
 * marked `offline`); an empty page when neither answers.
 */
export const wordsByLetterQueryOptions = (alphabet: Alphabet, letter: string, page: number) =>
  queryOptions({
    queryKey: ['words', 'letter', alphabet, letter, page],
    // Offline the saved dictionary answers: the query runs without a connection too.
    networkMode: 'always',
    queryFn: ({ signal }) =>
      readOrSaved<Page<Word>>(
        {
          operation: { id: 'words.log.fetchLetter', values: { letter } },
          success: (found) => ({ id: 'words.log.fetchedLetter', values: { count: found.results.length, letter } }),
          url: pageUrl(alphabet, letter, page),
          signal,
        },
        EMPTY,
        () => savedPage(alphabet, letter, page),
      ),
  });

/** The page on screen stays while the next one loads, so the pager does not jump. */
export function useWordsByLetter(alphabet: Alphabet, letter: string, page: number) {
  return useQuery({ ...wordsByLetterQueryOptions(alphabet, letter, page), placeholderData: keepPreviousData });
}
