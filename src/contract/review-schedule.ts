import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import { CARD_STATES, RATINGS, type CardState, type ReviewRating } from './api/review';
import type { FsrsFields, ReviewSettings } from './review';

/**
 * The review deck's wiring to ts-fsrs (decision 042): the scheduler for a learner's
 * settings, a card's state after an answer, and the intervals each rating would give. The
 * server answers with it, and a guest's browser keeps its own deck with the same calls. No
 * scheduling is written here: every date is the one ts-fsrs gives.
 */

const GRADES: Readonly<Record<ReviewRating, Grade>> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

/** The memory state of a card as stored (dates as ISO text, the state as its name). */
export type Memory = FsrsFields;

/** What an answer leaves: the card's new memory, and the log's fields (the state before and after). */
export interface Scheduled {
  memory: Memory;
  log: {
    rating: ReviewRating;
    state_before: CardState;
    state_after: CardState;
    due_before: string;
    due_after: string;
    stability: number;
    difficulty: number;
    elapsed_days: number;
    last_elapsed_days: number;
    scheduled_days: number;
    learning_steps: number;
    answered_at: string;
  };
}

/** The scheduler for a learner's desired retention (fuzz off, so every due date is reproducible). */
export function schedulerFor(settings: Pick<ReviewSettings, 'desired_retention'>): FSRS {
  return fsrs(generatorParameters({ request_retention: settings.desired_retention, enable_fuzz: false }));
}

const toCard = (memory: Memory): Card => ({
  due: new Date(memory.due),
  state: CARD_STATES.indexOf(memory.state) as State,
  stability: memory.stability,
  difficulty: memory.difficulty,
  elapsed_days: memory.elapsed_days,
  scheduled_days: memory.scheduled_days,
  learning_steps: memory.learning_steps,
  reps: memory.reps,
  lapses: memory.lapses,
  last_review: memory.last_review === null ? undefined : new Date(memory.last_review),
});

const toMemory = (card: Card): Memory => ({
  due: card.due.toISOString(),
  state: CARD_STATES[card.state],
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsed_days,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  last_review: card.last_review ? card.last_review.toISOString() : null,
});

/** A card never studied, due at `now`. */
export function newMemory(now: Date): Memory {
  return toMemory(createEmptyCard(now));
}

/** The card after the learner rates an answer at `now`. */
export function answer(memory: Memory, rating: ReviewRating, now: Date, scheduler: FSRS): Scheduled {
  const { card, log } = scheduler.next(toCard(memory), now, GRADES[rating]);
  const after = toMemory(card);
  return {
    memory: after,
    log: {
      rating,
      state_before: memory.state,
      state_after: after.state,
      due_before: memory.due,
      due_after: after.due,
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: log.elapsed_days,
      last_elapsed_days: log.last_elapsed_days,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      answered_at: now.toISOString(),
    },
  };
}

/** How long until the card is due again for each rating, in milliseconds ("10 min", "4 d" on the buttons). */
export function nextIntervals(memory: Memory, now: Date, scheduler: FSRS): Record<ReviewRating, number> {
  const preview = scheduler.repeat(toCard(memory), now);
  return Object.fromEntries(RATINGS.map((rating) => [rating, preview[GRADES[rating]].card.due.getTime() - now.getTime()])) as Record<
    ReviewRating,
    number
  >;
}

/**
 * A formatter of `locale` and `options` for a time zone, made once per zone: making one costs
 * some 200 µs, more than the due list's queries (docs/benchmarks/042-review-deck.md).
 */
function formatterMaker(locale: string, options: Intl.DateTimeFormatOptions): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = made.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      made.set(timeZone, formatter);
    }
    return formatter;
  };
}

const dayFormat = formatterMaker('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const clockFormat = formatterMaker('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The calendar day (YYYY-MM-DD) of `instant` in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return dayFormat(timeZone).format(instant);
}

/** The instant a calendar day ends in a time zone (the next day's midnight there). */
export function endOfDay(day: string, timeZone: string): Date {
  const [year, month, date] = dateParts(day);
  // Midnight UTC of the next day, moved by the zone's offset at that moment (twice, for a change of offset).
  let guess = Date.UTC(year, month - 1, date + 1);
  for (let step = 0; step < 2; step += 1) guess = Date.UTC(year, month - 1, date + 1) - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** How far a time zone's clock is ahead of UTC at `instant`. */
export function offsetMs(instant: Date, timeZone: string): number {
  const parts = clockFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The day `days` after a calendar day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dateParts(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

function dateParts(day: string): [number, number, number] {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return [year, month, date];
}
