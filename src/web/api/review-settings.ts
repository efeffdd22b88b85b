import { queryOptions } from '@tanstack/react-query';
import { reviewApi } from '../../contract/api/review';
import type { ReviewSettings } from '../../contract/review';
import { callApi } from './api-client';
import { reviewKeys } from './review-keys';

/*
 * The learner's review settings, one query for the deck, /review and /progress: a change saved
 * on one screen is what the others read. Apart from the deck, so that /progress does not load
 * the deck's code (decision 073).
 */

/** The learner's review settings (the server's defaults until they are known). */
export function fetchReviewSettings(signal?: AbortSignal): Promise<ReviewSettings | null> {
  return callApi<ReviewSettings | null>(
    {
      operation: { id: 'review.log.fetchSettings' },
      success: { id: 'review.log.fetchedSettings' },
      url: reviewApi.settings,
      signal,
    },
    null,
  );
}

export const reviewSettingsQueryOptions = () =>
  queryOptions({ queryKey: reviewKeys.settings, queryFn: ({ signal }) => fetchReviewSettings(signal) });
