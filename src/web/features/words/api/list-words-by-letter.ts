import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { Word } from '../../../../contract/words';
import type { Alphabet } from '../../../../contract/accounts';
import { withParams } from '../../../api/addresses';
import type { ApiCall } from '../../../api/api-client';
import { LIST_PAGE_SIZE } from '../../../components/list-pager';
import { readOrSaved } from '../../../offline/offline-reads';
import { wordsApi } from '../../../../contract/api/words';

const EMPTY: Page<Word> = { count: 0, next: null, previous: null, results: [] };

/**
 * What the browsed list keeps: the words under a letter of the learner's alphabet, and those
 * a guest can hear said (`recorded: true`) or nobody has recorded yet (false; decision 087);
 * null for either leaves it out.
 */
export interface WordBrowse {
  alphabet: Alphabet;
  letter: string | null;
  recorded: boolean | null;
}

/** The list's address for a page of the browse (a modern letter is `modern_letter`). */
const pageUrl = ({ alphabet, letter, recorded }: WordBrowse, page: number) =>
  withParams(wordsApi.url, {
    ...(letter === null ? {} : { [alphabet === 'modern' ? 'modern_letter' : 'letter']: letter }),
    ...(recorded === null ? {} : { recorded }),
    page_size: LIST_PAGE_SIZE,
    page,
  });

/**
 * The page from the dictionary saved on this device, with paging links as the server gives
 * them; none when the browse asks about recordings, which the device does not keep.
 */
async function savedPage(browse: WordBrowse, page: number): Promise<Page<Word> | undefined> {
  if (browse.letter === null || browse.recorded !== null) return undefined;
  // The saved search's code is loaded only when it answers (decision 073).
  const { browseSavedDictionary } = await import('../../../offline/saved-search');
  const found = await browseSavedDictionary(
    browse.alphabet,
    browse.letter,
    LIST_PAGE_SIZE,
    (page - 1) * LIST_PAGE_SIZE,
  );
  if (found === undefined) return undefined;
  return {
    ...found,
    next: page * LIST_PAGE_SIZE < found.count ? pageUrl(browse, page + 1) : null,
    previous: page > 1 ? pageUrl(browse, page - 1) : null,
  };
}

/** How the log names the read: by its letter, or by its recordings. */
function logOf({ letter, recorded }: WordBrowse): Pick<ApiCall<Page<Word>>, 'operation' | 'success'> {
  if (recorded !== null) {
    const values = { recorded: String(recorded) };
    return {
      operation: { id: 'words.log.fetchRecorded', values },
      success: (found) => ({ id: 'words.log.fetchedRecorded', values: { ...values, count: found.results.length } }),
    };
  }
  return {
    operation: { id: 'words.log.fetchLetter', values: { letter } },
    success: (found) => ({ id: 'words.log.fetchedLetter', values: { count: found.results.length, letter } }),
  };
}

/**
 * Page `page` of the browse, alphabetically (decisions 045, 059, 087); without a connection, a
 * letter's words from the dictionary saved on this device (decision 054, marked `offline`);
 * an empty page when neither answers.
 */
export const wordsByLetterQueryOptions = (browse: WordBrowse, page: number) =>
  queryOptions({
    queryKey: ['words', 'letter', browse.alphabet, browse.letter, browse.recorded, page],
    // Offline the saved dictionary answers: the query runs without a connection too.
    networkMode: 'always',
    queryFn: ({ signal }) =>
      readOrSaved<Page<Word>>({ ...logOf(browse), url: pageUrl(browse, page), signal }, EMPTY, () =>
        savedPage(browse, page),
      ),
  });

/** The page on screen stays while the next one loads, so the pager does not jump. */
export function useWordsByLetter(browse: WordBrowse, page: number) {
  return useQuery({ ...wordsByLetterQueryOptions(browse, page), placeholderData: keepPreviousData });
}
