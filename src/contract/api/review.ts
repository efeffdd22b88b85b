import {
  acceptedForms,
  nounForm,
  nounForms,
  type AnswerCheck,
  type DictionaryNoun,
  type DictionaryVerb,
  type NounFormKind,
  type ObjectPrefix,
  type PersonIndex,
  type Tense,
} from '../../nahuatl';
import type { FilterDeclarations } from '../resource';

/*
 * The review deck as both sides need it at run time, without its schemas (`contract/review.ts`;
 * decision 073): what a card asks, its addresses and defaults, and what it accepts, the same on
 * the server and in a guest's browser.
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

/** A learner's review settings until they change them (the shape `ReviewSettings` in `../review.ts`). */
export const DEFAULT_REVIEW_SETTINGS = {
  desired_retention: 0.9,
  new_per_day: 20,
  max_reviews_per_day: 200,
  add_mistakes: true,
  time_zone: 'UTC',
};

/** The bounds of the review settings a learner may choose, for the API's check and the form's (decision 077). */
export const REVIEW_SETTING_LIMITS = {
  desired_retention: { min: 0.7, max: 0.99 },
  new_per_day: { min: 0, max: 1000 },
  max_reviews_per_day: { min: 1, max: 10000 },
} as const;

/** Whether the runtime knows a time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The addresses of the review API, and the filters of its lists (the learner's own records only). */
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
  /** review-card/ and its count/: `due` (learnt cards due now), `kind`, the words of a `vocabulary`. */
  cardFilters: { due: 'boolean', kind: 'exact', vocabulary: 'id' },
  logFilters: { card: 'id', kind: 'exact' },
} as const satisfies { cardFilters: FilterDeclarations; logFilters: FilterDeclarations } & Record<string, unknown>;

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
