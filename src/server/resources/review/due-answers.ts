import type { DueCards } from '../../../contract/review';

/** Learners whose due list is kept at once (least recently asked dropped first). */
const MAX_LEARNERS = 10_000;

/**
 * The due list's answers, one per learner and `limit` (decision 042). An answer stands while
 * the learner's deck version is the one it was computed at (every write to their deck moves
 * it, from any server instance) and until `until`: when its next card falls due, or the day
 * (and its limits) ends. A menu badge asked on every page, and /review, then cost a version
 * read instead of the list's seven queries.
 */
export function dueAnswers(maxEntries = MAX_LEARNERS) {
  const entries = new Map<string, { version: number; until: number; answer: DueCards }>();
  return {
    get(key: string, version: number, now: Date): DueCards | undefined {
      const entry = entries.get(key);
      if (entry === undefined || entry.version !== version || now.getTime() >= entry.until) return undefined;
      // Most recently asked last.
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    set(key: string, version: number, until: Date, answer: DueCards): void {
      entries.delete(key);
      entries.set(key, { version, until: until.getTime(), answer });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
