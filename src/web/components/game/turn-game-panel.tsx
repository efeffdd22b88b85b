import { useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import { Button } from '../button';
import { AnswerBox } from './answer-box';
import { GAME_CARD } from './game-card';
import { GameHints } from './game-hints';
import { canCheck, canGoNext, canHint, canSkip, scoreText, type TurnState } from './turn-game';
import type { TurnGamePlay } from './use-turn-game';
import { verdictText } from './verdict';
import textStyles from '../text.module.css';
import styles from './game.module.css';

interface TurnGamePanelProps {
  play: TurnGamePlay<TurnState<unknown>>;
  title: string;
  /** The line under the title: what to type, what Enter does, what is forgiven. */
  instructions: string;
  /** The question's number in the session. */
  number: number;
  /** How many questions the session asks, when it has an end ("Question 3 of 10"). */
  total?: number;
  /** The question, in the paragraph that describes the answer box. */
  prompt: ReactNode;
  /** Anything shown under the prompt (Conjugate names what changed). */
  promptNote?: ReactNode;
  /** The names of Check and Next: "Check Answer" and "Next Question", "Check Response" and "Next". */
  checkLabel: string;
  nextLabel: string;
  /** The hints taken on this question. */
  hints: readonly string[];
  /** What the verdict calls the answer ("The answer", "The computer’s response"), and the answer. */
  answerLabel: string;
  answer: string;
  /** A line under the answer once it is shown (how Conjugate's answer is built); null for none. */
  breakdown?: string | null;
  /** What the question just skipped was, shown until the next answer is checked; null for none. */
  skipNote: ReactElement | null;
}

/**
 * A turn-based game (SPEC.md §4, §5): the title and the running score, the question, the
 * answer box, the verdict with the answer (or what the skipped question's answer was) right
 * under it, Check, Next, Hint (N left) and Skip, and the hints taken (decision 077). The game's rules are its module's; this
 * draws their state and `useTurnGame` wires the buttons.
 */
export function TurnGamePanel({
  play,
  title,
  instructions,
  number,
  total,
  prompt,
  promptNote,
  checkLabel,
  nextLabel,
  hints,
  answerLabel,
  answer,
  breakdown = null,
  skipNote,
}: TurnGamePanelProps) {
  const { game, attempt, setAttempt, input, check, next, skip, hint, onEnter } = play;
  const t = useT();
  const titleId = useId();
  const promptId = useId();
  const { result } = game;
  const verdict = result === null ? null : result.correct ? 'right' : 'wrong';
  const feedback = useRef<HTMLDivElement>(null);

  // On a phone the verdict would land below the fold: a check brings it into view, under the
  // box it judges, moving the page no more than it must (jsdom has no scrollIntoView).
  useEffect(() => {
    if (result !== null) feedback.current?.scrollIntoView?.({ block: 'nearest' });
  }, [result]);

  return (
    <section className={GAME_CARD} aria-labelledby={titleId}>
      <div className={styles.gameHeader}>
        <h2 id={titleId} className={styles.gameTitle}>
          {title}
        </h2>
        <p className={styles.counter}>{scoreText(game.score, t)}</p>
      </div>
      <p className={textStyles.muted}>{instructions}</p>

      <div className={styles.question} aria-live="polite">
        <p className={styles.questionNumber}>
          {total === undefined
            ? t('practice.game.question', { number })
            : t('practice.game.questionOf', { number, total })}
        </p>
        <p id={promptId} className={styles.prompt}>
          {prompt}
        </p>
        {promptNote}
      </div>

      <AnswerBox
        inputRef={input}
        value={attempt}
        onChange={setAttempt}
        onEnter={onEnter}
        locked={result !== null}
        verdict={verdict}
        describedBy={promptId}
      />

      <div ref={feedback} role="status" className={styles.feedback}>
        {result !== null ? (
          <div className={[styles.verdict, verdict && styles[verdict]].join(' ')}>
            <p className={styles.verdictLine}>
              <span aria-hidden="true">{result.correct ? '✓ ' : '✗ '}</span>
              {verdictText(result, answer, t)}
            </p>
            <p>
              {answerLabel}: <strong lang={NAHUATL_LANG}>{answer}</strong>
              {!result.correct && (
                <>
                  {' '}
                  <FormattedMessage
                    id="practice.game.youWrote"
                    values={{ attempt: attempt.trim(), nah: (chunks) => <span lang={NAHUATL_LANG}>{chunks}</span> }}
                  />
                </>
              )}
            </p>
            {breakdown && <p className={styles.breakdown}>{breakdown}</p>}
          </div>
        ) : (
          skipNote !== null && <p className={styles.skipNote}>{skipNote}</p>
        )}
      </div>

      <div className={styles.actions}>
        <Button variant={result === null ? 'primary' : 'secondary'} disabled={!canCheck(game, attempt)} onClick={check}>
          {checkLabel}
        </Button>
        <Button variant={result === null ? 'secondary' : 'primary'} disabled={!canGoNext(game)} onClick={next}>
          {nextLabel}
        </Button>
        <Button variant="secondary" disabled={!canHint(game)} onClick={hint}>
          {t('practice.game.hint', { count: game.hintsLeft })}
        </Button>
        <Button variant="secondary" disabled={!canSkip(game)} onClick={skip}>
          {t('practice.game.skip')}
        </Button>
      </div>

      <GameHints hints={hints} />
    </section>
  );
}
