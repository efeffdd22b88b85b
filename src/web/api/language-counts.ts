import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CognateLanguageCount } from '../../contract/utoaztecan';
import { callApi } from './api-client';
import { cognates } from './resources';

/**
 * GET /utoaztecan/api/cognate/language_counts/: each language with its cognates, its name and
 * its source (an empty list when the call fails, SPEC.md §8). Under the cognates' keys, so a
 * cognate added, moved or deleted marks it stale.
 */
export const languageCountsQueryOptions = () =>
  queryOptions({
    queryKey: cognates.keys.of('language-counts'),
    queryFn: ({ signal }) =>
      callApi<CognateLanguageCount[]>(
        {
          operation: { id: 'utoaztecan.log.fetchCognateCounts' },
          success: (rows) => ({ id: 'utoaztecan.log.fetchedCognateCounts', values: { count: rows.length } }),
          url: `${cognates.url}language_counts/`,
          signal,
        },
        [],
      ),
  });

export const useLanguageCounts = () => useQuery(languageCountsQueryOptions());
