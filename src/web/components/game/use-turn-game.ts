import { useEffect, useRef, useState, type RefObject } from 'react';
import { canCheck, canGoNext, takeHint, type TurnState } from './turn-game';

/** A game's own moves (its module's pure functions), with its randomness already bound. */
export interface TurnMoves<Game> {
  check: (game: Game, attempt: string) => Game;
  next: (game: Game) => Game;
  skip: (game: Game) => Game;
}

/** A turn-based game on screen: its state, the answer box, and what its buttons and Enter do. */
export interface TurnGamePlay<Game> {
  game: Game;
  attempt: string;
  setAttempt: (attempt: string) => void;
  input: RefObject<HTMLInputElement | null>;
  check: () => void;
  next: () => void;
  skip: () => void;
  hint: () => void;
  onEnter: () => void;
}

/**
 * A turn-based game on screen: the game (from a pure module), the attempt being typed, the
 * answer box, and the four buttons' actions (a wrong answer also goes to `onMistake`). Every move keeps the cursor in the answer box,
 * since the button pressed may just have been disabled; Next and Skip empty the box.
 */
export function useTurnGame<Game extends TurnState<unknown>>(
  start: () => Game,
  moves: TurnMoves<Game>,
  { focusOnStart = false, onMistake }: { focusOnStart?: boolean; onMistake?: (game: Game) => void } = {},
): TurnGamePlay<Game> {
  const [game, setGame] = useState(start);
  const [attempt, setAttempt] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusOnStart) input.current?.focus();
  }, [focusOnStart]);

  function move(next: Game, { clearAttempt = false } = {}) {
    setGame(next);
    if (clearAttempt) setAttempt('');
    input.current?.focus();
  }

  // A wrong answer is also told to `onMistake` (the review deck keeps it to ask again).
  const check = () => {
    const checked = moves.check(game, attempt);
    if (checked.result !== null && checked.result !== game.result && !checked.result.correct) onMistake?.(checked);
    move(checked);
  };
  const next = () => move(moves.next(game), { clearAttempt: true });
  const skip = () => move(moves.skip(game), { clearAttempt: true });
  const hint = () => move(takeHint(game));

  // Enter checks, and Enter again moves on.
  function onEnter() {
    if (canGoNext(game)) next();
    else if (canCheck(game, attempt)) check();
  }

  return { game, attempt, setAttempt, input, check, next, skip, hint, onEnter };
}
