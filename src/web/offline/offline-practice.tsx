import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribeToConnection } from '../api/connection';
import { useCurrentUser } from '../api/current-user';
import { browserEnvironment } from '../api/environment';
import { reviewKeys } from '../api/review-keys';
import { answerQueue, type AnswerQueue } from './answer-queue';
import { savedQueries, type SavedQueries } from './saved-queries';

/** What the app keeps for practising offline: the answers waiting to be sent and the saved cache. */
export interface OfflinePractice {
  queue: AnswerQueue;
  saved: SavedQueries;
}

/** The app's stores. */
export const appSavedQueries = savedQueries();

/**
 * Starts the app's offline practice: TanStack Query follows the app's connection (the browser's,
 * and whether requests reach the server: it assumes a connection until told), so that a read
 * run offline waits instead of failing, and is given the app's stores.
 */
export function startOfflinePractice(): OfflinePractice {
  const online = browserEnvironment.online;
  onlineManager.setEventListener((setOnline) => {
    setOnline(online());
    return subscribeToConnection(() => setOnline(online()));
  });
  return { queue: answerQueue, saved: appSavedQueries };
}

/**
 * Sends the signed-in learner's answers given offline, in order: at start and whenever the
 * connection returns; the due cards are asked again after.
 */
function AnswerSync({ queue }: { queue: AnswerQueue }) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const send = async () => {
      if (!navigator.onLine || (await queue.pending(userId)).length === 0) return;
      // The deck's code (the contract's schemas) is fetched only when there is an answer to send (decision 073).
      const { sendQueuedAnswer } = await import('../api/review-deck');
      const { sent, dropped } = await queue.flush(userId, sendQueuedAnswer);
      if (sent + dropped > 0) void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    };
    const sendNow = () => void send().catch(() => undefined);
    sendNow();
    window.addEventListener('online', sendNow);
    return () => window.removeEventListener('online', sendNow);
  }, [userId, queue, queryClient]);
  return null;
}

/** When the learner signs out or another signs in, the last learner's saved data leaves this device. */
function LearnerChange({ saved }: { saved: SavedQueries }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const last = useRef<number | null | undefined>(undefined);
  const current = user === undefined ? undefined : (user?.id ?? null);
  useEffect(() => {
    if (current === undefined) return;
    if (last.current !== undefined && last.current !== current) void saved.forgetLearner(queryClient);
    last.current = current;
  }, [current, saved, queryClient]);
  return null;
}

/** The offline practice's background work, inside the app's providers. */
export function OfflinePracticeSync({ stores }: { stores: OfflinePractice }) {
  return (
    <>
      <AnswerSync queue={stores.queue} />
      <LearnerChange saved={stores.saved} />
    </>
  );
}
