import { z } from 'zod';
import { TENSE_IDS } from '../nahuatl';
import { CARD_STATES, isTimeZone, MAX_CARDS_PER_REQUEST, RATINGS, REVIEW_KINDS, REVIEW_SETTING_LIMITS, reviewApi, WORD_KINDS } from './api/review';
import type { QueryDeclaration } from './resource';
import { addDays, MAX_INTERVAL_DAYS, memoryProblems } from './review-schedule';
import { ContentLanguage, RecordId } from './common';
import { ObjectField, PersonField, TenseField } from './form-fields';

/**
 * The review deck (decision 042): cards a learner studies again and again, scheduled by
 * FSRS (`review-schedule.ts`), and the log of every answer. Private to their owner: a guest
 * gets 403, anyone else's cards are not there.
 */

const Iso = z.string().describe('ISO 8601 time');

/** The word a card is about, as much as the card shows of it. */
export const ReviewWord = z.object({
  id: z.number().int(),
  word: z.string(),
  type: z.string(),
  variant: z.string().nullable(),
  definition_spanish: z.array(z.string()),
  definition_english: z.array(z.string()),
});
export type ReviewWord = z.infer<typeof ReviewWord>;

/** FSRS's memory state of a card, as ts-fsrs keeps it. */
export const FsrsFields = z.object({
  due: Iso,
  state: z.enum(CARD_STATES),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number().int(),
  scheduled_days: z.number().int(),
  learning_steps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  last_review: Iso.nullable(),
});
export type FsrsFields = z.infer<typeof FsrsFields>;

/** One card: what it asks, the answers it accepts, and when FSRS wants it again. */
export const ReviewCard = FsrsFields.extend({
  id: z.number().int(),
  kind: z.enum(REVIEW_KINDS),
  word: z.number().int().nullable(),
  pattern: z.number().int().nullable(),
  tense: z.string().nullable(),
  person: z.number().int().nullable(),
  /** The object prefix code of a conjugation card (`''` is the third person singular qui/c). */
  object: z.string().nullable(),
  /** A pattern card's question; empty for the other kinds. */
  prompt: z.string(),
  /** The spellings a typed answer may match (the first is the one shown); empty for `meaning`. */
  answers: z.array(z.string()),
  word_data: ReviewWord.nullable(),
  created_at: Iso,
});
export type ReviewCard = z.infer<typeof ReviewCard>;

const kindMessage = `Must be one of ${REVIEW_KINDS.join(', ')}.`;
const Kind = z.enum(REVIEW_KINDS, { error: kindMessage });
const PromptText = z
  .string({ error: 'Not a valid string.' })
  .trim()
  .min(1, 'This field may not be blank.')
  .max(500, 'Ensure this field has no more than 500 characters.');

/**
 * POST review-card/: one card (`kind` and what it is about), or a vocabulary's cards
 * (`vocabulary`, with the `kinds` and the conjugation `tenses` wanted).
 */
export const ReviewCardCreate = z
  .object({
    kind: Kind.optional(),
    word: RecordId.optional(),
    tense: TenseField.optional(),
    person: PersonField.optional(),
    object: ObjectField.nullable().optional(),
    pattern: RecordId.optional(),
    prompt: PromptText.optional(),
    expected: PromptText.optional(),
    vocabulary: RecordId.optional(),
    kinds: z
      .array(z.enum(WORD_KINDS, { error: `Must be one of ${WORD_KINDS.join(', ')}.` }), {
        error: 'Expected a list of kinds.',
      })
      .min(1, 'Choose at least one kind.')
      .optional(),
    tenses: z.array(TenseField, { error: 'Expected a list of tenses.' }).max(TENSE_IDS.length).optional(),
  })
  .superRefine((body, context) => {
    const missing = (field: string) =>
      context.addIssue({ code: 'custom', path: [field], message: 'This field is required.' });
    if (body.vocabulary !== undefined) return;
    if (body.kind === undefined) return missing('kind');
    if (body.kind === 'pattern') {
      if (body.pattern === undefined) missing('pattern');
      if (body.prompt === undefined) missing('prompt');
      if (body.expected === undefined) missing('expected');
      return;
    }
    if (body.word === undefined) missing('word');
    if (body.kind === 'conjugation' && body.tense === undefined) missing('tense');
    const personal = body.kind === 'conjugation' || body.kind === 'possession' || body.kind === 'possessionPlural';
    if (personal && body.person === undefined) missing('person');
  });
export type ReviewCardCreate = z.input<typeof ReviewCardCreate>;

/** What POST review-card/ with a vocabulary answers: how many cards it added, and how many the learner had already. */
export const VocabularyCardsCreated = z.object({ created: z.number().int(), existing: z.number().int() });

/** The earliest time a review card or answer may carry: the deck is younger than this, so an older time is made up. */
export const REVIEW_EPOCH = '2000-01-01T00:00:00.000Z';

/** Checks of a value run once its form is valid (a time that is not one has nothing to compare). */
const ONCE_FIELDS_VALID = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** A time a client gives: ISO 8601, and no earlier than the epoch. */
const ClientTime = z.iso
  .datetime({ offset: true, error: 'Enter a valid date and time (ISO 8601).' })
  .refine((time) => new Date(time) >= new Date(REVIEW_EPOCH), {
    message: `Must be no earlier than ${REVIEW_EPOCH.slice(0, 10)}.`,
    ...ONCE_FIELDS_VALID,
  });

/** POST review-card/{id}/answer/. `answer_id`, chosen by the client, makes a retried answer count once. */
export const ReviewAnswer = z.object({
  rating: z.enum(RATINGS, { error: `Must be one of ${RATINGS.join(', ')}.` }),
  answer: z
    .string({ error: 'Not a valid string.' })
    .max(500, 'Ensure this field has no more than 500 characters.')
    .default(''),
  elapsed_ms: z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(86_400_000, 'Ensure this value is less than or equal to 86400000.'),
  answer_id: z
    .string({ error: 'This field is required.' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, - or _.'),
  /** When the learner answered, for an answer sent late (offline); now when left out. */
  answered_at: ClientTime.optional(),
});
export type ReviewAnswer = z.input<typeof ReviewAnswer>;

/** One answer, as the append-only log keeps it: the rating, and the card's state before and after. */
export const ReviewLogEntry = z.object({
  id: z.number().int(),
  card: z.number().int().nullable(),
  kind: z.enum(REVIEW_KINDS),
  word: z.number().int().nullable(),
  answer_id: z.string(),
  rating: z.enum(RATINGS),
  answer: z.string(),
  state_before: z.enum(CARD_STATES),
  state_after: z.enum(CARD_STATES),
  due_before: Iso,
  due_after: Iso,
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number().int(),
  last_elapsed_days: z.number().int(),
  scheduled_days: z.number().int(),
  learning_steps: z.number().int(),
  answered_at: Iso,
  /** The learner's calendar day when they answered, in their time zone (YYYY-MM-DD). */
  day: z.string(),
  elapsed_ms: z.number().int(),
});
export type ReviewLogEntry = z.infer<typeof ReviewLogEntry>;

/** What POST review-card/{id}/answer/ answers. */
export const AnsweredCard = z.object({ card: ReviewCard, log: ReviewLogEntry });
export type AnsweredCard = z.infer<typeof AnsweredCard>;

/** What review-card/due/ answers: the cards to study now, and what the menu's badge counts. */
export const DueCards = z.object({
  /** Cards to study now: due reviews within the day's limit, and new cards within the day's. */
  count: z.number().int(),
  /** Of those, how many are new. */
  new: z.number().int(),
  /** When the next card not yet due falls due; null when there is none. */
  next_due: Iso.nullable(),
  results: z.array(ReviewCard),
});
export type DueCards = z.infer<typeof DueCards>;

/** GET review-card/ and its count/: the card filters. */
export const ReviewCardsQuery = { filters: reviewApi.cardFilters, params: z.object({}) } satisfies QueryDeclaration;

/** GET review-card/due/: at most how many cards to list. */
export const DueQuery = {
  filters: {},
  params: z.object({
    limit: z.coerce
      .number({ error: 'A valid integer is required.' })
      .int('A valid integer is required.')
      .min(0, 'Ensure this value is greater than or equal to 0.')
      .max(200, 'Ensure this value is less than or equal to 200.')
      .default(20),
  }),
} satisfies QueryDeclaration;

/** GET review-log/: the log filters, and `format=csv` for the whole log as a download. */
export const LogQuery = {
  filters: reviewApi.logFilters,
  params: z.object({ format: z.enum(['json', 'csv'], { error: 'Must be json or csv.' }).default('json') }),
} satisfies QueryDeclaration;

/** A learner's review settings. */
export const ReviewSettings = z.object({
  desired_retention: z.number(),
  new_per_day: z.number().int(),
  max_reviews_per_day: z.number().int(),
  /** Whether mistakes in Match, Conjugate and Patterns become cards. */
  add_mistakes: z.boolean(),
  /** The IANA time zone whose midnight starts the learner's day. */
  time_zone: z.string(),
});
export type ReviewSettings = z.infer<typeof ReviewSettings>;

const integerBetween = ({ min: low, max: high }: { min: number; max: number }) =>
  z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(low, `Ensure this value is greater than or equal to ${low}.`)
    .max(high, `Ensure this value is less than or equal to ${high}.`);

const retention = REVIEW_SETTING_LIMITS.desired_retention;

/** PATCH review-settings/. */
export const ReviewSettingsPatch = z
  .object({
    desired_retention: z
      .number({ error: 'A valid number is required.' })
      .min(retention.min, `Ensure this value is greater than or equal to ${retention.min}.`)
      .max(retention.max, `Ensure this value is less than or equal to ${retention.max}.`),
    new_per_day: integerBetween(REVIEW_SETTING_LIMITS.new_per_day),
    max_reviews_per_day: integerBetween(REVIEW_SETTING_LIMITS.max_reviews_per_day),
    add_mistakes: z.boolean({ error: 'Must be a valid boolean.' }),
    time_zone: z.string({ error: 'Not a valid string.' }).max(64).refine(isTimeZone, 'Not a known time zone.'),
  })
  .partial();
export type ReviewSettingsPatch = z.infer<typeof ReviewSettingsPatch>;

/** The figures of /progress. Days are the learner's calendar days (YYYY-MM-DD). */
export const ReviewStats = z.object({
  today: z.string(),
  streak: z.object({ current: z.number().int(), longest: z.number().int() }),
  /** The last 90 days, oldest first, every day listed. */
  reviews_per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /**
   * The cards due now, as /review counts them (decision 077): (re)learning cards and reviews due
   * within the day's limit, and new cards within the day's new-card limit.
   */
  due_now: z.number().int(),
  /** The next 30 days from today, every day listed; today's count is `due_now` and the learnt cards due later today. */
  due_per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Answers to cards in review over the last 90 days, and how many were not Again (true retention). */
  retention: z.object({ reviews: z.number().int(), passed: z.number().int(), rate: z.number().nullable() }),
  states: z.object({
    new: z.number().int(),
    learning: z.number().int(),
    review: z.number().int(),
    relearning: z.number().int(),
  }),
  /**
   * Each vocabulary with a word in the deck: its words, how many are known (a card of the word
   * in review), and the language it is written in, so a screen lists those of the reader's.
   */
  vocabularies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      language: ContentLanguage,
      words: z.number().int(),
      known: z.number().int(),
    }),
  ),
});
export type ReviewStats = z.infer<typeof ReviewStats>;

/** At most how many answers or lapses a card counts, well inside a 32-bit column on either database. */
const MAX_COUNT = 1_000_000;

const Days = integerBetween({ min: 0, max: MAX_INTERVAL_DAYS });
const Count = integerBetween({ min: 0, max: MAX_COUNT });
/** The memory's numbers of a guest's card or answer, bounded as the scheduler keeps them. */
const guestMemoryNumbers = {
  stability: z.number({ error: 'A valid number is required.' }),
  difficulty: z.number({ error: 'A valid number is required.' }),
  elapsed_days: Days,
  scheduled_days: Days,
  learning_steps: Count,
};

/** Adds the scheduler's refusals of a memory (`memoryProblems`) as issues of its fields. */
function refineMemory(memory: { stability: number; difficulty: number }, context: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(memoryProblems(memory)))
    context.addIssue({ code: 'custom', path: [field], message });
}

/** One answer of a guest's card, as the merge takes it: the log's fields but its ids, its times checked. */
export const GuestLog = ReviewLogEntry.omit({ id: true, card: true, kind: true, word: true })
  .extend({
    answer_id: ReviewAnswer.shape.answer_id,
    rating: ReviewAnswer.shape.rating,
    answer: ReviewAnswer.shape.answer,
    elapsed_ms: ReviewAnswer.shape.elapsed_ms,
    ...guestMemoryNumbers,
    last_elapsed_days: Days,
    answered_at: ClientTime,
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a day as YYYY-MM-DD.'),
    due_before: ClientTime,
    due_after: ClientTime,
  })
  .superRefine((log, context) => {
    refineMemory(log, context);
    // The learner's day is the answer's UTC day or the one either side (time zones are -12 to +14 hours).
    const utcDay = Date.parse(new Date(log.answered_at).toISOString().slice(0, 10));
    const day = Date.parse(log.day);
    if (!(addDays(log.day, 0) === log.day && Math.abs(day - utcDay) <= 86_400_000))
      context.addIssue({ code: 'custom', path: ['day'], message: 'Not the day of `answered_at`.' });
  }, ONCE_FIELDS_VALID);

/** The subject fields each kind of card has (the others are null, or empty text). */
const KIND_FIELDS: Readonly<Record<(typeof REVIEW_KINDS)[number], readonly string[]>> = {
  meaning: ['word'],
  recall: ['word'],
  plural: ['word'],
  possession: ['word', 'person'],
  possessionPlural: ['word', 'person'],
  conjugation: ['word', 'tense', 'person', 'object'],
  pattern: ['pattern', 'prompt', 'expected'],
};
/** Fields of a card's kind that may be null (a conjugation's object: a verb that takes none). */
const OPTIONAL_FIELDS = new Set(['object']);

/** One card of a guest's deck, sent at sign-up to join the new account's deck, with its answers. */
export const GuestCard = FsrsFields.extend({
  kind: Kind,
  word: RecordId.nullable().default(null),
  tense: TenseField.nullable().default(null),
  person: PersonField.nullable().default(null),
  object: ObjectField.nullable().default(null),
  pattern: RecordId.nullable().default(null),
  prompt: z.string().max(500).default(''),
  expected: z.string().max(500).default(''),
  ...guestMemoryNumbers,
  reps: Count,
  lapses: Count,
  created_at: ClientTime,
  due: ClientTime,
  last_review: ClientTime.nullable(),
  logs: z.array(GuestLog).max(10_000).default([]),
}).superRefine((card, context) => {
  const issue = (path: Array<string | number>, message: string) => context.addIssue({ code: 'custom', path, message });
  const fields = KIND_FIELDS[card.kind];
  for (const field of ['word', 'tense', 'person', 'object', 'pattern', 'prompt', 'expected'] as const) {
    const value = card[field];
    const empty = value === null || value === '';
    if (fields.includes(field) && empty && !OPTIONAL_FIELDS.has(field)) issue([field], 'This field is required.');
    if (!fields.includes(field) && !empty) issue([field], `A ${card.kind} card has no ${field}.`);
  }
  refineMemory(card, context);
  const created = new Date(card.created_at);
  const before = (time: string | null) => time !== null && new Date(time) < created;
  if (before(card.last_review)) issue(['last_review'], 'This time is before the card was made.');
  card.logs.forEach((log, index) => {
    if (before(log.answered_at)) issue(['logs', index, 'answered_at'], 'This time is before the card was made.');
  });
}, ONCE_FIELDS_VALID);
export type GuestCard = z.input<typeof GuestCard>;

/** POST review-card/merge/: a guest's deck joins the account's; a card both have keeps its latest review. */
export const GuestDeck = z.object({
  cards: z.array(GuestCard, { error: 'Expected a list of cards.' }).max(MAX_CARDS_PER_REQUEST, 'At most 5000 cards.'),
});
/** What a merge did: cards added, updated (the guest's review was later), kept, skipped (their word or pattern is gone), answers logged. */
export const MergedDeck = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  kept: z.number().int(),
  skipped: z.number().int(),
  logs: z.number().int(),
});

/** POST review-card/remove/: drop the learner's cards of a vocabulary's words. */
export const RemoveVocabularyCards = z.object({ vocabulary: RecordId });
export const RemovedCards = z.object({ removed: z.number().int() });
