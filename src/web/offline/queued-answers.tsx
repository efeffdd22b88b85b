import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { accountsApi } from '../../contract/accounts';
import { useCurrentUser } from '../api/current-user';
import { accountPageHref } from '../api/next-path';
import { reviewKeys } from '../api/review-keys';
import type { AnswerQueue, SentNews } from './answer-queue';
import { useAnswerQueue } from './offline-stores';

/** How long "3 answers were sent" stays: news once, as the shell's "Ready to work offline". */
export const SENT_SHOWN_MS = 10_000;

const noNews = () => null;
const noSubscription = () => () => undefined;

/**
 * How many answers wait on this device: the signed-in learner's own, or for a guest every
 * account's (a session that ended leaves them waiting for a sign-in). Asked again after every
 * answer and every send (their key is under the deck's).
 */
function useWaitingAnswers(queue: AnswerQueue | null): { count: number; signedIn: boolean } {
  const { data: user } = useCurrentUser();
  const waiting = useQuery({
    queryKey: [...reviewKeys.all, 'queued', user?.id ?? null],
    queryFn: async () => (user ? (await queue!.pending(user.id)).length : await queue!.waitingCount()),
    enabled: queue !== null && user !== undefined,
    networkMode: 'always',
    staleTime: 0,
  });
  return { count: waiting.data ?? 0, signedIn: Boolean(user) };
}

/** The queue's sends, for {@link SENT_SHOWN_MS} after the last: how many in all, and when the last went. */
function useSentNews(queue: AnswerQueue | null): SentNews | null {
  const news = useSyncExternalStore(queue?.subscribe ?? noSubscription, queue?.lastSent ?? noNews, noNews);
  const [shown, setShown] = useState<SentNews | null>(null);
  useEffect(() => {
    if (!news || Date.now() - news.at.getTime() > SENT_SHOWN_MS) return;
    // Answers sent in several passes (the connection came and went) are said together.
    setShown((before) => (before ? { count: before.count + news.count, at: news.at } : news));
    const timer = setTimeout(() => setShown(null), SENT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [news]);
  return shown;
}

/**
 * The shell's word on the review answers given offline (issue 48), on every screen: how many
 * wait on this device, that they were sent and when, or, when the session ended meanwhile
 * (signed out elsewhere, expired), that they wait for the learner to sign in again. Lines
 * of the shell's polite live region, announced as they change; `className` styles each line.
 */
export function QueuedAnswers({ className }: { className?: string }) {
  const queue = useAnswerQueue();
  const location = useLocation();
  const intl = useIntl();
  const { count, signedIn } = useWaitingAnswers(queue);
  const sent = useSentNews(queue);
  return (
    <>
      {count > 0 && (
        <p role="status" className={className}>
          {signedIn ? (
            <FormattedMessage id="offline.queue.waiting" values={{ count }} />
          ) : (
            <FormattedMessage
              id="offline.queue.signIn"
              values={{
                count,
                login: (chunks) => <Link to={accountPageHref(accountsApi.login, location)}>{chunks}</Link>,
              }}
            />
          )}
        </p>
      )}
      {sent && (
        <p role="status" className={className}>
          <FormattedMessage
            id="offline.queue.sent"
            values={{ count: sent.count, time: intl.formatTime(sent.at, { timeStyle: 'short' }) }}
          />
        </p>
      )}
    </>
  );
}
