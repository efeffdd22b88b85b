import {
  createEmptyCard,
  default_maximum_interval,
  fsrs,
  generatorParameters,
  Rating,
  S_MAX,
  S_MIN,
  State,
  type Card,
  type FSRS,
  type Grade,
} from 'ts-fsrs';
import { CARD_STATES, RATINGS, type CardState, type ReviewRating } from './api/review';
import type { FsrsFields, ReviewLogEntry, ReviewSettings } from './review';

/**
 * The review deck's wiring to ts-fsrs (decision 042): the scheduler for a learner's
 * settings, a card's state after an answer, and the intervals each rating would give. The
 * server answers with it, and a guest's browser keeps its own deck with the same calls. No
 * scheduling is written here: every date is the one ts-fsrs gives.
 */

const GRADES: Readonly<Record<ReviewRating, Grade>> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

/** The memory state of a card on the wire (dates as ISO text, the state as its name). */
export type Memory = FsrsFields;

/** What an answer leaves: the card's new memory, and the log's fields (the state before and after). */
export interface Scheduled {
  memory: Memory;
  log: Omit<ReviewLogEntry, 'id' | 'card' | 'kind' | 'word' | 'answer_id' | 'answer' | 'day' | 'elapsed_ms'>;
}

/** The scheduler for a learner's desired retention (fuzz off, so every due date is reproducible). */
export function schedulerFor(settings: Pick<ReviewSettings, 'desired_retention'>): FSRS {
  return fsrs(generatorParameters({ request_retention: settings.desired_retention, enable_fuzz: false }));
}

/**
 * The numbers of FSRS's memory, the same in ts-fsrs's card, on the wire, in a guest's deck and
 * in a stored row; the memory's other fields (`due`, `state`, `last_review`) are mapped below.
 * A field added to `FsrsFields` fails the type check of those mappings until it is named here.
 */
const MEMORY_NUMBERS = [
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
] as const satisfies ReadonlyArray<keyof Card & keyof Memory>;
type MemoryNumbers = Pick<Memory, (typeof MEMORY_NUMBERS)[number]>;

/**
 * A card's memory as either side keeps it: on the wire or in a guest's deck (the state's name,
 * ISO text), or as a stored row (the state's index, times as text or as a Date).
 */
export type KeptMemory = MemoryNumbers & {
  due: string | Date;
  state: CardState | number;
  last_review: string | Date | null;
};

function numbersOf(kept: MemoryNumbers): MemoryNumbers {
  const numbers = {} as MemoryNumbers;
  for (const name of MEMORY_NUMBERS) numbers[name] = kept[name];
  return numbers;
}

const iso = (time: string | Date): string => (time instanceof Date ? time.toISOString() : time);
const stateName = (state: CardState | number): CardState =>
  typeof state === 'number' ? (CARD_STATES[state] ?? 'new') : state;

/**
 * The one mapping between a card and its FSRS memory: the memory of anything that keeps one (a
 * card on the wire, a guest's card, a stored row), without the card's other fields.
 */
export function memoryOf(kept: KeptMemory): Memory {
  return {
    ...numbersOf(kept),
    due: iso(kept.due),
    state: stateName(kept.state),
    last_review: kept.last_review === null ? null : iso(kept.last_review),
  };
}

const toCard = (kept: KeptMemory): Card => ({
  ...numbersOf(kept),
  due: new Date(kept.due),
  state: CARD_STATES.indexOf(stateName(kept.state)) as State,
  last_review: kept.last_review === null ? undefined : new Date(kept.last_review),
});

const toMemory = (card: Card): Memory => ({
  ...numbersOf(card),
  due: card.due.toISOString(),
  state: CARD_STATES[card.state],
  last_review: card.last_review ? card.last_review.toISOString() : null,
});

/** The longest interval the scheduler gives, in days: no memory's day count is longer. */
export const MAX_INTERVAL_DAYS = default_maximum_interval;

/**
 * Why the scheduler would refuse a memory, by field (ts-fsrs's `next_state`): a memory is the
 * empty one (stability and difficulty 0) or has a stability ts-fsrs can give (S_MIN to S_MAX)
 * and a difficulty of 1 to 10. Empty when it takes it.
 */
export function memoryProblems({ stability, difficulty }: Pick<Memory, 'stability' | 'difficulty'>): Partial<
  Record<'stability' | 'difficulty', string>
> {
  if (stability === 0 && difficulty === 0) return {};
  const problems: Partial<Record<'stability' | 'difficulty', string>> = {};
  if (!(stability >= S_MIN && stability <= S_MAX)) problems.stability = `Must be 0 (a new card's) or between ${S_MIN} and ${S_MAX}.`;
  if (!(difficulty >= 1 && difficulty <= 10)) problems.difficulty = "Must be 0 (a new card's) or between 1 and 10.";
  return problems;
}

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
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  // The formatter writes a year below 1000 with fewer digits ("999"); a day is always YYYY-MM-DD.
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
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
