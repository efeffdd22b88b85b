import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DEFAULT_REVIEW_SETTINGS } from '../../../contract/api/review';
import type { ReviewRating } from '../../../contract/api/review';
import type { DueCards, ReviewCard } from '../../../contract/review';
import { useCurrentUser } from '../../api/current-user';
import { useDueCards, useReviewDeck } from '../../api/review-deck';
import { reviewSettingsQueryOptions } from '../../api/review-settings';
import { reviewKeys } from '../../api/review-keys';
import { Button } from '../../components/button';
import { ScreenLoading } from '../../components/screen-loading';
import { useT } from '../../i18n/locale';
import { ReviewCardView } from './review-card-view';
import { minutesAndSeconds, relativeTo } from './review-texts';
import cardStyles from '../../components/card.module.css';
import screenStyles from '../../components/screen.module.css';
import textStyles from '../../components/text.module.css';
import styles from './review.module.css';

/** How many cards one request brings, and how many one session asks before its summary. */
const BATCH = 20;
const SESSION_SIZE = 20;

interface Session {
  reviewed: number;
  right: number;
  spentMs: number;
  /** The cards answered, as they were (id and due): the list on screen may still hold them until it is asked again. */
  answered: ReadonlySet<string>;
}

/** How far ahead the screen waits for the next card to fall due, to show it without a reload. */
const WATCH_AHEAD_MS = 60 * 60_000;

/** When the next card falls due (within the hour), the due cards and the badge are asked again. */
function useRefreshWhenDue(nextDue: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!nextDue) return;
    const wait = new Date(nextDue).getTime() - Date.now();
    if (wait > WATCH_AHEAD_MS) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      Math.max(0, wait) + 1000,
    );
    return () => clearTimeout(timer);
  }, [nextDue, queryClient]);
}

const NEW_SESSION: Session = { reviewed: 0, right: 0, spentMs: 0, answered: new Set() };
const shownKey = (card: ReviewCard) => `${card.id}@${card.due}`;

/** When the next card is due, in words and as a date: "Next card due in 10 minutes (Mar 12, 2026 10:10 AM)." */
function NextDue({ due }: { due: DueCards }) {
  const t = useT();
  const intl = useIntl();
  if (due.next_due === null) return null;
  const when = new Date(due.next_due);
  const { value, unit } = relativeTo(when, new Date());
  return <p>{t('review.nextDue', { relative: intl.formatRelativeTime(value, unit, { numeric: 'auto' }), when })}</p>;
}

/** Where a learner finds new cards: a vocabulary to study, the dictionary, and (signed in) their progress. */
function LearnMore({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <nav aria-label={t('review.learnNew')} className={styles.learnMore}>
      <p>{t('review.learnNew')}</p>
      <ul>
        <li>
          <Link to="/vocabularies">{t('review.studyVocabulary')}</Link>
        </li>
        <li>
          <Link to="/words">{t('review.searchWords')}</Link>
        </li>
        {signedIn && (
          <li>
            <Link to="/progress">{t('review.progress')}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The end of a session: how many were reviewed and right, the time spent, and what comes next. */
function Summary({ session, due, onMore }: { session: Session; due: DueCards; onMore: () => void }) {
  const t = useT();
  return (
    <section className={[cardStyles.card, cardStyles.accent, styles.panel].join(' ')} aria-labelledby="review-summary">
      <h2 id="review-summary">{t('review.summary.title')}</h2>
      <ul className={styles.figures}>
        <li>{t('review.summary.reviewed', { count: session.reviewed })}</li>
        <li>{t('review.summary.right', { right: session.right, count: session.reviewed })}</li>
        <li>{t('review.summary.time', minutesAndSeconds(session.spentMs))}</li>
      </ul>
      {due.count > 0 ? (
        <>
          <p>{t('review.moreDue', { count: due.count })}</p>
          <div>
            <Button onClick={onMore}>{t('review.reviewMore')}</Button>
          </div>
        </>
      ) : (
        <NextDue due={due} />
      )}
    </section>
  );
}

/** Nothing to study now: when the next card comes, and where to find new ones. */
function NothingDue({ due, signedIn }: { due: DueCards; signedIn: boolean }) {
  const t = useT();
  return (
    <section className={[cardStyles.card, styles.panel].join(' ')}>
      <p className={styles.nothing}>{t(due.next_due === null ? 'review.emptyDeck' : 'review.nothingDue')}</p>
      <NextDue due={due} />
      <LearnMore signedIn={signedIn} />
    </section>
  );
}

/**
 * /review (issue 31): the cards due now, one at a time, rated Again, Hard, Good or Easy;
 * a summary after a session; when nothing is due, when the next card is and where to find
 * new ones. The deck is the account's when signed in, else this browser's.
 */
export function ReviewScreen() {
  const t = useT();
  const deck = useReviewDeck();
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  const due = useDueCards(BATCH);
  const settings = useQuery({ ...reviewSettingsQueryOptions(), enabled: signedIn });
  const [session, setSession] = useState<Session>(NEW_SESSION);
  useRefreshWhenDue(due.data?.next_due);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const current = due.data?.results.find((card) => !session.answered.has(shownKey(card)));
  const finished = session.reviewed >= SESSION_SIZE || (current === undefined && session.reviewed > 0);

  async function rate(card: ReviewCard, rating: ReviewRating, answer: string, elapsedMs: number) {
    setSaving(true);
    setSaveError(null);
    try {
      await deck.answer(card, { rating, answer, elapsed_ms: elapsedMs });
      setSession((before) => ({
        reviewed: before.reviewed + 1,
        right: before.right + (rating === 'again' ? 0 : 1),
        spentMs: before.spentMs + elapsedMs,
        answered: new Set([...before.answered, shownKey(card)]),
      }));
    } catch (error) {
      setSaveError(t('review.saveFailed', { error: error instanceof Error ? error.message : String(error) }));
    } finally {
      setSaving(false);
    }
  }

  function body() {
    if (due.isError && due.data === undefined) {
      return (
        <div role="alert" className={styles.panel}>
          <p>{t('review.loadFailed', { error: due.error.message })}</p>
          <Button variant="secondary" onClick={() => void due.refetch()}>
            {t('review.retry')}
          </Button>
        </div>
      );
    }
    // While the list is asked again after an answer, the last card is not shown twice.
    if (due.data === undefined || (current === undefined && due.isFetching) || (saving && current === undefined)) {
      return <ScreenLoading text="review.loading" />;
    }
    if (finished) return <Summary session={session} due={due.data} onMore={() => setSession(NEW_SESSION)} />;
    if (current === undefined) return <NothingDue due={due.data} signedIn={signedIn} />;
    return (
      <>
        <p className={textStyles.muted}>{t('review.remaining', { count: due.data.count })}</p>
        <ReviewCardView
          key={shownKey(current)}
          card={current}
          settings={settings.data ?? DEFAULT_REVIEW_SETTINGS}
          busy={saving}
          onRate={(rating, answer, elapsedMs) => void rate(current, rating, answer, elapsedMs)}
        />
        {saveError && (
          <p role="alert" className={textStyles.error}>
            {saveError}
          </p>
        )}
      </>
    );
  }

  return (
    <div className={screenStyles.stack}>
      <h1 className={screenStyles.title}>{t('review.title')}</h1>
      {body()}
      {signedIn && current !== undefined && !finished && (
        <p>
          <Link to="/progress">{t('review.progress')}</Link>
        </p>
      )}
    </div>
  );
}
