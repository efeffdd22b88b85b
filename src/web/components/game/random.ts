/**
 * Randomness for the games, always passed in (`random` returns a number in [0, 1), like
 * `Math.random`), so that tests can replay a game exactly.
 */
export type Random = () => number;

/** One item chosen at random; `undefined` from an empty list. */
export function pickOne<T>(items: readonly T[], random: Random): T | undefined {
  if (items.length === 0) return undefined;
  // Clamped: a stand-in `random` that returns 1 must not run past the end.
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))];
}

/** A shuffled copy (Fisher–Yates); the input is left alone. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let last = copy.length - 1; last > 0; last -= 1) {
    const other = Math.min(last, Math.floor(random() * (last + 1)));
    [copy[last], copy[other]] = [copy[other] as T, copy[last] as T];
  }
  return copy;
}
