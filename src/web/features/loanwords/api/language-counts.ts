import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOANWORD_INDEX_MINIMUM } from '../../../../contract/api/loanwords';
import type { LoanwordLanguageCount } from '../../../../contract/loanwords';
import { callApi } from '../../../api/api-client';
import { loanwords } from '../../../api/resources';

/**
 * GET /utoaztecan/api/loanword/language_counts/: each pair of source and target language with
 * how many loanwords go from one to the other (an empty list when the call fails, SPEC.md §8).
 */
export const languageCountsQueryOptions = () =>
  queryOptions({
    queryKey: loanwords.keys.of('language-counts'),
    queryFn: ({ signal }) =>
      callApi<LoanwordLanguageCount[]>(
        {
          operation: { id: 'utoaztecan.log.fetchLoanwordCounts' },
          success: (rows) => ({ id: 'utoaztecan.log.fetchedLoanwordCounts', values: { count: rows.length } }),
          url: `${loanwords.url}language_counts/`,
          signal,
        },
        [],
      ),
  });

/** The pairs the loanword index shows: those with at least ten loanwords (SPEC.md §2, §9). */
export const useIndexedPairs = () =>
  useQuery({
    ...languageCountsQueryOptions(),
    select: (rows) => rows.filter((row) => row.count >= LOANWORD_INDEX_MINIMUM),
  });
