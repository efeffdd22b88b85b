import type { DueCards } from '../../../contract/review';
import { dayIn, endOfDay } from '../../../contract/review-schedule';
import { presentCards } from './presenter';
import type { ReviewRepository } from './repository';

/**
 * What is due for a learner at `at` (decision 077): their (re)learning cards and the reviews due
 * now within the day's limit left, and new cards within the day's new-card limit. The one
 * count of cards due today: /review, its badge and /progress all show it.
 */
export async function dueNow(repository: ReviewRepository, owner: number, at: Date) {
  const settings = await repository.settings(owner);
  const day = dayIn(at, settings.time_zone);
  const today = await repository.day(owner, day);
  const reviewRoom = Math.max(0, settings.max_reviews_per_day - today.reviewed);
  const newRoom = Math.max(0, settings.new_per_day - today.new_cards);
  const counts = await repository.dueCounts(owner, at.toISOString(), reviewRoom, newRoom);
  return { settings, day, reviewRoom, newRoom, counts, count: counts.learning + counts.review + counts.fresh };
}

/**
 * What a learner should study at `at` (issue 31, decision 042): the cards {@link dueNow}
 * counts, soonest first, then new cards, at most `limit` in all; with the counts, and when the
 * next card falls due. `until` is how long the answer stands unless the deck changes: until its
 * next card falls due, or the learner's day (and its limits) ends.
 */
export async function dueList(
  repository: ReviewRepository,
  owner: number,
  limit: number,
  at: Date,
): Promise<{ answer: DueCards; until: Date }> {
  const time = at.toISOString();
  const { settings, day, reviewRoom, newRoom, counts, count } = await dueNow(repository, owner, at);
  const shown = await repository.dueLearnt(owner, time, limit, reviewRoom);
  const fresh = await repository.newCards(owner, Math.min(newRoom, limit - shown.length));
  const nextDue = await repository.nextDue(owner, time);
  const next = nextDue === null ? null : new Date(nextDue);
  const endOfToday = endOfDay(day, settings.time_zone);
  return {
    answer: {
      count,
      new: counts.fresh,
      next_due: next === null ? null : next.toISOString(),
      results: await presentCards([...shown, ...fresh], repository),
    },
    until: next !== null && next < endOfToday ? next : endOfToday,
  };
}
