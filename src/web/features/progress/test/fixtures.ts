import { DEFAULT_REVIEW_SETTINGS } from '../../../../contract/api/review';
import type { ReviewSettings, ReviewStats } from '../../../../contract/review';

/** `count` calendar days from `first` (YYYY-MM-DD), each with the count `countOf(index)` gives. */
function daysFrom(first: string, count: number, countOf: (index: number) => number) {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => ({
    day: new Date(start + index * 86_400_000).toISOString().slice(0, 10),
    count: countOf(index),
  }));
}

/** A learner three months in: 240 reviews counted towards retention, a streak, two vocabularies. */
export const stats: ReviewStats = {
  today: '2026-11-27',
  streak: { current: 5, longest: 12 },
  // 2026-08-30 … 2026-11-27: a review day every third day, 18 on 2026-11-12.
  reviews_per_day: daysFrom('2026-08-30', 90, (index) => (index === 74 ? 18 : index % 3 === 0 ? 4 : 0)),
  // Today's 7: the 5 due now, as /review counts them, and 2 falling due later today.
  due_now: 5,
  due_per_day: daysFrom('2026-11-27', 30, (index) => (index === 0 ? 7 : index % 2)),
  retention: { reviews: 240, passed: 221, rate: 221 / 240 },
  states: { new: 20, learning: 3, review: 104, relearning: 2 },
  vocabularies: [
    // The Spanish twin of Animals shares its words: it is shown to Spanish readers instead.
    { id: 16, name: 'Animales', language: 'es', words: 30, known: 12 },
    { id: 4, name: 'Animals', language: 'en', words: 30, known: 12 },
    { id: 9, name: 'Colores', language: 'es', words: 1, known: 1 },
  ],
};

/** A learner who has not added a card yet. */
export const emptyStats: ReviewStats = {
  ...stats,
  streak: { current: 0, longest: 0 },
  reviews_per_day: stats.reviews_per_day.map(({ day }) => ({ day, count: 0 })),
  due_now: 0,
  due_per_day: stats.due_per_day.map(({ day }) => ({ day, count: 0 })),
  retention: { reviews: 0, passed: 0, rate: null },
  states: { new: 0, learning: 0, review: 0, relearning: 0 },
  vocabularies: [],
};

export const settings: ReviewSettings = { ...DEFAULT_REVIEW_SETTINGS, time_zone: 'America/Mexico_City' };
