import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/button';
import {
  answerBreakdown,
  answerOf,
  canCheck,
  canGoNext,
  canHint,
  canSkip,
  checkAnswer,
  nextQuestion,
  promptText,
  promptWords,
  scoreText,
  shownHints,
  skipQuestion,
  startConjugationGame,
  takeHint,
  type ConjugationGame,
  type ConjugationMode,
  type PracticeVerb,
  type PromptPart,
} from '../conjugation-game';
import type { Random } from '../random';
import { GAME_CARD } from './game-card';
import styles from './practice.module.css';

const TITLES: Record<ConjugationMode, string> = { conjugate: 'Conjugate', 'conjugate-plus': 'Conjugate+' };

/** Long vowels a learner's keyboard may lack; the buttons type them into the answer. */
const LONG_VOWELS = ['ā', 'ē', 'ī', 'ō'] as const;

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
  const [game, setGame] = useState<ConjugationGame>(() => startConjugationGame(verbs, mode, random));
  const [attempt, setAttempt] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const promptId = useId();
  const answerId = useId();
  const hintsId = useId();

  useEffect(() => {
    if (focusOnStart) input.current?.focus();
  }, [focusOnStart]);

  const { question, result } = game;
  const words = promptWords(game.verbs, question);
  const hints = shownHints(game);
  const note = changeNote(question.changed);

  // Every move keeps the cursor in the answer box: the buttons it came from may just have been disabled.
  function update(next: ConjugationGame, clearAttempt = false) {
    setGame(next);
    if (clearAttempt) setAttempt('');
    input.current?.focus();
  }

  const check = () => update(checkAnswer(game, attempt));
  const next = () => update(nextQuestion(game, random), true);
  const skip = () => update(skipQuestion(game, random), true);
  const hint = () => update(takeHint(game));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // Enter checks, and Enter again moves on.
    if (canGoNext(game)) next();
    else if (canCheck(game, attempt)) check();
  }

  function typeVowel(vowel: string) {
    const box = input.current;
    if (box === null || result !== null) return;
    const start = box.selectionStart ?? attempt.length;
    const end = box.selectionEnd ?? attempt.length;
    setAttempt(attempt.slice(0, start) + vowel + attempt.slice(end));
    box.focus();
    // After React has written the new value, the cursor goes after the vowel.
    requestAnimationFrame(() => box.setSelectionRange(start + vowel.length, start + vowel.length));
  }

  const verdictClass = result === null ? '' : result.correct ? styles.right : styles.wrong;
  const breakdown = result === null ? null : answerBreakdown(game);

  return (
    <section className={GAME_CARD} aria-labelledby={titleId}>
      <div className={styles.gameHeader}>
        <h2 id={titleId} className={styles.gameTitle}>
          {TITLES[mode]}
        </h2>
        <p className={styles.counter}>{scoreText(game.score)}</p>
      </div>
      <p className={styles.muted}>
        Type the form the prompt asks for. Enter checks your answer; Enter again asks the next question. Answers without
        macrons count, with a note on the long vowels.
      </p>

      <div className={styles.question} aria-live="polite">
        <p className={styles.questionNumber}>Question {question.number}</p>
        <p id={promptId} className={styles.prompt}>
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

      <div className={styles.answerRow}>
        <label htmlFor={answerId} className={styles.answerLabel}>
          Your answer
        </label>
        <div className={styles.answerBox}>
          <input
            ref={input}
            id={answerId}
            className={[styles.answerInput, verdictClass].filter(Boolean).join(' ')}
            lang="nah"
            autoCapitalize="off"
            autoCorrect="off"
            autoComplete="off"
            spellCheck={false}
            value={attempt}
            readOnly={result !== null}
            aria-describedby={promptId}
            onChange={(event) => setAttempt(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div role="group" aria-label="Type a long vowel" className={styles.vowels}>
            {LONG_VOWELS.map((vowel) => (
              <button
                key={vowel}
                type="button"
                className={styles.vowelButton}
                aria-label={`Type ${vowel}`}
                disabled={result !== null}
                // Keeps the cursor (and the selection) in the answer box on a click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => typeVowel(vowel)}
              >
                {vowel}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className={styles.actions}>
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

      <div aria-live="polite" className={styles.hints}>
        {hints.length > 0 && (
          <>
            <h3 id={hintsId} className={styles.hintsTitle}>
              Hints
            </h3>
            <ol className={styles.hintList} aria-labelledby={hintsId}>
              {hints.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </ol>
          </>
        )}
      </div>

      <div role="status" className={styles.feedback}>
        {result !== null ? (
          <div className={[styles.verdict, verdictClass].join(' ')}>
            <p className={styles.verdictLine}>
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
            {breakdown && <p className={styles.breakdown}>{breakdown}</p>}
          </div>
        ) : (
          game.skipped !== null && (
            <p className={styles.skipNote}>
              Skipped: {promptText(promptWords(game.verbs, game.skipped))} is{' '}
              <strong lang="nah">{answerOf(game.skipped)}</strong>.
            </p>
          )
        )}
      </div>
    </section>
  );
}
