import type { Random } from '../components/game/random';

/**
 * A replayable `random` for tests: a small linear congruential generator
 * (Numerical Recipes constants) started from `seed`.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
