import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { proposedRating, RATINGS } from '../../../contract/api/review';
import type { ReviewRating } from '../../../contract/api/review';
import type { ReviewCard, ReviewSettings } from '../../../contract/review';
import { nextIntervals, schedulerFor } from '../../../contract/review-schedule';
import { checkConjugationAnswer, checkPatternAnswer, type AnswerCheck, type PersonIndex } from '../../../nahuatl';
import { Button } from '../../components/button';
import { AnswerBox } from '../../components/game/answer-box';
import { GAME_CARD } from '../../components/game/game-card';
import { verdictText } from '../../components/game/verdict';
import { Nahuatl, useNahuatl } from '../../i18n/alphabet';
import { personLabelId } from '../../i18n/grammar';
import { NAHUATL_LANG, useLocale, useT } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';
import { PromptText } from '../../components/game/prompt-text';
import { conjugationPrompt, definitionsOf, intervalText } from './review-texts';
import gameStyles from '../../components/game/game.module.css';
import styles from './review.module.css';

const INSTRUCTIONS: Record<ReviewCard['kind'], MessageId> = {
  meaning: 'review.kind.meaning',
  recall: 'review.kind.recall',
  conjugation: 'review.kind.conjugation',
  pattern: 'review.kind.pattern',
  possession: 'review.kind.possession',
  possessionPlural: 'review.kind.possessionPlural',
  plural: 'review.kind.plural',
};

const RATING_NAMES: Record<ReviewRating, MessageId> = {
  again: 'review.rating.again',
  hard: 'review.rating.hard',
  good: 'review.rating.good',
  easy: 'review.rating.easy',
};

/** The longest time an answer may report (the API's limit: a day). */
const MAX_ELAPSED_MS = 86_400_000;

interface ReviewCardViewProps {
  card: ReviewCard;
  settings: Pick<ReviewSettings, 'desired_retention'>;
  /** The learner rated the card; `elapsedMs` is the time since the card was shown. */
  onRate: (rating: ReviewRating, answer: string, elapsedMs: number) => void;
  /** An answer is being saved: the buttons wait. */
  busy: boolean;
}

/** The typed answer against the card's accepted spellings, by the language core's rules for its kind. */
function checkCard(card: ReviewCard, typed: string): AnswerCheck {
  return card.kind === 'pattern'
    ? checkPatternAnswer(typed, card.answers[0] ?? '')
    : checkConjugationAnswer(typed, card.answers);
}

/** A word's definitions, the interface's language first, each list marked with its language. */
function Definitions({ card }: { card: ReviewCard }) {
  const { locale } = useLocale();
  if (card.word_data === null) return null;
  return (
    <>
      {definitionsOf(card.word_data, locale).map((group) => (
        <p key={group.lang} lang={group.lang} className={styles.definitions}>
          {group.items.join('; ')}
        </p>
      ))}
    </>
  );
}

/**
 * A noun card's question (decisions 056, 059): the noun and its meaning, and the possessor
 * for a possessed form or possessed plural (the plural has none).
 */
function NounPrompt({ card }: { card: ReviewCard }) {
  const t = useT();
  const { locale } = useLocale();
  const meaning = card.word_data ? definitionsOf(card.word_data, locale)[0] : undefined;
  if (card.word_data === null) return null;
  return (
    <>
      <Nahuatl text={card.word_data.word} />
      {meaning && <span lang={meaning.lang}> “{meaning.items[0]}”</span>}
      {card.person !== null && (
        <>
          {' · '}
          {t('review.possession.possessor', { person: t(personLabelId(card.person as PersonIndex)) })}
        </>
      )}
    </>
  );
}

/** What the card asks: the word, its meaning, the form wanted (as Conjugate asks it), or the pattern's question. */
function CardPrompt({ card }: { card: ReviewCard }) {
  const t = useT();
  const { locale } = useLocale();
  switch (card.kind) {
    case 'meaning':
      return card.word_data && <Nahuatl text={card.word_data.word} />;
    case 'recall':
      return <Definitions card={card} />;
    case 'pattern':
      return <span translate="no">{card.prompt}</span>;
    case 'conjugation': {
      const words = conjugationPrompt(card, t, locale);
      return words === null ? null : <PromptText words={words} />;
    }
    case 'possession':
    case 'possessionPlural':
    case 'plural':
      return <NounPrompt card={card} />;
  }
}

/**
 * One card of /review: the question; for a typed kind the answer box, Check and the verdict
 * with the proposed rating; for a meaning card Show answer; then the four ratings with the
 * interval each gives. Space or Enter reveals or checks, 1–4 rate (not while typing).
 */
export function ReviewCardView({ card, settings, onRate, busy }: ReviewCardViewProps) {
  const t = useT();
  const shown = useNahuatl();
  const promptId = useId();
  const rateTitleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const ratingButtons = useRef<Partial<Record<ReviewRating, HTMLButtonElement | null>>>({});
  const shownAt = useRef(Date.now());
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<AnswerCheck | null>(null);
  const [revealedAt, setRevealedAt] = useState<Date | null>(null);
  const typedKind = card.kind !== 'meaning';
  const revealed = revealedAt !== null;
  const suggested: ReviewRating | null = result === null ? null : proposedRating(result);
  const intervals = useMemo(
    () => (revealedAt === null ? null : nextIntervals(card, revealedAt, schedulerFor(settings))),
    [card, revealedAt, settings],
  );

  function reveal() {
    if (revealed) return;
    if (typedKind) {
      if (typed.trim() === '') {
        input.current?.focus();
        return;
      }
      setResult(checkCard(card, typed));
    }
    setRevealedAt(new Date());
  }

  function rate(rating: ReviewRating) {
    if (!revealed || busy) return;
    onRate(rating, typed.trim(), Math.min(MAX_ELAPSED_MS, Date.now() - shownAt.current));
  }

  // Once the answer shows, the focus goes to the proposed rating (Good for a meaning card): Enter or Space takes it.
  useEffect(() => {
    if (revealed) ratingButtons.current[suggested ?? 'good']?.focus();
  }, [revealed, suggested]);

  useEffect(() => {
    if (typedKind) input.current?.focus();
  }, [typedKind]);

  // The keys work anywhere on the page, except in a box being typed in (which checks with Enter itself).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const typing =
        (target instanceof HTMLInputElement && !target.readOnly) ||
        target instanceof HTMLTextAreaElement ||
        target?.isContentEditable;
      if (typing) return;
      if (!revealed) {
        const onControl = target?.closest('button, a, select, summary') != null;
        if ((event.key === ' ' || event.key === 'Enter') && !onControl) {
          event.preventDefault();
          reveal();
        }
        return;
      }
      const rating = RATINGS[Number(event.key) - 1];
      if (/^[1-4]$/.test(event.key) && rating !== undefined) {
        event.preventDefault();
        rate(rating);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const verdict = result === null ? null : result.correct ? 'right' : 'wrong';
  // A word's form in the learner's alphabet; a pattern's response as its author wrote it.
  const printed = card.kind === 'pattern' ? (card.answers[0] ?? '') : shown(card.answers[0] ?? '');

  return (
    <section className={GAME_CARD} aria-label={t(INSTRUCTIONS[card.kind])}>
      <p className={gameStyles.questionNumber}>{t(INSTRUCTIONS[card.kind])}</p>
      <div id={promptId} className={[gameStyles.prompt, styles.prompt].join(' ')}>
        <CardPrompt card={card} />
      </div>

      {typedKind && (
        <AnswerBox
          inputRef={input}
          value={typed}
          onChange={setTyped}
          onEnter={reveal}
          locked={revealed}
          verdict={verdict}
          describedBy={promptId}
        />
      )}

      {!revealed && (
        <div className={gameStyles.actions}>
          <Button onClick={reveal} disabled={typedKind && typed.trim() === ''} aria-keyshortcuts="Space Enter">
            {t(typedKind ? 'review.check' : 'review.showAnswer')}
          </Button>
        </div>
      )}

      <div role="status" className={gameStyles.feedback}>
        {revealed && !typedKind && (
          <div className={styles.answer}>
            <p className={styles.answerTitle}>{t('review.definitions')}</p>
            <Definitions card={card} />
          </div>
        )}
        {result !== null && (
          <div className={[gameStyles.verdict, verdict && gameStyles[verdict]].join(' ')}>
            <p className={gameStyles.verdictLine}>
              <span aria-hidden="true">{result.correct ? '✓ ' : '✗ '}</span>
              {verdictText(result, printed, t)}
            </p>
            <p>
              {t('review.answer')}: <strong lang={card.kind === 'pattern' ? undefined : NAHUATL_LANG}>{printed}</strong>
              {!result.correct && (
                <>
                  {' '}
                  <FormattedMessage
                    id="practice.game.youWrote"
                    values={{ attempt: typed.trim(), nah: (chunks) => <span lang={NAHUATL_LANG}>{chunks}</span> }}
                  />
                </>
              )}
            </p>
          </div>
        )}
      </div>

      {revealed && intervals !== null && (
        <div role="group" aria-labelledby={rateTitleId} className={styles.rating}>
          <p id={rateTitleId} className={styles.rateTitle}>
            {t('review.rateTitle')} <span className={styles.rateHint}>{t('review.rateHint')}</span>
          </p>
          <div className={styles.ratingButtons}>
            {RATINGS.map((rating, index) => (
              <Button
                key={rating}
                ref={(button) => {
                  ratingButtons.current[rating] = button;
                }}
                variant={rating === suggested ? 'primary' : 'secondary'}
                className={styles.ratingButton}
                disabled={busy}
                aria-keyshortcuts={String(index + 1)}
                onClick={() => rate(rating)}
              >
                <span className={styles.ratingName}>{t(RATING_NAMES[rating])}</span>{' '}
                <span className={styles.interval}>{intervalText(intervals[rating], t)}</span>{' '}
                {rating === suggested && <span className={styles.suggested}>({t('review.suggested')})</span>}
              </Button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
