import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewApi } from '../../../../contract/api/review';
import type { ReviewSettings, ReviewSettingsPatch, ReviewStats } from '../../../../contract/review';
import { callApi, requireApi } from '../../../api/api-client';

/*
 * The learner's figures and review settings (issue 31), owner-only: a screen asks for them
 * only for a signed-in learner. Their keys start with the review tag, so invalidating the deck's
 * queries after an answer refreshes these too.
 */

const statsKey = [reviewApi.tag, 'stats'] as const;
const settingsKey = [reviewApi.tag, 'settings'] as const;

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

/** The learner's review settings; null when they could not be fetched (logged). */
export function useReviewSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      callApi<ReviewSettings | null>(
        {
          operation: { id: 'progress.log.fetchSettings' },
          success: { id: 'progress.log.fetchedSettings' },
          url: reviewApi.settings,
          signal,
        },
        null,
      ),
  });
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
      queryClient.setQueryData(settingsKey, settings);
      void queryClient.invalidateQueries({
        queryKey: [reviewApi.tag],
        predicate: (query) => query.queryKey[1] !== 'settings',
      });
    },
  });
}
