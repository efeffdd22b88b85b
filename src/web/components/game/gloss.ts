/**
 * What a game shows beside a dictionary word: its first English definition without
 * "to ", "to eat (something)" → "eat (something)"; '' when it has none.
 */
export function glossOf(definitions: readonly string[]): string {
  return (definitions[0] ?? '').trim().replace(/^to\s+/i, '');
}
