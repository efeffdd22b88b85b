/** Learners whose due list is kept at once (least recently asked dropped first). */
const MAX_LEARNERS = 10_000;

/**
 * The due list's answers, one per learner and `limit` (decision 042), kept as the JSON bytes
 * sent (encoding twenty cards with their macrons again on every hit was most of a hit's work).
 * An answer stands while the learner's deck version is the one it was computed at (every
 * write to their deck moves it, from any server instance) and until `until`: when its next
 * card falls due, or the day (and its limits) ends. A menu badge asked on every page, and
 * /review, then cost a version read instead of the list's seven queries.
 */
export function dueAnswers(maxEntries = MAX_LEARNERS) {
  const entries = new Map<string, { version: number; until: number; body: Buffer }>();
  return {
    get(key: string, version: number, now: Date): Buffer | undefined {
      const entry = entries.get(key);
      if (entry === undefined || entry.version !== version || now.getTime() >= entry.until) return undefined;
      // Most recently asked last.
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key: string, version: number, until: Date, body: Buffer): void {
      entries.delete(key);
      entries.set(key, { version, until: until.getTime(), body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
