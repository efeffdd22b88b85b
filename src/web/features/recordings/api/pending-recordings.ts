import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordingsApi } from '../../../../contract/api/recordings';
import { wordsApi } from '../../../../contract/api/words';
import type { Recording } from '../../../../contract/recordings';
import type { Word } from '../../../../contract/words';
import { callApi, requireApi } from '../../../api/api-client';
import { recordings } from '../../../api/resources';
import { useListPage } from '../../../components/list-pager';

/*
 * The staff's review of recordings (issue 51, decision 086): the page of those waiting, the
 * word each is of, and the approval or rejection.
 */

/** One page of the recordings waiting for review, oldest first as the server orders them. */
export function usePendingRecordings(page: number) {
  return useListPage(recordings, page, {
    params: { status: 'pending' },
    operation: { id: 'moderation.log.fetchPending' },
  });
}

/**
 * The word a recording is of, to name and link it: a recording carries only the word's id.
 * Null when the word cannot be had (the failure is in the message log).
 */
export function useRecordedWord(id: number | null) {
  return useQuery({
    queryKey: ['moderation', 'word', id],
    queryFn: ({ signal }) =>
      callApi<Word | null>(
        {
          operation: { id: 'words.log.fetchWord', values: { id: String(id) } },
          success: { id: 'words.log.fetchedWord', values: { id: String(id) } },
          url: wordsApi.word(id!),
          signal,
        },
        null,
      ),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

/** What staff decide about a recording: approve it, or reject it saying why (the reason is required). */
export type Moderation = { status: 'approved' } | { status: 'rejected'; reason: string };

/**
 * Staff approve or reject a recording (mutate with its id and the decision). Every list of
 * recordings on screen is asked again, so the one decided leaves the review and, approved,
 * joins its word's player for everyone.
 */
export function useModerateRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Moderation }) =>
      requireApi<Recording>({
        operation: { id: 'moderation.log.moderate', values: { id: String(id), status: decision.status } },
        success: { id: 'moderation.log.moderated', values: { id: String(id), status: decision.status } },
        url: recordingsApi.moderate(id),
        method: 'POST',
        body: decision,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordings.keys.all }),
  });
}
