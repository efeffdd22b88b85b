import { z } from 'zod';
import {
  acceptedForms,
  nounForm,
  nounForms,
  OBJECT_PREFIX_CODES,
  PERSON_INDICES,
  TENSE_IDS,
  type AnswerCheck,
  type DictionaryNoun,
  type DictionaryVerb,
  type NounFormKind,
  type ObjectPrefix,
  type PersonIndex,
  type Tense,
} from '../nahuatl';
import { RecordId } from './common';
import type { FilterDeclarations } from './resource';

/**
 * The review deck (decision 042): cards a learner studies again and again, scheduled by
 * FSRS (`review-schedule.ts`), and the log of every answer. Private to their owner: a guest
 * gets 403, anyone else's cards are not there.
 */

/**
 * What a card asks (issue 31): recall a meaning, type the word, type a form, answer a pattern's
 * question, type a noun's possessed form for a possessor (`person`; decision 056), its
 * possessed plural for a possessor, or its absolute plural (decision 059).
 */
export const REVIEW_KINDS = [
  'meaning',
  'recall',
  'conjugation',
  'pattern',
  'possession',
  'possessionPlural',
  'plural',
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** The cards of a noun's forms, each asking one form of its table (decision 059). */
export const NOUN_CARD_KINDS = ['possession', 'possessionPlural', 'plural'] as const;
export type NounCardKind = (typeof NOUN_CARD_KINDS)[number];

/** The form of the noun's table each noun card asks. */
const NOUN_CARD_FORMS: Readonly<Record<NounCardKind, NounFormKind>> = {
  possession: 'possessed',
  possessionPlural: 'possessedPlural',
  plural: 'plural',
};

export const isNounCardKind = (kind: string): kind is NounCardKind =>
  (NOUN_CARD_KINDS as readonly string[]).includes(kind);

/** The kinds a vocabulary's words give (patterns have no word); the noun kinds only for nouns with such a form. */
export const WORD_KINDS = ['meaning', 'recall', 'conjugation', ...NOUN_CARD_KINDS] as const;
export type WordKind = (typeof WORD_KINDS)[number];

/** How the learner rates an answer, FSRS's four grades. */
export const RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof RATINGS)[number];

/** FSRS's card states, stored as their index (0–3). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** The most cards one vocabulary or one guest deck brings at once. */
export const MAX_CARDS_PER_REQUEST = 5000;

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
const TenseField = z.enum(TENSE_IDS as [Tense, ...Tense[]], { error: `Must be one of ${TENSE_IDS.join(', ')}.` });
const PersonField = z
  .number({ error: 'A valid integer is required.' })
  .int('A valid integer is required.')
  .refine(
    (value) => (PERSON_INDICES as readonly number[]).includes(value),
    `Must be one of ${PERSON_INDICES.join(', ')}.`,
  );
const ObjectField = z.enum(OBJECT_PREFIX_CODES as [ObjectPrefix, ...ObjectPrefix[]], {
  error: `Must be one of ${OBJECT_PREFIX_CODES.map((code) => JSON.stringify(code)).join(', ')}, or null.`,
});
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
  answered_at: z.iso.datetime({ offset: true, error: 'Enter a valid date and time (ISO 8601).' }).optional(),
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

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  desired_retention: 0.9,
  new_per_day: 20,
  max_reviews_per_day: 200,
  add_mistakes: true,
  time_zone: 'UTC',
};

/** Whether the runtime knows a time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const integerBetween = (low: number, high: number) =>
  z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(low, `Ensure this value is greater than or equal to ${low}.`)
    .max(high, `Ensure this value is less than or equal to ${high}.`);

/** PATCH review-settings/. */
export const ReviewSettingsPatch = z
  .object({
    desired_retention: z
      .number({ error: 'A valid number is required.' })
      .min(0.7, 'Ensure this value is greater than or equal to 0.7.')
      .max(0.99, 'Ensure this value is less than or equal to 0.99.'),
    new_per_day: integerBetween(0, 1000),
    max_reviews_per_day: integerBetween(1, 10000),
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
  /** The next 30 days from today, every day listed; today's count holds what is overdue. */
  due_per_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Answers to cards in review over the last 90 days, and how many were not Again (true retention). */
  retention: z.object({ reviews: z.number().int(), passed: z.number().int(), rate: z.number().nullable() }),
  states: z.object({
    new: z.number().int(),
    learning: z.number().int(),
    review: z.number().int(),
    relearning: z.number().int(),
  }),
  /** Each vocabulary with a word in the deck: its words, and how many are known (a card of the word in review). */
  vocabularies: z.array(
    z.object({ id: z.number().int(), name: z.string(), words: z.number().int(), known: z.number().int() }),
  ),
});
export type ReviewStats = z.infer<typeof ReviewStats>;

/** One answer of a guest's card, as the merge takes it: the log's fields but its ids. */
export const GuestLog = z.object({
  answer_id: ReviewAnswer.shape.answer_id,
  rating: ReviewAnswer.shape.rating,
  answer: ReviewAnswer.shape.answer,
  elapsed_ms: ReviewAnswer.shape.elapsed_ms,
  answered_at: z.iso.datetime({ offset: true }),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  state_before: z.enum(CARD_STATES),
  state_after: z.enum(CARD_STATES),
  due_before: z.iso.datetime({ offset: true }),
  due_after: z.iso.datetime({ offset: true }),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number().int(),
  last_elapsed_days: z.number().int(),
  scheduled_days: z.number().int(),
  learning_steps: z.number().int(),
});

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
  created_at: z.iso.datetime({ offset: true }),
  due: z.iso.datetime({ offset: true }),
  last_review: z.iso.datetime({ offset: true }).nullable(),
  logs: z.array(GuestLog).max(10_000).default([]),
});
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

/** The addresses of the review API. */
export const reviewApi = {
  tag: 'review',
  cards: '/utoaztecan/api/review-card/',
  card: (id: number | string) => `/utoaztecan/api/review-card/${id}/`,
  due: '/utoaztecan/api/review-card/due/',
  answer: (id: number | string) => `/utoaztecan/api/review-card/${id}/answer/`,
  remove: '/utoaztecan/api/review-card/remove/',
  merge: '/utoaztecan/api/review-card/merge/',
  log: '/utoaztecan/api/review-log/',
  stats: '/utoaztecan/api/review-stats/',
  settings: '/utoaztecan/api/review-settings/',
} as const;

/** POST review-card/remove/: drop the learner's cards of a vocabulary's words. */
export const RemoveVocabularyCards = z.object({ vocabulary: RecordId });
export const RemovedCards = z.object({ removed: z.number().int() });

/** The filters of review-card/ and review-log/ (the learner's own records only). */
export const REVIEW_CARD_FILTERS = {
  due: 'boolean',
  kind: 'exact',
  vocabulary: 'id',
} as const satisfies FilterDeclarations;
export const REVIEW_LOG_FILTERS = { card: 'id', kind: 'exact' } as const satisfies FilterDeclarations;

// ——— What a card asks and accepts, the same on the server and in a guest's browser ———

/** What a card is about: the key that makes it one card per learner. */
export interface CardSubject {
  kind: ReviewKind;
  word?: number | null;
  tense?: string | null;
  person?: number | null;
  object?: string | null;
  pattern?: number | null;
  prompt?: string;
}

/** The one text that names a card's subject; a learner has at most one card per key. */
export function cardKey(subject: CardSubject): string {
  switch (subject.kind) {
    case 'meaning':
    case 'recall':
      return `${subject.kind}:${subject.word}`;
    case 'conjugation':
      return `conjugation:${subject.word}:${subject.tense}:${subject.person}:${subject.object ?? '-'}`;
    case 'possession':
    case 'possessionPlural':
      return `${subject.kind}:${subject.word}:${subject.person}`;
    case 'plural':
      return `plural:${subject.word}`;
    case 'pattern':
      return `pattern:${subject.pattern}:${(subject.prompt ?? '').normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()}`;
  }
}

/**
 * The spellings a typed answer may match: the word for `recall`, every accepted spelling of
 * the form for `conjugation` (from the language core), the noun's form for the noun kinds
 * (none when its table has no such form), the pattern's response for `pattern`;
 * `meaning` is graded by the learner and has none.
 */
export function cardAnswers(subject: CardSubject & { expected?: string }, verb: DictionaryVerb | null): string[] {
  switch (subject.kind) {
    case 'meaning':
      return [];
    case 'recall':
      return verb ? [verb.word] : [];
    case 'conjugation':
      if (!verb || subject.tense == null || subject.person == null) return [];
      return acceptedForms(verb, {
        tense: subject.tense as Tense,
        person: subject.person as PersonIndex,
        object: (subject.object ?? null) as ObjectPrefix | null,
      });
    case 'possession':
    case 'possessionPlural': {
      if (!verb || subject.person == null) return [];
      const form = nounForm(verb, NOUN_CARD_FORMS[subject.kind], subject.person as PersonIndex);
      return form ? [form] : [];
    }
    case 'plural': {
      const form = verb ? nounForm(verb, 'plural', null) : null;
      return form ? [form] : [];
    }
    case 'pattern':
      return subject.expected ? [subject.expected] : [];
  }
}

/** What a noun's cards are about: one per form of its table the core makes (decision 059), of the kinds asked. */
export function nounCardSubjects(
  noun: DictionaryNoun,
  kinds: readonly string[] = NOUN_CARD_KINDS,
): Array<{ kind: NounCardKind; person: PersonIndex | null }> {
  return NOUN_CARD_KINDS.filter((kind) => kinds.includes(kind)).flatMap((kind) =>
    nounForms(noun)
      .filter((form) => form.kind === NOUN_CARD_FORMS[kind])
      .map((form) => ({ kind, person: form.person })),
  );
}

/**
 * The rating a typed answer proposes (issue 31): wrong → again; right → good; right but
 * for the long vowels → hard. The learner may change it before moving on.
 */
export function proposedRating(check: Pick<AnswerCheck, 'correct' | 'exact'>): ReviewRating {
  if (!check.correct) return 'again';
  return check.exact ? 'good' : 'hard';
}
