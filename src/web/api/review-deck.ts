import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import { DEFAULT_REVIEW_SETTINGS, reviewApi } from '../../contract/api/review';
import type { ReviewRating } from '../../contract/api/review';
import type {
  AnsweredCard,
  DueCards,
  MergedDeck as MergedDeckSchema,
  ReviewAnswer,
  ReviewCard,
  ReviewSettings,
} from '../../contract/review';
import type { Tense } from '../../nahuatl';
import type { Word } from '../../contract/words';
import { withParams } from './addresses';
import { callApi, isUnreachable, requireApi } from './api-client';
import { currentEnvironment } from './environment';
import { useCurrentUser } from './current-user';
import {
  addGuestCard,
  addGuestCards,
  answerGuestCard,
  dueGuestCards,
  emptyGuestDeck,
  guestDeckForMerge,
  nothingDue,
  readGuestDeck,
  removeGuestCards,
  vocabularyCards,
  writeGuestDeck,
  type GuestDeckState,
  type NewCard,
  type WordKind,
} from './guest-deck';
import { vocabularyWords } from './resources';
import { askForBackgroundSync } from '../offline/background-sync';
import { useAnswerQueue } from '../offline/offline-stores';
import { reviewKeys, type DeckOwner } from './review-keys';
import { reviewSettingsQueryOptions } from './review-settings';
import type { AnswerQueue, QueuedAnswer } from '../offline/answer-queue';

export type { NewCard, WordKind } from './guest-deck';

/**
 * The learner's review deck (issue 31), one interface for both kinds of learner: the
 * account's deck on the server when signed in, else the guest's in this browser. The
 * vocabulary and word pages and the games add cards through it; /review studies them.
 */
export interface ReviewDeck {
  readonly owner: DeckOwner;
  due(limit: number): Promise<DueCards>;
  /**
   * Rates a card; the answer's id is made here, and a call that could not reach the server is
   * sent once more with it. Null: the answer was kept on this device, to be sent when the
   * connection returns (decision 055).
   */
  answer(
    card: ReviewCard,
    input: { rating: ReviewRating; answer: string; elapsed_ms: number },
  ): Promise<AnsweredCard | null>;
  add(card: NewCard): Promise<ReviewCard>;
  addVocabulary(
    vocabulary: number,
    options?: { kinds?: WordKind[]; tenses?: Tense[] },
  ): Promise<{ created: number; existing: number }>;
  removeVocabulary(vocabulary: number): Promise<{ removed: number }>;
  /** How many of the deck's cards are of a vocabulary's words: 0 while the learner does not study it. */
  studied(vocabulary: number): Promise<number>;
  remove(card: number): Promise<void>;
  /** A mistake in a game: added when the learner's add_mistakes setting is on (guests: on); never throws into the game. */
  addMistake(card: NewCard): Promise<void>;
}

/** The interface's time zone, whose midnight starts a guest's day. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The body of POST review-card/{id}/answer/ as the deck sends it. */
type ReviewAnswerBody = ReviewAnswer & { answer_id: string };

/** The body of POST review-card/ for one card. */
function cardBody(card: NewCard) {
  switch (card.kind) {
    case 'pattern':
      return { kind: card.kind, pattern: card.pattern, prompt: card.prompt, expected: card.expected };
    case 'conjugation':
      return { kind: card.kind, word: card.word.id, tense: card.tense, person: card.person, object: card.object };
    case 'possession':
    case 'possessionPlural':
      return { kind: card.kind, word: card.word.id, person: card.person };
    default:
      return { kind: card.kind, word: card.word.id };
  }
}

/**
 * A new answer's id. `crypto.randomUUID` exists only on secure pages (https, localhost);
 * elsewhere 16 random bytes in hex serve the same purpose.
 */
export function newAnswerId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function patchReviewSettings(changes: Partial<ReviewSettings>): Promise<ReviewSettings | null> {
  return callApi<ReviewSettings | null>(
    {
      operation: { id: 'review.log.saveSettings' },
      success: { id: 'review.log.savedSettings' },
      url: reviewApi.settings,
      method: 'PATCH',
      body: changes,
    },
    null,
  );
}

/** The due cards without those answered already (answers still on their way): they leave the list and its counts. */
export function withoutCards(due: DueCards, answered: readonly number[]): DueCards {
  const gone = new Set(answered);
  const left = due.results.filter((card) => !gone.has(card.id));
  const goneNew = due.results.filter((card) => gone.has(card.id) && card.state === 'new').length;
  return {
    ...due,
    count: Math.max(0, due.count - gone.size),
    new: Math.max(0, due.new - goneNew),
    results: left,
  };
}

/** Sends an answer given offline, with the time it was given (the server schedules the card from then). */
export const sendQueuedAnswer = (queued: QueuedAnswer): Promise<AnsweredCard> =>
  requireApi<AnsweredCard>({
    operation: { id: 'review.log.answer', values: { id: String(queued.card) } },
    success: { id: 'review.log.answered', values: { id: String(queued.card) } },
    url: reviewApi.answer(queued.card),
    method: 'POST',
    body: queued.body,
  });

/** Where the account's answers wait while there is no connection, and who gives them. */
export interface AnswerKeeping {
  user: number;
  queue: AnswerQueue;
  /** An answer was kept: its card leaves the due list on screen at once. */
  kept(card: ReviewCard): void;
}

/**
 * The signed-in learner's deck, on the server. `settings` says whether mistakes become cards;
 * with `keeping`, an answer given offline waits on this device instead of failing.
 */
export function accountDeck(
  settings: () => Promise<Pick<ReviewSettings, 'add_mistakes'> | null>,
  keeping?: AnswerKeeping,
): ReviewDeck {
  const add = (card: NewCard) =>
    requireApi<ReviewCard>({
      operation: { id: 'review.log.addCard' },
      success: (added) => ({ id: 'review.log.addedCard', values: { id: String(added.id) } }),
      url: reviewApi.cards,
      method: 'POST',
      body: cardBody(card),
    });

  /** Keeps an answer that cannot be sent now, with the moment it was given. */
  async function keep(keeper: AnswerKeeping, card: ReviewCard, body: ReviewAnswerBody, answeredAt: Date) {
    await keeper.queue.add({
      user: keeper.user,
      card: card.id,
      body: { ...body, answered_at: answeredAt.toISOString() },
    });
    void askForBackgroundSync();
    keeper.kept(card);
    return null;
  }

  async function answer(card: ReviewCard, input: { rating: ReviewRating; answer: string; elapsed_ms: number }) {
    const answeredAt = new Date();
    const body = { ...input, answer_id: newAnswerId() };
    if (keeping && !currentEnvironment().online()) return keep(keeping, card, body, answeredAt);
    const call = {
      operation: { id: 'review.log.answer', values: { id: String(card.id) } },
      success: { id: 'review.log.answered', values: { id: String(card.id) } },
      url: reviewApi.answer(card.id),
      method: 'POST',
      body,
    } as const;
    try {
      return await requireApi<AnsweredCard>(call);
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
    try {
      // The same answer_id: if the first call did reach the server, it is recorded once.
      return await requireApi<AnsweredCard>(call);
    } catch (error) {
      if (keeping && isUnreachable(error)) return keep(keeping, card, body, answeredAt);
      throw error;
    }
  }

  return {
    owner: 'account',
    due: async (limit) => {
      const due = await requireApi<DueCards>({
        operation: { id: 'review.log.fetchDue' },
        success: (fetched) => ({ id: 'review.log.fetchedDue', values: { count: fetched.results.length } }),
        url: withParams(reviewApi.due, { limit }),
      });
      if (!keeping) return due;
      return withoutCards(
        due,
        (await keeping.queue.pending(keeping.user)).map((queued) => queued.card),
      );
    },
    answer,
    add,
    addVocabulary: (vocabulary, options = {}) =>
      requireApi<{ created: number; existing: number }>({
        operation: { id: 'review.log.addVocabulary', values: { id: String(vocabulary) } },
        success: (made) => ({ id: 'review.log.addedVocabulary', values: { count: made.created } }),
        url: reviewApi.cards,
        method: 'POST',
        body: { vocabulary, ...options },
      }),
    removeVocabulary: (vocabulary) =>
      requireApi<{ removed: number }>({
        operation: { id: 'review.log.removeVocabulary', values: { id: String(vocabulary) } },
        success: (gone) => ({ id: 'review.log.removedCards', values: { count: gone.removed } }),
        url: reviewApi.remove,
        method: 'POST',
        body: { vocabulary },
      }),
    studied: (vocabulary) =>
      callApi<number>(
        {
          operation: { id: 'review.log.countVocabulary', values: { id: String(vocabulary) } },
          success: (count) => ({ id: 'review.log.countedVocabulary', values: { count } }),
          url: withParams(`${reviewApi.cards}count/`, { vocabulary }),
        },
        0,
      ),
    remove: (card) =>
      requireApi<void>({
        operation: { id: 'review.log.removeCard', values: { id: String(card) } },
        success: { id: 'review.log.removedCard', values: { id: String(card) } },
        url: reviewApi.card(card),
        method: 'DELETE',
      }),
    addMistake: async (card) => {
      try {
        if ((await settings())?.add_mistakes === false) return;
        await add(card);
      } catch {
        // Logged by the client; a game goes on.
      }
    },
  };
}

export interface GuestDeckOptions {
  storage?: Storage;
  clock?: () => Date;
  timeZone?: () => string;
  /** A vocabulary's words (the vocabulary client unless a test gives others). */
  words?: (vocabulary: number) => Promise<Word[]>;
}

const vocabularyWordsOf = async (vocabulary: number) =>
  (await vocabularyWords.list(vocabulary)).map((link) => link.nahuatl_word_data);

/** A vocabulary's words as its page and the games keep them: asked once, whoever asks first. */
const cachedVocabularyWords = async (queryClient: QueryClient, vocabulary: number) =>
  (await queryClient.ensureQueryData(vocabularyWords.listQueryOptions(vocabulary))).map(
    (link) => link.nahuatl_word_data,
  );

/** A guest's deck, kept in this browser with the server's default settings. */
export function guestDeck({
  storage = localStorage,
  clock = () => new Date(),
  timeZone = browserTimeZone,
  words = vocabularyWordsOf,
}: GuestDeckOptions = {}): ReviewDeck {
  /** Reads the deck, changes it, and keeps the change: one step, so two calls never lose each other's. */
  function change<T>(edit: (deck: GuestDeckState) => { deck: GuestDeckState } & T): T {
    const result = edit(readGuestDeck(storage));
    writeGuestDeck(storage, result.deck);
    return result;
  }
  const context = () => ({ now: clock(), timeZone: timeZone(), settings: DEFAULT_REVIEW_SETTINGS });
  const add = async (card: NewCard) => change((deck) => addGuestCard(deck, card, clock())).card;

  return {
    owner: 'guest',
    due: async (limit) => {
      const deck = readGuestDeck(storage);
      // A new guest's deck is empty: nothing to count, and no time zone to ask what day it is.
      return deck.cards.length === 0 ? nothingDue() : dueGuestCards(deck, limit, context());
    },
    answer: async (card, input) =>
      change((deck) => answerGuestCard(deck, card.id, { ...input, answer_id: newAnswerId() }, context())).answered,
    add,
    addVocabulary: async (vocabulary, options) => {
      const cards = vocabularyCards(await words(vocabulary), options);
      const { created, existing } = change((deck) => addGuestCards(deck, cards, clock()));
      return { created, existing };
    },
    removeVocabulary: async (vocabulary) => {
      const ids = new Set((await words(vocabulary)).map((word) => word.id));
      return {
        removed: change((deck) => removeGuestCards(deck, (card) => card.word !== null && ids.has(card.word))).removed,
      };
    },
    studied: async (vocabulary) => {
      const cards = readGuestDeck(storage).cards;
      if (cards.length === 0) return 0;
      const ids = new Set((await words(vocabulary)).map((word) => word.id));
      return cards.filter((card) => card.word !== null && ids.has(card.word)).length;
    },
    remove: async (id) => {
      change((deck) => removeGuestCards(deck, (card) => card.id === id));
    },
    addMistake: async (card) => {
      try {
        await add(card);
      } catch {
        // A full or blocked storage: the game goes on.
      }
    },
  };
}

/** After a write: the due cards and the badge are asked again. */
function refreshing(deck: ReviewDeck, queryClient: QueryClient): ReviewDeck {
  const after =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write(...args);
      } finally {
        void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      }
    };
  return {
    owner: deck.owner,
    due: deck.due,
    answer: after(deck.answer),
    add: after(deck.add),
    addVocabulary: after(deck.addVocabulary),
    removeVocabulary: after(deck.removeVocabulary),
    studied: deck.studied,
    remove: after(deck.remove),
    addMistake: after(deck.addMistake),
  };
}

/** Takes an answered card out of every due list on screen (and in the saved copy), before the server knows of it. */
function dropFromDueLists(queryClient: QueryClient, card: ReviewCard): void {
  queryClient.setQueriesData<DueCards>(
    { queryKey: reviewKeys.dueOf('account') },
    (due) => due && withoutCards(due, [card.id]),
  );
}

/**
 * The account's deck when signed in, else the guest deck; every write refreshes the due cards.
 * With the app's offline stores, the account's answers given offline wait on this device.
 */
export function useReviewDeck(): ReviewDeck {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const queue = useAnswerQueue();
  const userId = user?.id ?? null;
  return useMemo(() => reviewDeckFor(queryClient, userId, queue), [userId, queue, queryClient]);
}

/** Drawn on the server (decision 073), where there is no storage, a guest's deck is in the browser: all it is asked waits for it. */
function deckInTheBrowser(): ReviewDeck {
  const waits = () => new Promise<never>(() => undefined);
  return {
    owner: 'guest',
    due: waits,
    answer: waits,
    add: waits,
    addVocabulary: waits,
    removeVocabulary: waits,
    studied: waits,
    remove: waits,
    addMistake: waits,
  };
}

/** {@link useReviewDeck} outside a render: the deck of the learner `userId` (null: the guest's). */
export function reviewDeckFor(queryClient: QueryClient, userId: number | null, queue: AnswerQueue | null): ReviewDeck {
  const keeping =
    queue && userId !== null
      ? { user: userId, queue, kept: (card: ReviewCard) => dropFromDueLists(queryClient, card) }
      : undefined;
  const deck =
    userId !== null
      ? accountDeck(() => queryClient.fetchQuery({ ...reviewSettingsQueryOptions(), staleTime: 60_000 }), keeping)
      : currentEnvironment().storage()
        ? guestDeck({ words: (vocabulary) => cachedVocabularyWords(queryClient, vocabulary) })
        : deckInTheBrowser();
  return refreshing(deck, queryClient);
}

/** The cards to study now (`limit` of them; 0 for the counts only), once it is known who is asking. */
export function useDueCards(limit: number) {
  const deck = useReviewDeck();
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: reviewKeys.due(deck.owner, limit),
    queryFn: () => deck.due(limit),
    enabled: user !== undefined,
    staleTime: 0,
  });
}

/**
 * How many of the learner's cards are of a vocabulary's words (0: they do not study it); asked
 * again after every write to the deck, as the due cards are.
 */
export function useStudiedCards(vocabulary: number) {
  const deck = useReviewDeck();
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: [...reviewKeys.all, 'studied', deck.owner, vocabulary],
    queryFn: () => deck.studied(vocabulary),
    enabled: user !== undefined,
  });
}

/** The accounts whose time zone this page has already stored. */
const zoneStored = new Set<number>();

/**
 * A signed-in learner's day starts at midnight where they are: when their review settings
 * name another time zone than this browser's, it is stored once per page load.
 */
export function useTimeZoneSync(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const settings = useQuery({ ...reviewSettingsQueryOptions(), enabled: Boolean(user) });
  const stored = settings.data?.time_zone;
  useEffect(() => {
    // Only a signed-in learner's zone is stored: a guest's page does not start the time zone
    // data (some 10 ms on a phone) for nothing.
    if (!user || stored === undefined || zoneStored.has(user.id)) return;
    const zone = browserTimeZone();
    if (stored === zone) return;
    zoneStored.add(user.id);
    void patchReviewSettings({ time_zone: zone }).then(
      (saved) => {
        if (saved) queryClient.setQueryData(reviewKeys.settings, saved);
        void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      },
      // Offline: stored when the settings are read again online.
      () => zoneStored.delete(user.id),
    );
  }, [user, stored, queryClient]);
}

export type MergedDeck = z.infer<typeof MergedDeckSchema>;

/** How many cards this browser's guest deck holds (offered to the account at sign-up and log-in). */
export const guestCardCount = (storage: Storage = localStorage): number => readGuestDeck(storage).cards.length;

/**
 * The guest's deck joins the signed-in account's (POST review-card/merge/, cards with their
 * answers). The browser's copy is cleared only once the server has taken it: nothing is lost.
 */
export async function mergeGuestDeck(storage: Storage = localStorage): Promise<MergedDeck> {
  const merged = await requireApi<MergedDeck>({
    operation: { id: 'review.log.merge' },
    success: (result) => ({ id: 'review.log.merged', values: { count: result.added + result.updated } }),
    url: reviewApi.merge,
    method: 'POST',
    body: await guestDeckForMerge(readGuestDeck(storage)),
  });
  writeGuestDeck(storage, emptyGuestDeck());
  return merged;
}
