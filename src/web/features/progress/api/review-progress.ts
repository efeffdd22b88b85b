import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewApi } from '../../../../contract/api/review';
import type { ReviewSettings, ReviewSettingsPatch, ReviewStats } from '../../../../contract/review';
import { callApi, requireApi } from '../../../api/api-client';
import { reviewSettingsQueryOptions } from '../../../api/review-settings';
import { reviewKeys } from '../../../api/review-keys';

/*
 * The learner's figures and review settings (issue 31), owner-only: a screen asks for them
 * only for a signed-in learner. The figures' key starts with the review tag, so invalidating the
 * deck's queries after an answer refreshes them too; the settings are the one query the deck,
 * /review and this screen share.
 */

const statsKey = [reviewApi.tag, 'stats'] as const;

/** The figures of /progress; null when they could not be fetched (logged). */
export function useReviewStats() {
  return useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) =>
      callApi<ReviewStats | null>(
        {
          operation: { id: 'progress.log.fetchStats' },
          success: { id: 'progress.log.fetchedStats' },
          url: reviewApi.stats,
          signal,
        },
        null,
      ),
  });
}

/** The learner's review settings, the deck's own query; null when they could not be fetched (logged). */
export function useReviewSettings() {
  return useQuery(reviewSettingsQueryOptions());
}

/** Saves changed settings; throws an ApiError naming the refused fields. The deck's limits change with them. */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ReviewSettingsPatch) =>
      requireApi<ReviewSettings>({
        operation: { id: 'progress.log.saveSettings' },
        success: { id: 'progress.log.savedSettings' },
        url: reviewApi.settings,
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: (settings) => {
      // The deck and /review read the same settings: its limits change at once everywhere.
      queryClient.setQueryData(reviewKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: [reviewApi.tag] });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}
