import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribeToConnection } from '../api/connection';
import { currentUserQueryOptions, useCurrentUser } from '../api/current-user';
import { browserEnvironment } from '../api/environment';
import { reviewKeys } from '../api/review-keys';
import { answerQueue, type AnswerQueue } from './answer-queue';
import { SEND_ANSWERS_MESSAGE } from './background-sync';
import { keepDeviceData } from './device-storage';
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
 * Sends the signed-in learner's answers given offline, in order: at start, whenever the
 * connection returns (the browser's `online` event, or a request that reaches the server again
 * while the phone never said it was offline) and when the service worker relays Background
 * Sync. The due cards are asked again after. A session that ended meanwhile keeps the rest
 * waiting, and who is signed in is asked again, so that the shell asks the learner to sign in.
 * The browser is asked to keep the device's data once someone is signed in.
 */
function AnswerSync({ queue }: { queue: AnswerQueue }) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  useEffect(() => {
    if (userId === undefined) return;
    // A signed-in learner has data here to lose (their saved copy, answers not yet sent).
    void keepDeviceData();
    const send = async () => {
      if (!browserEnvironment.online() || (await queue.pending(userId)).length === 0) return;
      // The deck's code (the contract's schemas) is fetched only when there is an answer to send (decision 073).
      const { sendQueuedAnswer } = await import('../api/review-deck');
      const { sent, dropped, sessionEnded } = await queue.flush(userId, sendQueuedAnswer);
      if (sent + dropped > 0) void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      if (sessionEnded) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    };
    const sendNow = () => void send().catch(() => undefined);
    const relayed = (event: MessageEvent) => {
      if (event.data === SEND_ANSWERS_MESSAGE) sendNow();
    };
    sendNow();
    const unsubscribe = subscribeToConnection(() => {
      if (browserEnvironment.online()) sendNow();
    });
    navigator.serviceWorker?.addEventListener('message', relayed);
    return () => {
      unsubscribe();
      navigator.serviceWorker?.removeEventListener('message', relayed);
    };
  }, [userId, queue, queryClient]);
  return null;
}

/**
 * When the learner signs out or another signs in, the last learner's saved data leaves this
 * device. A guest who becomes a learner leaves nothing of theirs to forget (what a guest sees is
 * public): the saved copy's "guest" may be older than the learner's data it holds, and
 * forgetting then would drop what the learner saved (issue 48).
 */
function LearnerChange({ saved }: { saved: SavedQueries }) {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const last = useRef<number | null | undefined>(undefined);
  const current = user === undefined ? undefined : (user?.id ?? null);
  useEffect(() => {
    if (current === undefined) return;
    if (typeof last.current === 'number' && last.current !== current) void saved.forgetLearner(queryClient);
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
