/**
 * The turn-based games, Conjugate and the pattern game (decisions 006, 010), as plain data
 * and pure functions: a turn is asked; the learner may take its two hints, then checks one
 * answer or skips; Next moves on; the score counts answers right, answers checked and turns
 * skipped. A game's state is these fields plus its own (its turn and what makes the next
 * one): how a turn is made and how an answer is judged stay in the game's module, which
 * hands them to the moves below.
 */

import type { AnswerCheck } from '../../../nahuatl';
import type { Say } from './say';

/** SPEC.md §9: hints per question. */
export const HINTS_PER_QUESTION = 2;

export interface Score {
  /** Answers accepted (with or without their macrons). */
  correct: number;
  /** Answers checked. */
  answered: number;
  skipped: number;
}

/** The fields every turn-based game's state has. `Turn` is what one question asks. */
export interface TurnState<Turn, Verdict extends AnswerCheck = AnswerCheck> {
  readonly hintsLeft: number;
  /** The verdict, once Check has shown the answer; null before. */
  readonly result: Verdict | null;
  readonly score: Score;
  /** The turn just skipped, so the screen can still show what its answer was. */
  readonly skipped: Turn | null;
}

/** A new session's: both hints, no verdict, a score of zero, nothing skipped. */
export function firstTurn(): TurnState<never, never> {
  return { hintsLeft: HINTS_PER_QUESTION, result: null, score: { correct: 0, answered: 0, skipped: 0 }, skipped: null };
}

type AnyTurnState = TurnState<unknown>;

// ——— Button states (SPEC.md §5) ———

/** Check: disabled while the attempt is empty or once the answer is shown. */
export const canCheck = (game: AnyTurnState, attempt: string): boolean => game.result === null && attempt.trim() !== '';
/** Next: disabled until the answer is shown. */
export const canGoNext = (game: AnyTurnState): boolean => game.result !== null;
/** Skip: while the turn is open; once the answer is shown, Next moves on. */
export const canSkip = (game: AnyTurnState): boolean => game.result === null;
/** Hint: disabled at 0 hints left. */
export const canHint = (game: AnyTurnState): boolean => game.hintsLeft > 0;

// ——— Moves ———

/** Check: the game's `judge` gives the verdict, which is shown and counted. Does nothing when not allowed. */
export function checkTurn<Game extends TurnState<unknown, Verdict>, Verdict extends AnswerCheck>(
  game: Game,
  attempt: string,
  judge: (attempt: string) => Verdict,
): Game {
  if (!canCheck(game, attempt)) return game;
  const result = judge(attempt);
  const score = {
    ...game.score,
    answered: game.score.answered + 1,
    correct: game.score.correct + (result.correct ? 1 : 0),
  };
  return { ...game, result, score };
}

/** Hint: reveals the next hint. Does nothing at 0 hints left. */
export function takeHint<Game extends AnyTurnState>(game: Game): Game {
  return canHint(game) ? { ...game, hintsLeft: game.hintsLeft - 1 } : game;
}

/** The hints taken so far on this turn, of the turn's `hints` in order. */
export const hintsTaken = (game: AnyTurnState, hints: readonly string[]): string[] =>
  hints.slice(0, HINTS_PER_QUESTION - game.hintsLeft);

/** The game's `deal` makes the next turn; it starts with both hints and no verdict. */
function moveOn<Game extends AnyTurnState>(game: Game, deal: (game: Game) => Game, skipped: Game['skipped']): Game {
  return { ...deal(game), hintsLeft: HINTS_PER_QUESTION, result: null, skipped };
}

/** Next: the turn `deal` makes, only once the answer is shown. */
export function goToNextTurn<Game extends AnyTurnState>(game: Game, deal: (game: Game) => Game): Game {
  return canGoNext(game) ? moveOn(game, deal, null) : game;
}

/** Skip: counts `turn` (the one asked) as skipped and moves on to the turn `deal` makes; only while it is open. */
export function skipTurn<Game extends AnyTurnState>(
  game: Game,
  turn: NonNullable<Game['skipped']>,
  deal: (game: Game) => Game,
): Game {
  if (!canSkip(game)) return game;
  return moveOn({ ...game, score: { ...game.score, skipped: game.score.skipped + 1 } }, deal, turn);
}

// ——— Words for the screen ———

/** "Score: 3 of 4 right · 1 skipped". */
export function scoreText({ correct, answered, skipped }: Score, say: Say): string {
  return say('practice.game.score', { correct, answered, skipped });
}
