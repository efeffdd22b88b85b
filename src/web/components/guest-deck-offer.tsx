import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { guestCardCount, mergeGuestDeck, type MergedDeck } from '../api/review-deck';
import { reviewKeys } from '../api/review-keys';
import { Button } from './button';
import { useT } from '../i18n/locale';
import styles from './guest-deck-offer.module.css';

interface GuestDeckOfferProps {
  /** How many cards the guest deck holds. */
  count: number;
  /** The learner is done here (added them, or not now): the screen goes on. */
  onDone: () => void;
}

type Stage =
  { step: 'offer' } | { step: 'adding' } | { step: 'added'; merged: MergedDeck } | { step: 'failed'; error: string };

/**
 * After sign-up or log-in with a guest deck in this browser: "You studied N cards as a
 * guest. Add them to your account?" Add merges them (the browser's copy is cleared only
 * then); Not now keeps them, to be offered again at the next sign-in.
 */
export function GuestDeckOffer({ count, onDone }: GuestDeckOfferProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [stage, setStage] = useState<Stage>({ step: 'offer' });
  const addButton = useRef<HTMLButtonElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  useEffect(() => addButton.current?.focus(), []);
  useEffect(() => {
    if (stage.step === 'added') continueButton.current?.focus();
  }, [stage.step]);

  async function add() {
    setStage({ step: 'adding' });
    try {
      const merged = await mergeGuestDeck();
      setStage({ step: 'added', merged });
    } catch (error) {
      setStage({ step: 'failed', error: error instanceof Error ? error.message : String(error) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    }
  }

  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <p id={titleId}>{t('review.merge.offer', { count })}</p>
      <div role="status">{stage.step === 'added' && <p>{t('review.merge.done', stage.merged)}</p>}</div>
      {stage.step === 'failed' && <p role="alert">{t('review.merge.failed', { error: stage.error })}</p>}
      <div className={styles.offerActions}>
        {stage.step === 'added' ? (
          <Button ref={continueButton} onClick={onDone}>
            {t('review.merge.continue')}
          </Button>
        ) : (
          <>
            <Button ref={addButton} disabled={stage.step === 'adding'} onClick={() => void add()}>
              {stage.step === 'adding' ? t('review.merge.adding') : t('review.merge.add', { count })}
            </Button>
            <Button variant="secondary" disabled={stage.step === 'adding'} onClick={onDone}>
              {t('review.merge.notNow')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * For the sign-up and log-in screens: `signedIn()` goes on to `next` (with the navigation
 * `state` given), or first offers the guest deck when this browser holds one; `offer` is the
 * offer to show (null when none).
 */
export function useGuestDeckOffer(next: string, state?: object): { signedIn: () => void; offer: ReactNode } {
  const navigate = useNavigate();
  const [count, setCount] = useState(0);
  const goOn = () => navigate(next, { replace: true, state });
  const signedIn = () => {
    const held = guestCardCount();
    if (held > 0) setCount(held);
    else void goOn();
  };
  return { signedIn, offer: count > 0 ? <GuestDeckOffer count={count} onDone={() => void goOn()} /> : null };
}
