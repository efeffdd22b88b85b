import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Word } from '../../../../contract/words';
import { useCurrentUser } from '../../../api/current-user';
import { nounCards } from '../../../api/noun-cards';
import { useAnswerQueue } from '../../../offline/offline-stores';
import { Button } from '../../../components/button';
import { useT } from '../../../i18n/locale';
import styles from './word-detail.module.css';

type Outcome = 'added' | 'failed' | null;

/**
 * "Add to my review" on a word's page (issue 31): the word's meaning and recall cards, and a
 * noun's card of every form its table shows (possessed and possessed plural for each
 * possessor, the plural; decisions 056, 059), join the learner's review deck
 * (the account's, or a guest's in this browser); a card already there stays as it is. The
 * deck's code (and its scheduler) is loaded when the button is pressed (decision 073).
 */
export function AddToReview({ word }: { word: Word }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const queue = useAnswerQueue();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const forms = nounCards(word);

  async function add() {
    setBusy(true);
    try {
      const { reviewDeckFor } = await import('../../../api/review-deck');
      const deck = reviewDeckFor(queryClient, user?.id ?? null, queue);
      await deck.add({ kind: 'meaning', word });
      await deck.add({ kind: 'recall', word });
      for (const card of forms) await deck.add(card);
      setOutcome('added');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.review}>
      <Button variant="secondary" onClick={() => void add()} disabled={busy}>
        {t('words.review.add')}
      </Button>
      <p role="status" className={styles.reviewStatus}>
        {outcome === 'added' && (
          <>
            {t(forms.length > 0 ? 'words.review.addedForms' : 'words.review.added')}{' '}
            <Link to="/review">{t('words.review.go')}</Link>
          </>
        )}
        {outcome === 'failed' && t('words.review.failed')}
      </p>
    </div>
  );
}
