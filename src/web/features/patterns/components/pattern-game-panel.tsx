import type { Pattern } from '../../../../contract/patterns';
import type { Random } from '../../../components/game/random';
import { TurnGamePanel } from '../../../components/game/turn-game-panel';
import { useTurnGame } from '../../../components/game/use-turn-game';
import {
  nextPatternTurn,
  respond,
  shownHints,
  skipPatternTurn,
  startPatternGame,
  type PatternWord,
} from '../pattern-game';

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
  const play = useTurnGame(
    () => startPatternGame(pattern, words, random),
    {
      check: respond,
      next: (game) => nextPatternTurn(game, random),
      skip: (game) => skipPatternTurn(game, random),
    },
    // Play puts the cursor in the answer box.
    { focusOnStart: true },
  );
  const { turn, skipped } = play.game;

  return (
    <TurnGamePanel
      play={play}
      title="Play"
      instructions="Answer the question in Nahuatl. Enter checks your response; Enter again asks the next question. Case, punctuation and missing macrons do not count against you."
      number={play.game.number}
      prompt={<span lang="nah">{turn.question}</span>}
      checkLabel="Check Response"
      nextLabel="Next"
      hints={shownHints(play.game)}
      answerLabel="The computer’s response"
      answer={turn.response}
      skipNote={
        skipped === null ? null : (
          <>
            Skipped: “<span lang="nah">{skipped.question}</span>” is answered{' '}
            <strong lang="nah">{skipped.response}</strong>
          </>
        )
      }
    />
  );
}
