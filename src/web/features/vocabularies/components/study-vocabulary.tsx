import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NOUN_CARD_KINDS } from '../../../../contract/api/review';
import type { NounCardKind } from '../../../../contract/api/review';
import { TENSE_IDS, type Tense } from '../../../../nahuatl';
import { useReviewDeck, useStudiedCards, type WordKind } from '../../../api/review-deck';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { tenseLabelId } from '../../../i18n/grammar';
import { useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import styles from './vocabularies.module.css';

/** The kinds of card the learner picks beside its nouns' forms. */
const KIND_CHOICES: ReadonlyArray<{ label: MessageId; kind: WordKind }> = [
  { label: 'vocabularies.study.kind.meaning', kind: 'meaning' },
  { label: 'vocabularies.study.kind.recall', kind: 'recall' },
  { label: 'vocabularies.study.kind.conjugation', kind: 'conjugation' },
];
const WORD_KIND_ORDER = KIND_CHOICES.map((choice) => choice.kind);

/** A noun's forms as cards (decision 059), each a choice of its own under Nouns (decision 063). */
const NOUN_FORM_LABELS: Record<NounCardKind, MessageId> = {
  possession: 'vocabularies.study.nounForm.possession',
  possessionPlural: 'vocabularies.study.nounForm.possessionPlural',
  plural: 'vocabularies.study.nounForm.plural',
};

/** What the last action said: cards added, cards removed, or why it failed. */
type Outcome = { id: MessageId; values?: Record<string, number> } | null;

/** `options` that are in `chosen`, with `option` now `on` or off: always in the options' own order, whatever the order of the clicks. */
const toggled = <T,>(options: readonly T[], chosen: readonly T[], option: T, on: boolean): T[] =>
  options.filter((other) => (other === option ? on : chosen.includes(other)));

/** A group of boxes that picks some of `options`: the tenses to conjugate, the forms of the nouns. */
function ChoiceGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  label,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  label: (option: T) => string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={styles.studyChoice}>
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            onChange={(event) => onChange(toggled(options, chosen, option, event.target.checked))}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "Study this vocabulary" (issue 31): the learner picks the kinds of card and, for its verbs,
 * the tenses to conjugate, for its nouns the forms to type (decisions 059, 063); every word's
 * cards join their review deck (the account's, or a guest's in this browser). "Stop studying
 * this vocabulary" takes them out again; it is offered only while the deck holds some of them,
 * so a guest or a learner who never studied it is not offered to stop (decision 077). As the verbs start with the present alone, the nouns start with
 * the possessed singular alone: six cards a noun, not thirteen.
 */
export function StudyVocabulary({ vocabularyId }: { vocabularyId: number }) {
  const t = useT();
  const deck = useReviewDeck();
  const studied = useStudiedCards(vocabularyId).data ?? 0;
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [kinds, setKinds] = useState<WordKind[]>(WORD_KIND_ORDER);
  const [tenses, setTenses] = useState<Tense[]>(['present']);
  const [nouns, setNouns] = useState(true);
  const [nounForms, setNounForms] = useState<NounCardKind[]>(['possession']);
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
    if (kinds.length === 0 && !nouns) return setOutcome({ id: 'vocabularies.study.noKind' });
    if (kinds.includes('conjugation') && tenses.length === 0) return setOutcome({ id: 'vocabularies.study.noTense' });
    if (nouns && nounForms.length === 0) return setOutcome({ id: 'vocabularies.study.noNounForm' });
    const chosen = [...kinds, ...(nouns ? nounForms : [])];
    void run(async () => {
      const { created, existing } = await deck.addVocabulary(vocabularyId, { kinds: chosen, tenses });
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
        {studied > 0 && (
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
            {t('vocabularies.study.remove')}
          </Button>
        )}
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
                  checked={kinds.includes(choice.kind)}
                  onChange={(event) => setKinds(toggled(WORD_KIND_ORDER, kinds, choice.kind, event.target.checked))}
                />
                {t(choice.label)}
              </label>
            ))}
            <label className={styles.studyChoice}>
              <input type="checkbox" checked={nouns} onChange={(event) => setNouns(event.target.checked)} />
              {t('vocabularies.study.kind.nouns')}
            </label>
          </fieldset>
          {kinds.includes('conjugation') && (
            <ChoiceGroup
              legend={t('vocabularies.study.tenses')}
              options={TENSE_IDS}
              chosen={tenses}
              onChange={setTenses}
              label={(tense) => t(tenseLabelId(tense))}
            />
          )}
          {nouns && (
            <ChoiceGroup
              legend={t('vocabularies.study.nounForms')}
              options={NOUN_CARD_KINDS}
              chosen={nounForms}
              onChange={setNounForms}
              label={(kind) => t(NOUN_FORM_LABELS[kind])}
            />
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
