import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Entry } from '../../contract/entries';
import { WELCOME_TAG } from '../../contract/entries';
import { callApi } from './api-client';
import { entries } from './resources';

/*
 * The entry lists beyond the resource client's standard calls (SPEC.md §7): `recent/` and
 * `piyali/`, plain lists of the seven newest. Their keys sit under the entries' root, so a
 * write to any entry marks them stale with everything else.
 */

/** Which list: the newest entries, or the newest tagged for the welcome page. */
export type EntryListKind = 'recent' | typeof WELCOME_TAG;

const DESCRIPTIONS: Record<EntryListKind, string> = { recent: 'recent entries', [WELCOME_TAG]: 'welcome entries' };

export const entryListQueryOptions = (kind: EntryListKind) =>
  queryOptions({
    queryKey: entries.keys.of(kind),
    queryFn: ({ signal }) =>
      callApi<Entry[]>(
        {
          operation: `fetch ${DESCRIPTIONS[kind]}`,
          success: (found) => `fetched ${found.length} ${DESCRIPTIONS[kind]}`,
          url: `${entries.url}${kind}/`,
          signal,
        },
        [],
      ),
  });

/** The seven newest entries of a list the user can see ([] when the call fails, SPEC.md §8). */
export const useEntryList = (kind: EntryListKind) => useQuery(entryListQueryOptions(kind));
