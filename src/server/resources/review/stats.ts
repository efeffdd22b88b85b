import type { ReviewStats } from '../../../contract/review';
import { addDays, dayIn, endOfDay, offsetMs } from '../../../contract/review-schedule';
import { dueNow } from './due';
import type { ReviewRepository } from './repository';

/** The days charted behind and ahead of today. */
const PAST_DAYS = 90;
const NEXT_DAYS = 30;

/** Every day from `first`, `count` of them, with the count the map holds for each (0 when none). */
function everyDay(first: string, count: number, counts: ReadonlyMap<string, number>) {
  return Array.from({ length: count }, (_, index) => {
    const day = addDays(first, index);
    return { day, count: counts.get(day) ?? 0 };
  });
}

/** The current streak (days in a row answering, up to today, or yesterday when today is still to come) and the longest. */
export function streaks(days: readonly string[], today: string): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const current = previous === today || (previous !== null && addDays(previous, 1) === today) ? run : 0;
  return { current, longest };
}

/**
 * The figures of /progress for a learner at `at`, in their time zone: the days' counts come
 * from `review_day` (one row a day), the cards' from indexed counts. Today's due cards are the
 * review's own count ({@link dueNow}) and the learnt cards falling due later today, so /review
 * and /progress agree (decision 077).
 */
export async function reviewStats(repository: ReviewRepository, owner: number, at: Date): Promise<ReviewStats> {
  const { time_zone: zone } = await repository.settings(owner);
  const today = dayIn(at, zone);
  const since = addDays(today, 1 - PAST_DAYS);
  const [days, answered, states, now, later, vocabularies] = await Promise.all([
    repository.daysSince(owner, since),
    repository.answeredDays(owner),
    repository.stateCounts(owner),
    dueNow(repository, owner, at),
    repository.dueByDay(
      owner,
      at.toISOString(),
      endOfDay(addDays(today, NEXT_DAYS - 1), zone).toISOString(),
      Math.round(offsetMs(at, zone) / 60_000),
    ),
    repository.vocabularyProgress(owner),
  ]);
  const dueCounts = new Map(later.map(({ day, count }) => [day, count]));
  dueCounts.set(today, now.count + (dueCounts.get(today) ?? 0));
  const reviews = days.reduce((sum, day) => sum + day.reviewed, 0);
  const passed = days.reduce((sum, day) => sum + day.passed, 0);
  const state = (index: number) => states.find((row) => row.state === index)?.count ?? 0;
  return {
    today,
    streak: streaks(answered, today),
    reviews_per_day: everyDay(since, PAST_DAYS, new Map(days.map((day) => [day.day, day.answers]))),
    due_now: now.count,
    due_per_day: everyDay(today, NEXT_DAYS, dueCounts),
    retention: { reviews, passed, rate: reviews === 0 ? null : passed / reviews },
    states: { new: state(0), learning: state(1), review: state(2), relearning: state(3) },
    vocabularies,
  };
}
