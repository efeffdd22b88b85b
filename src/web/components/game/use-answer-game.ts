import { useEffect, useRef, useState } from 'react';

/**
 * The state of a question-and-answer game on screen: the game (from a pure module), the
 * attempt being typed, and the answer box. `move` applies the next state and keeps the
 * cursor in the answer box, since the button pressed may just have been disabled.
 */
export function useAnswerGame<Game>(start: () => Game, { focusOnStart = false } = {}) {
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

  return { game, attempt, setAttempt, input, move };
}
