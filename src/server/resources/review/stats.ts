import type { ReviewStats } from '../../../contract/review';
import { addDays, dayIn, endOfDay, offsetMs } from '../../../contract/review-schedule';
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
 * The figures of /progress for a learner at `now`, in their time zone: the days' counts
 * come from `review_day` (one row a day), the cards' from indexed counts.
 */
export async function reviewStats(repository: ReviewRepository, owner: number, now: Date): Promise<ReviewStats> {
  const { time_zone: zone } = await repository.settings(owner);
  const today = dayIn(now, zone);
  const since = addDays(today, 1 - PAST_DAYS);
  const [days, answered, states, due, vocabularies] = await Promise.all([
    repository.daysSince(owner, since),
    repository.answeredDays(owner),
    repository.stateCounts(owner),
    repository.dueByDay(
      owner,
      endOfDay(addDays(today, NEXT_DAYS - 1), zone).toISOString(),
      Math.round(offsetMs(now, zone) / 60_000),
    ),
    repository.vocabularyProgress(owner),
  ]);
  const dueCounts = new Map<string, number>();
  for (const { day, count } of due) {
    const shown = day < today ? today : day;
    dueCounts.set(shown, (dueCounts.get(shown) ?? 0) + count);
  }
  const reviews = days.reduce((sum, day) => sum + day.reviewed, 0);
  const passed = days.reduce((sum, day) => sum + day.passed, 0);
  const state = (index: number) => states.find((row) => row.state === index)?.count ?? 0;
  return {
    today,
    streak: streaks(answered, today),
    reviews_per_day: everyDay(since, PAST_DAYS, new Map(days.map((day) => [day.day, day.answers]))),
    due_per_day: everyDay(today, NEXT_DAYS, dueCounts),
    retention: { reviews, passed, rate: reviews === 0 ? null : passed / reviews },
    states: { new: state(0), learning: state(1), review: state(2), relearning: state(3) },
    vocabularies,
  };
}
