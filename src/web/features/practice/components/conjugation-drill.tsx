import type { Random } from '../../../components/game/random';
import { TurnGamePanel } from '../../../components/game/turn-game-panel';
import { useTurnGame } from '../../../components/game/use-turn-game';
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
  type ConjugationMode,
  type PracticeVerb,
  type PromptPart,
} from '../conjugation-game';
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
  const play = useTurnGame(
    () => startConjugationGame(verbs, mode, random),
    {
      check: checkAnswer,
      next: (game) => nextQuestion(game, random),
      skip: (game) => skipQuestion(game, random),
    },
    { focusOnStart },
  );
  const { game } = play;
  const { question } = game;
  const words = promptWords(game.verbs, question);
  const note = changeNote(question.changed);

  return (
    <TurnGamePanel
      play={play}
      title={TITLES[mode]}
      instructions="Type the form the prompt asks for. Enter checks your answer; Enter again asks the next question. Answers without macrons count, with a note on the long vowels."
      number={question.number}
      prompt={
        <>
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
        </>
      }
      promptNote={note && <p className={styles.changeNote}>{note}</p>}
      checkLabel="Check Answer"
      nextLabel="Next Question"
      hints={shownHints(game)}
      answerLabel="The answer"
      answer={answerOf(question)}
      breakdown={answerBreakdown(game)}
      skipNote={
        game.skipped === null ? null : (
          <>
            Skipped: {promptText(promptWords(game.verbs, game.skipped))} is{' '}
            <strong lang="nah">{answerOf(game.skipped)}</strong>.
          </>
        )
      }
    />
  );
}
