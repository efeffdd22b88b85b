import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Page } from '../../../../contract/common';
import { wordsApi } from '../../../../contract/api/words';
import type { Word } from '../../../../contract/words';
import { withParams } from '../../../api/addresses';
import { callApi } from '../../../api/api-client';
import { recordings } from '../../../api/resources';
import { canListen, heardWords, recordedWordIds } from '../listening-game';

/*
 * What Listen plays (issue 51): the approved recordings, which a guest may hear too, and the
 * words they are of, read from the dictionary; when fewer than four words are recorded, a page
 * of the dictionary gives the other choices.
 */

/** The recordings Listen asks for: the API's largest page. */
const RECORDINGS_PAGE_SIZE = 200;
/** At most this many recorded words are read from the dictionary, one call each, for a session. */
export const LISTENING_WORD_LIMIT = 40;
/** How many dictionary words may be offered as wrong choices when few words are recorded. */
const OTHER_WORDS_PAGE_SIZE = 50;

const approved = { status: 'approved', page_size: RECORDINGS_PAGE_SIZE } as const;

/** One word of the dictionary; null when it is gone (a recording may outlive its word's page being read). */
const readWord = (id: number, signal: AbortSignal) =>
  callApi<Word | null>(
    {
      operation: { id: 'words.log.fetchWord', values: { id: String(id) } },
      success: { id: 'words.log.fetchedWord', values: { id: String(id) } },
      url: wordsApi.word(id),
      signal,
    },
    null,
  );

const readOtherWords = (signal: AbortSignal) =>
  callApi<Page<Word> | null>(
    {
      operation: { id: 'words.log.search' },
      success: (found) => ({ id: 'words.log.searched', values: { count: found?.results.length ?? 0 } }),
      url: withParams(wordsApi.url, { page_size: OTHER_WORDS_PAGE_SIZE }),
      signal,
    },
    null,
  );

/**
 * The words Listen can play and the dictionary's words offered beside them, once both are read
 * (`heard` is undefined until then); `error` when the recordings could not be read.
 */
export function useListeningWords() {
  const list = recordings.useList({ params: approved });
  const found = list.data?.results;
  const ids = useMemo(() => recordedWordIds(found ?? []).slice(0, LISTENING_WORD_LIMIT), [found]);
  const words = useQuery({
    queryKey: ['practice', 'listen', 'words', ids],
    queryFn: async ({ signal }) =>
      (await Promise.all(ids.map((id) => readWord(id, signal)))).filter((word) => word !== null),
    enabled: found !== undefined,
  });
  const heard = useMemo(
    () => (found === undefined || words.data === undefined ? undefined : heardWords(found, words.data)),
    [found, words.data],
  );
  // Only when the recorded words alone cannot fill the four choices.
  const needOthers = heard !== undefined && heard.length > 0 && !canListen(heard, []);
  const others = useQuery({
    queryKey: ['practice', 'listen', 'other-words'],
    queryFn: async ({ signal }) => (await readOtherWords(signal))?.results ?? [],
    enabled: needOthers,
  });
  const ready = heard !== undefined && (!needOthers || others.data !== undefined);
  return {
    heard: ready ? heard : undefined,
    others: needOthers ? (others.data ?? []) : [],
    error: list.error ?? words.error ?? others.error,
    retry: () => void (list.error ? list.refetch() : words.error ? words.refetch() : others.refetch()),
  };
}
