import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntryPreview } from '../../contract/entries';
import { WELCOME_TAG } from '../../contract/api/entries';
import { useLocale } from '../i18n/locale';
import type { Locale } from '../../contract/locales';
import { withParams } from './addresses';
import { callApi } from './api-client';
import { entries } from './resources';

/*
 * The entry lists beyond the resource client's standard calls (SPEC.md §7): `recent/` and
 * `piyali/`, plain lists of the seven newest. Their keys sit under the entries' root, so a
 * write to any entry marks them stale with everything else.
 */

/** Which list: the newest entries, or the newest tagged for the welcome page. */
export type EntryListKind = 'recent' | typeof WELCOME_TAG;

/** The list with the entries written in `locale` first (the API's `language` parameter). */
export const entryListQueryOptions = (kind: EntryListKind, locale: Locale) =>
  queryOptions({
    queryKey: entries.keys.of(kind, locale),
    queryFn: ({ signal }) =>
      callApi<EntryPreview[]>(
        {
          operation: { id: 'common.log.fetchEntries', values: { list: kind } },
          success: (found) => ({ id: 'common.log.fetchedEntries', values: { list: kind, count: found.length } }),
          url: withParams(`${entries.url}${kind}/`, { language: locale }),
          signal,
        },
        [],
      ),
  });

/**
 * The seven newest entries of a list the user can see, those in the reader's language first,
 * as previews: the cards show no more ([] when the call fails, SPEC.md §8).
 */
export const useEntryList = (kind: EntryListKind) => useQuery(entryListQueryOptions(kind, useLocale().locale));
