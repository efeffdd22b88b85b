import { useId } from 'react';
import { Button } from '../../../components/button';
import { AnswerBox } from '../../../components/game/answer-box';
import { GAME_CARD } from '../../../components/game/game-card';
import { GameHints } from '../../../components/game/game-hints';
import { canCheck, canGoNext, canHint, canSkip, scoreText, takeHint } from '../../../components/game/turn-game';
import { useAnswerGame } from '../../../components/game/use-answer-game';
import {
  answerBreakdown,
  answerOf,
  checkAnswer,
  nextQuestion,
  promptText,
  promptWords,
  shownHints,
  skipQuestion,
  startConjugationGame,
  type ConjugationGame,
  type ConjugationMode,
  type PracticeVerb,
  type PromptPart,
} from '../conjugation-game';
import type { Random } from '../../../components/game/random';
import textStyles from '../../../components/text.module.css';
import gameStyles from '../../../components/game/game.module.css';
import styles from './practice.module.css';

const TITLES: Record<ConjugationMode, string> = { conjugate: 'Conjugate', 'conjugate-plus': 'Conjugate+' };

interface ConjugationDrillProps {
  verbs: readonly PracticeVerb[];
  mode: ConjugationMode;
  random?: Random;
  /** Put the cursor in the answer box at once (when the learner has just chosen the game). */
  focusOnStart?: boolean;
}

const PART_NAMES: Record<PromptPart, string> = {
  verb: 'the verb',
  tense: 'the tense',
  person: 'the person',
  object: 'the object',
};

function changeNote(changed: readonly PromptPart[]): string | null {
  if (changed.length === 0) return null;
  const names = changed.map((part) => PART_NAMES[part]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `New since the last question: ${list}.`;
}

/** One part of the prompt, marked (in words as well as style) when it is new. */
function PromptPiece({ text, changed, lang }: { text: string; changed: boolean; lang?: string }) {
  return changed ? (
    <strong className={styles.changed} lang={lang}>
      {text}
    </strong>
  ) : (
    <span lang={lang}>{text}</span>
  );
}

/** Conjugate and Conjugate+ (SPEC.md §4): a prompt in words, an answer box, Check, Next, Hint and Skip. */
export function ConjugationDrill({ verbs, mode, random = Math.random, focusOnStart = false }: ConjugationDrillProps) {
  const { game, attempt, setAttempt, input, move } = useAnswerGame<ConjugationGame>(
    () => startConjugationGame(verbs, mode, random),
    { focusOnStart },
  );
  const titleId = useId();
  const promptId = useId();

  const { question, result } = game;
  const words = promptWords(game.verbs, question);
  const hints = shownHints(game);
  const note = changeNote(question.changed);

  const check = () => move(checkAnswer(game, attempt));
  const next = () => move(nextQuestion(game, random), { clearAttempt: true });
  const skip = () => move(skipQuestion(game, random), { clearAttempt: true });
  const hint = () => move(takeHint(game));

  // Enter checks, and Enter again moves on.
  function onEnter() {
    if (canGoNext(game)) next();
    else if (canCheck(game, attempt)) check();
  }

  const verdict = result === null ? null : result.correct ? 'right' : 'wrong';
  const breakdown = result === null ? null : answerBreakdown(game);

  return (
    <section className={GAME_CARD} aria-labelledby={titleId}>
      <div className={gameStyles.gameHeader}>
        <h2 id={titleId} className={gameStyles.gameTitle}>
          {TITLES[mode]}
        </h2>
        <p className={gameStyles.counter}>{scoreText(game.score)}</p>
      </div>
      <p className={textStyles.muted}>
        Type the form the prompt asks for. Enter checks your answer; Enter again asks the next question. Answers without
        macrons count, with a note on the long vowels.
      </p>

      <div className={gameStyles.question} aria-live="polite">
        <p className={gameStyles.questionNumber}>Question {question.number}</p>
        <p id={promptId} className={gameStyles.prompt}>
          <PromptPiece text={words.word} changed={question.changed.includes('verb')} lang="nah" />
          {words.gloss !== '' && (
            <>
              {' — '}
              <PromptPiece text={words.gloss} changed={question.changed.includes('verb')} lang="en" />
            </>
          )}
          {' · '}
          <PromptPiece text={words.tense} changed={question.changed.includes('tense')} />
          {' · '}
          <PromptPiece text={words.person} changed={question.changed.includes('person')} />
          {words.object !== null && (
            <>
              {' · '}
              <PromptPiece text={words.object} changed={question.changed.includes('object')} />
            </>
          )}
        </p>
        {note && <p className={styles.changeNote}>{note}</p>}
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

      <div className={gameStyles.actions}>
        <Button variant={result === null ? 'primary' : 'secondary'} disabled={!canCheck(game, attempt)} onClick={check}>
          Check Answer
        </Button>
        <Button variant={result === null ? 'secondary' : 'primary'} disabled={!canGoNext(game)} onClick={next}>
          Next Question
        </Button>
        <Button variant="secondary" disabled={!canHint(game)} onClick={hint}>
          Hint ({game.hintsLeft} left)
        </Button>
        <Button variant="secondary" disabled={!canSkip(game)} onClick={skip}>
          Skip
        </Button>
      </div>

      <GameHints hints={hints} />

      <div role="status" className={gameStyles.feedback}>
        {result !== null ? (
          <div className={[gameStyles.verdict, verdict && gameStyles[verdict]].join(' ')}>
            <p className={gameStyles.verdictLine}>
              <span aria-hidden="true">{result.correct ? '✓ ' : '✗ '}</span>
              {result.message}
            </p>
            <p>
              The answer: <strong lang="nah">{answerOf(question)}</strong>
              {!result.correct && (
                <>
                  {' '}
                  (you wrote <span lang="nah">{attempt.trim()}</span>)
                </>
              )}
            </p>
            {breakdown && <p className={gameStyles.breakdown}>{breakdown}</p>}
          </div>
        ) : (
          game.skipped !== null && (
            <p className={gameStyles.skipNote}>
              Skipped: {promptText(promptWords(game.verbs, game.skipped))} is{' '}
              <strong lang="nah">{answerOf(game.skipped)}</strong>.
            </p>
          )
        )}
      </div>
    </section>
  );
}
