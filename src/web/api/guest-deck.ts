import { cardAnswers, cardKey, WORD_KINDS } from '../../contract/api/review';
import type { ReviewRating, WordKind } from '../../contract/api/review';
import type {
  AnsweredCard,
  DueCards,
  GuestCard,
  ReviewCard,
  ReviewLogEntry,
  ReviewSettings,
  ReviewWord,
} from '../../contract/review';
import { answer, dayIn, endOfDay, memoryOf, newMemory, schedulerFor } from '../../contract/review-schedule';
import type { Word } from '../../contract/words';
import type { NewCard } from './new-card';
import { nounCards } from './noun-cards';
import { GUEST_DECK_CHANGED, GUEST_DECK_KEY } from './review-keys';
import { acceptedForms, defaultObject, isVerb, PERSON_INDICES, type ObjectPrefix, type Tense } from '../../nahuatl';
import { dictionaryVerb } from './dictionary-verb';

/**
 * A guest's review deck (issue 31): the same cards, answers and daily limits as the
 * server's, kept in this browser until they sign up and merge it into their account. Pure
 * functions of the deck and an injected clock; `review-deck.ts` stores it in localStorage.
 */

export type { NewCard } from './new-card';

/** A guest's card: the server's shape, with a pattern card's expected response kept for the merge. */
export interface GuestDeckCard extends ReviewCard {
  expected: string;
}

export interface GuestDeckState {
  version: 1;
  cards: GuestDeckCard[];
  /** Every answer, oldest first; a removed card's answers stay (with `card: null`) for the day's counts. */
  logs: ReviewLogEntry[];
}

export const emptyGuestDeck = (): GuestDeckState => ({ version: 1, cards: [], logs: [] });

/** The deck kept in `storage`; an empty one when there is none or it cannot be read. */
export function readGuestDeck(storage: Pick<Storage, 'getItem'>): GuestDeckState {
  try {
    const stored = JSON.parse(storage.getItem(GUEST_DECK_KEY) ?? 'null') as Partial<GuestDeckState> | null;
    if (stored?.version !== 1 || !Array.isArray(stored.cards) || !Array.isArray(stored.logs)) return emptyGuestDeck();
    return { version: 1, cards: stored.cards, logs: stored.logs };
  } catch {
    return emptyGuestDeck();
  }
}

export function writeGuestDeck(storage: Pick<Storage, 'setItem' | 'removeItem'>, deck: GuestDeckState): void {
  if (deck.cards.length === 0 && deck.logs.length === 0) storage.removeItem(GUEST_DECK_KEY);
  else storage.setItem(GUEST_DECK_KEY, JSON.stringify(deck));
  // The menu's badge counts a guest's deck only once there is one (decision 073).
  window.dispatchEvent(new Event(GUEST_DECK_CHANGED));
}

const nextId = (records: readonly { id: number }[]) =>
  records.reduce((high, record) => Math.max(high, record.id), 0) + 1;

function wordData(word: Word): ReviewWord {
  const { id, type, variant, definition_spanish, definition_english } = word;
  return { id, word: word.word, type, variant, definition_spanish, definition_english };
}

/** What a new card is about, in the fields of a stored card. */
function subjectOf(card: NewCard) {
  if (card.kind === 'pattern') {
    return {
      kind: card.kind,
      word: null,
      pattern: card.pattern,
      tense: null,
      person: null,
      object: null,
      prompt: card.prompt,
      expected: card.expected,
    };
  }
  const conjugation = card.kind === 'conjugation' ? card : null;
  return {
    kind: card.kind,
    word: card.word.id,
    pattern: null,
    tense: conjugation?.tense ?? null,
    person: 'person' in card ? card.person : null,
    object: conjugation ? (conjugation.object ?? null) : null,
    prompt: '',
    expected: '',
  };
}

/** The card a new card becomes: never studied, due now, with the answers it accepts. */
function freshCard(card: NewCard, id: number, now: Date): GuestDeckCard {
  const subject = subjectOf(card);
  // A noun's card asks a form built on its owned form (decisions 056, 059).
  const verb = card.kind === 'pattern' ? null : { ...dictionaryVerb(card.word), owned: card.word.owned };
  return {
    id,
    ...subject,
    answers: cardAnswers(subject, verb),
    word_data: card.kind === 'pattern' ? null : wordData(card.word),
    created_at: now.toISOString(),
    ...newMemory(now),
  };
}

/** Adds a card, or finds the one the guest already has about the same thing (one per `cardKey`). */
export function addGuestCard(
  deck: GuestDeckState,
  card: NewCard,
  now: Date,
): { deck: GuestDeckState; card: GuestDeckCard; created: boolean } {
  const key = cardKey(subjectOf(card));
  const existing = deck.cards.find((other) => cardKey(other) === key);
  if (existing) return { deck, card: existing, created: false };
  const added = freshCard(card, nextId(deck.cards), now);
  return { deck: { ...deck, cards: [...deck.cards, added] }, card: added, created: true };
}

/** Adds many cards; how many were new and how many the guest had already. */
export function addGuestCards(
  deck: GuestDeckState,
  cards: readonly NewCard[],
  now: Date,
): { deck: GuestDeckState; created: number; existing: number } {
  let current = deck;
  let created = 0;
  for (const card of cards) {
    const result = addGuestCard(current, card, now);
    current = result.deck;
    if (result.created) created += 1;
  }
  return { deck: current, created, existing: cards.length - created };
}

export type { WordKind } from '../../contract/api/review';
const DEFAULT_TENSES: readonly Tense[] = ['present'];

/**
 * A vocabulary's cards, as the server makes them: each word's meaning and recall cards, for a
 * verb every person of each tense with the verb's default object, and for a noun every form
 * of its table of the noun kinds asked (decision 059).
 */
export function vocabularyCards(
  words: readonly Word[],
  { kinds = WORD_KINDS, tenses = DEFAULT_TENSES }: { kinds?: readonly WordKind[]; tenses?: readonly Tense[] } = {},
): NewCard[] {
  const cards: NewCard[] = [];
  for (const word of words) {
    if (kinds.includes('meaning')) cards.push({ kind: 'meaning', word });
    if (kinds.includes('recall')) cards.push({ kind: 'recall', word });
    cards.push(...nounCards(word, kinds));
    if (!kinds.includes('conjugation') || !isVerb(word.type)) continue;
    const verb = dictionaryVerb(word);
    const object = defaultObject(verb);
    for (const tense of tenses) {
      for (const person of PERSON_INDICES) {
        if (acceptedForms(verb, { tense, person, object }).length > 0)
          cards.push({ kind: 'conjugation', word, tense, person, object });
      }
    }
  }
  return cards;
}

/** Takes out cards; their answers stay in the log, no longer tied to a card. */
export function removeGuestCards(
  deck: GuestDeckState,
  remove: (card: GuestDeckCard) => boolean,
): { deck: GuestDeckState; removed: number } {
  const gone = new Set(deck.cards.filter(remove).map((card) => card.id));
  if (gone.size === 0) return { deck, removed: 0 };
  return {
    deck: {
      ...deck,
      cards: deck.cards.filter((card) => !gone.has(card.id)),
      logs: deck.logs.map((log) => (log.card !== null && gone.has(log.card) ? { ...log, card: null } : log)),
    },
    removed: gone.size,
  };
}

export interface GuestAnswer {
  rating: ReviewRating;
  answer: string;
  elapsed_ms: number;
  answer_id: string;
}

type ScheduleContext = { now: Date; timeZone: string; settings: Pick<ReviewSettings, 'desired_retention'> };

/**
 * Rates a card at `now`: its new memory from ts-fsrs, and the answer in the log. The same
 * `answer_id` a second time changes nothing and answers as the first time did.
 */
export function answerGuestCard(
  deck: GuestDeckState,
  cardId: number,
  input: GuestAnswer,
  { now, timeZone, settings }: ScheduleContext,
): { deck: GuestDeckState; answered: AnsweredCard } {
  const card = deck.cards.find((other) => other.id === cardId);
  if (!card) throw new RangeError(`No card ${cardId} in the guest deck.`);
  const earlier = deck.logs.find((log) => log.answer_id === input.answer_id && log.card === cardId);
  if (earlier) return { deck, answered: { card, log: earlier } };
  const scheduled = answer(memoryOf(card), input.rating, now, schedulerFor(settings));
  const updated: GuestDeckCard = { ...card, ...scheduled.memory };
  const log: ReviewLogEntry = {
    id: nextId(deck.logs),
    card: card.id,
    kind: card.kind,
    word: card.word,
    answer_id: input.answer_id,
    answer: input.answer,
    elapsed_ms: input.elapsed_ms,
    day: dayIn(now, timeZone),
    ...scheduled.log,
  };
  return {
    deck: {
      ...deck,
      cards: deck.cards.map((other) => (other.id === cardId ? updated : other)),
      logs: [...deck.logs, log],
    },
    answered: { card: updated, log },
  };
}

type DueContext = {
  now: Date;
  timeZone: string;
  settings: Pick<ReviewSettings, 'new_per_day' | 'max_reviews_per_day'>;
};

const byDue = (a: ReviewCard, b: ReviewCard) => a.due.localeCompare(b.due) || a.id - b.id;

/** What a deck without cards has due: nothing, and no card to come. */
export const nothingDue = (): DueCards => ({ count: 0, new: 0, next_due: null, results: [] });

/**
 * The cards to study now, as the server picks them: learning cards once due, reviews due
 * today within the day's review limit, then new cards within the day's new-card limit (both
 * counted from today's answers in the log). `next_due`: when the next card becomes available.
 */
export function dueGuestCards(deck: GuestDeckState, limit: number, { now, timeZone, settings }: DueContext): DueCards {
  const today = dayIn(now, timeZone);
  const tomorrow = endOfDay(today, timeZone);
  const answeredToday = deck.logs.filter((log) => log.day === today);
  const reviewsLeft = Math.max(
    0,
    settings.max_reviews_per_day - answeredToday.filter((log) => log.state_before === 'review').length,
  );
  const newLeft = Math.max(0, settings.new_per_day - answeredToday.filter((log) => log.state_before === 'new').length);

  const learning = deck.cards.filter((card) => card.state === 'learning' || card.state === 'relearning').sort(byDue);
  const reviews = deck.cards.filter((card) => card.state === 'review').sort(byDue);
  const fresh = deck.cards
    .filter((card) => card.state === 'new')
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);

  const learningNow = learning.filter((card) => new Date(card.due) <= now);
  // As the server: a card in review is shown once it is due, as FSRS dated it.
  const reviewsNow = reviews.filter((card) => new Date(card.due) <= now);
  const available = [...learningNow, ...reviewsNow.slice(0, reviewsLeft), ...fresh.slice(0, newLeft)];

  const later = [
    ...learning.filter((card) => new Date(card.due) > now).map((card) => new Date(card.due)),
    ...reviews.filter((card) => new Date(card.due) > now).map((card) => new Date(card.due)),
    ...(reviewsNow.length > reviewsLeft || fresh.length > newLeft ? [tomorrow] : []),
  ];
  const next = later.reduce<Date | null>((soonest, at) => (soonest === null || at < soonest ? at : soonest), null);

  return {
    count: available.length,
    new: available.filter((card) => card.state === 'new').length,
    next_due: next === null ? null : next.toISOString(),
    results: available.slice(0, Math.max(0, limit)),
  };
}

/**
 * The deck as POST review-card/merge/ takes it: each card with its answers. The answers'
 * schema is loaded here, by the merge, rather than with the deck (decision 073).
 */
export async function guestDeckForMerge(deck: GuestDeckState): Promise<{ cards: GuestCard[] }> {
  const { GuestLog } = await import('../../contract/review');
  return {
    cards: deck.cards.map((card) => ({
      ...memoryOf(card),
      kind: card.kind,
      word: card.word,
      tense: card.tense as Tense | null,
      person: card.person,
      object: card.object as ObjectPrefix | null,
      pattern: card.pattern,
      prompt: card.prompt,
      expected: card.expected,
      created_at: card.created_at,
      logs: deck.logs
        .filter((log) => log.card === card.id)
        // The fields the merge takes, and no more (a guest's log also holds its card's id).
        .map((log) => GuestLog.parse(log)),
    })),
  };
}
