import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NOUN_CARD_KINDS, WORD_KINDS } from '../../../../contract/review';
import { TENSE_IDS, type Tense } from '../../../../nahuatl';
import { useReviewDeck, type WordKind } from '../../../api/review-deck';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { tenseLabelId } from '../../../i18n/grammar';
import { useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import styles from './vocabularies.module.css';

/** The kinds of card the learner picks; a noun's three kinds (decision 059) are one choice. */
const KIND_CHOICES: ReadonlyArray<{ label: MessageId; kinds: readonly WordKind[] }> = [
  { label: 'vocabularies.study.kind.meaning', kinds: ['meaning'] },
  { label: 'vocabularies.study.kind.recall', kinds: ['recall'] },
  { label: 'vocabularies.study.kind.conjugation', kinds: ['conjugation'] },
  { label: 'vocabularies.study.kind.nouns', kinds: NOUN_CARD_KINDS },
];

/** What the last action said: cards added, cards removed, or why it failed. */
type Outcome = { id: MessageId; values?: Record<string, number> } | null;

const toggled = <T,>(list: readonly T[], items: readonly T[], on: boolean): T[] =>
  on ? [...list, ...items] : list.filter((other) => !items.includes(other));

/**
 * "Study this vocabulary" (issue 31): the learner picks the kinds of card (its nouns' forms
 * among them, decision 059) and, for its verbs, the tenses to conjugate; every word's cards join their review deck (the account's, or a
 * guest's in this browser). "Remove its cards" takes them out again.
 */
export function StudyVocabulary({ vocabularyId }: { vocabularyId: number }) {
  const t = useT();
  const deck = useReviewDeck();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [kinds, setKinds] = useState<WordKind[]>([...WORD_KINDS]);
  const [tenses, setTenses] = useState<Tense[]>(['present']);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run(action: () => Promise<Outcome>) {
    setBusy(true);
    try {
      setOutcome(await action());
    } catch {
      setOutcome({ id: 'vocabularies.study.failed' });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kinds.length === 0) return setOutcome({ id: 'vocabularies.study.noKind' });
    if (kinds.includes('conjugation') && tenses.length === 0) return setOutcome({ id: 'vocabularies.study.noTense' });
    void run(async () => {
      const { created, existing } = await deck.addVocabulary(vocabularyId, { kinds, tenses });
      return { id: 'vocabularies.study.added', values: { created, existing } };
    });
  }

  const remove = () =>
    run(async () => ({
      id: 'vocabularies.study.removed',
      values: { removed: (await deck.removeVocabulary(vocabularyId)).removed },
    }));

  return (
    <section className={styles.study} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={styles.studyTitle}>
        {t('vocabularies.study.title')}
      </h2>
      <div className={styles.studyActions}>
        <Button variant="secondary" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
          {t('vocabularies.study.open')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
          {t('vocabularies.study.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('vocabularies.study.removeTitle')}
        confirmLabel={t('vocabularies.study.removeConfirm')}
        onConfirm={() => void remove()}
      >
        {t('vocabularies.study.removeBody')}
      </ConfirmDialog>
      {open && (
        <form id={formId} className={styles.studyForm} onSubmit={submit}>
          <fieldset>
            <legend>{t('vocabularies.study.kinds')}</legend>
            {KIND_CHOICES.map((choice) => (
              <label key={choice.label} className={styles.studyChoice}>
                <input
                  type="checkbox"
                  checked={choice.kinds.every((kind) => kinds.includes(kind))}
                  onChange={(event) => setKinds(toggled(kinds, choice.kinds, event.target.checked))}
                />
                {t(choice.label)}
              </label>
            ))}
          </fieldset>
          {kinds.includes('conjugation') && (
            <fieldset>
              <legend>{t('vocabularies.study.tenses')}</legend>
              {TENSE_IDS.map((tense) => (
                <label key={tense} className={styles.studyChoice}>
                  <input
                    type="checkbox"
                    checked={tenses.includes(tense)}
                    onChange={(event) => setTenses(toggled(tenses, [tense], event.target.checked))}
                  />
                  {t(tenseLabelId(tense))}
                </label>
              ))}
            </fieldset>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? t('vocabularies.study.adding') : t('vocabularies.study.add')}
          </Button>
        </form>
      )}
      <p role="status" className={styles.studyStatus}>
        {outcome && t(outcome.id, outcome.values)}{' '}
        {outcome?.id === 'vocabularies.study.added' && <Link to="/review">{t('vocabularies.study.goReview')}</Link>}
      </p>
    </section>
  );
}
