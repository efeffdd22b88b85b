import { useId } from 'react';
import type { Pattern } from '../../../../contract/patterns';
import { Button } from '../../../components/button';
import { AnswerBox } from '../../../components/game/answer-box';
import { GAME_CARD } from '../../../components/game/game-card';
import { GameHints } from '../../../components/game/game-hints';
import {
  canCheck as canRespond,
  canGoNext,
  canHint,
  canSkip,
  scoreText,
  takeHint,
} from '../../../components/game/turn-game';
import { useAnswerGame } from '../../../components/game/use-answer-game';
import type { Random } from '../../../components/game/random';
import {
  nextPatternTurn,
  respond,
  shownHints,
  skipPatternTurn,
  startPatternGame,
  type PatternGame,
  type PatternWord,
} from '../pattern-game';
import textStyles from '../../../components/text.module.css';
import gameStyles from '../../../components/game/game.module.css';

interface PatternGamePanelProps {
  /** A pattern that can make a turn with these words (see unplayableReason). */
  pattern: Pattern;
  words: readonly PatternWord[];
  random?: Random;
}

/**
 * The pattern game (SPEC.md §4): the question, an answer box, Check Response, Next, Hint
 * (two, then disabled) and Skip, and the running score. The rules are pattern-game.ts's.
 */
export function PatternGamePanel({ pattern, words, random = Math.random }: PatternGamePanelProps) {
  // Play puts the cursor in the answer box.
  const { game, attempt, setAttempt, input, move } = useAnswerGame<PatternGame>(
    () => startPatternGame(pattern, words, random),
    { focusOnStart: true },
  );
  const titleId = useId();
  const questionId = useId();

  const check = () => move(respond(game, attempt));
  const next = () => move(nextPatternTurn(game, random), { clearAttempt: true });
  const skip = () => move(skipPatternTurn(game, random), { clearAttempt: true });
  const hint = () => move(takeHint(game));

  const { turn, result, skipped } = game;
  const verdict = result === null ? null : result.correct ? 'right' : 'wrong';

  return (
    <section className={GAME_CARD} aria-labelledby={titleId}>
      <div className={gameStyles.gameHeader}>
        <h2 id={titleId} className={gameStyles.gameTitle}>
          Play
        </h2>
        <p className={gameStyles.counter}>{scoreText(game.score)}</p>
      </div>
      <p className={textStyles.muted}>
        Answer the question in Nahuatl. Enter checks your response; Enter again asks the next question. Case,
        punctuation and missing macrons do not count against you.
      </p>

      <div className={gameStyles.question} aria-live="polite">
        <p className={gameStyles.questionNumber}>Question {game.number}</p>
        <p id={questionId} className={gameStyles.prompt}>
          <span lang="nah">{turn.question}</span>
        </p>
      </div>

      <AnswerBox
        inputRef={input}
        value={attempt}
        onChange={setAttempt}
        onEnter={() => (canGoNext(game) ? next() : canRespond(game, attempt) && check())}
        locked={result !== null}
        verdict={verdict}
        describedBy={questionId}
      />

      <div className={gameStyles.actions}>
        <Button
          variant={result === null ? 'primary' : 'secondary'}
          disabled={!canRespond(game, attempt)}
          onClick={check}
        >
          Check Response
        </Button>
        <Button variant={result === null ? 'secondary' : 'primary'} disabled={!canGoNext(game)} onClick={next}>
          Next
        </Button>
        <Button variant="secondary" disabled={!canHint(game)} onClick={hint}>
          Hint ({game.hintsLeft} left)
        </Button>
        <Button variant="secondary" disabled={!canSkip(game)} onClick={skip}>
          Skip
        </Button>
      </div>

      <GameHints hints={shownHints(game)} />

      <div role="status" className={gameStyles.feedback}>
        {result !== null ? (
          <div className={[gameStyles.verdict, verdict && gameStyles[verdict]].join(' ')}>
            <p className={gameStyles.verdictLine}>
              <span aria-hidden="true">{result.correct ? '✓ ' : '✗ '}</span>
              {result.message}
            </p>
            <p>
              The computer’s response: <strong lang="nah">{result.response}</strong>
              {!result.correct && (
                <>
                  {' '}
                  (you wrote <span lang="nah">{attempt.trim()}</span>)
                </>
              )}
            </p>
          </div>
        ) : (
          skipped !== null && (
            <p className={gameStyles.skipNote}>
              Skipped: “<span lang="nah">{skipped.question}</span>” is answered{' '}
              <strong lang="nah">{skipped.response}</strong>
            </p>
          )
        )}
      </div>
    </section>
  );
}
