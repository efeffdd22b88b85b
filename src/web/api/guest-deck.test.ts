import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS } from '../../contract/api/review';
import { GuestDeck } from '../../contract/review';
import { word } from '../test/fixtures';
import {
  addGuestCard,
  addGuestCards,
  answerGuestCard,
  dueGuestCards,
  emptyGuestDeck,
  guestDeckForMerge,
  readGuestDeck,
  removeGuestCards,
  vocabularyCards,
  writeGuestDeck,
  type GuestDeckState,
} from './guest-deck';
import { GUEST_DECK_KEY } from './review-keys';

const zone = 'America/Mexico_City';
// 10:00 in Mexico City.
const morning = new Date('2026-03-12T16:00:00Z');
const minutes = (count: number) => new Date(morning.getTime() + count * 60_000);
const settings = DEFAULT_REVIEW_SETTINGS;
const at = (now: Date) => ({ now, timeZone: zone, settings });

const cochi = word(7, 'cochi');
let answers = 0;
const rate = (deck: GuestDeckState, id: number, rating: 'again' | 'hard' | 'good' | 'easy', now = morning) =>
  answerGuestCard(
    deck,
    id,
    { rating, answer: 'cochi', elapsed_ms: 3000, answer_id: `answer-${(answers += 1)}` },
    at(now),
  );

describe('the guest deck', () => {
  it('keeps one card per subject: adding the same card twice gives the first', () => {
    const first = addGuestCard(emptyGuestDeck(), { kind: 'recall', word: cochi }, morning);
    const again = addGuestCard(first.deck, { kind: 'recall', word: cochi }, minutes(5));
    expect(again.created).toBe(false);
    expect(again.card).toEqual(first.card);
    expect(again.deck.cards).toHaveLength(1);
    expect(first.card).toMatchObject({
      kind: 'recall',
      word: 7,
      answers: ['cochi'],
      state: 'new',
      due: morning.toISOString(),
    });
    expect(first.card.word_data).toMatchObject({ word: 'cochi', definition_spanish: ['dormir'] });
  });

  it('gives a conjugation card the accepted forms of its verb', () => {
    const { card } = addGuestCard(
      emptyGuestDeck(),
      { kind: 'conjugation', word: cochi, tense: 'present', person: 3, object: null },
      morning,
    );
    expect(card.answers[0]).toBe('ticochih');
  });

  it('brings a card answered Again back within minutes, and one answered Easy not today', () => {
    let deck = addGuestCards(
      emptyGuestDeck(),
      [
        { kind: 'recall', word: cochi },
        { kind: 'meaning', word: cochi },
      ],
      morning,
    ).deck;
    deck = rate(deck, 1, 'again').deck;
    deck = rate(deck, 2, 'easy').deck;
    expect(dueGuestCards(deck, 10, at(morning)).count).toBe(0);
    const soon = dueGuestCards(deck, 10, at(minutes(10)));
    expect(soon.results.map((card) => card.id)).toEqual([1]);
    const evening = new Date('2026-03-13T05:59:00Z'); // 23:59 the same day in Mexico City
    expect(dueGuestCards(deck, 10, at(evening)).results.map((card) => card.id)).toEqual([1]);
    expect(new Date(deck.cards[1]!.due).getTime()).toBeGreaterThan(evening.getTime());
  });

  it('shows a card in review once it is due, as the server does, not earlier the same day', () => {
    let deck = addGuestCard(emptyGuestDeck(), { kind: 'meaning', word: cochi }, morning).deck;
    deck = rate(deck, 1, 'good').deck;
    deck = rate(deck, 1, 'good', minutes(10)).deck;
    const card = deck.cards[0]!;
    expect(card.state).toBe('review');
    const due = new Date(card.due);
    expect(dueGuestCards(deck, 10, at(new Date(due.getTime() - 60_000))).count).toBe(0);
    expect(dueGuestCards(deck, 10, at(new Date(due.getTime() - 60_000))).next_due).toBe(card.due);
    expect(dueGuestCards(deck, 10, at(due)).results.map((shown) => shown.id)).toEqual([1]);
  });

  it('says when the next card falls due', () => {
    let deck = addGuestCard(emptyGuestDeck(), { kind: 'recall', word: cochi }, morning).deck;
    deck = rate(deck, 1, 'again').deck;
    expect(dueGuestCards(deck, 10, at(morning)).next_due).toBe(deck.cards[0]!.due);
    expect(dueGuestCards(emptyGuestDeck(), 10, at(morning))).toEqual({ count: 0, new: 0, next_due: null, results: [] });
  });

  it('introduces at most the day’s new cards, and more the next day', () => {
    const words = Array.from({ length: 25 }, (_, index) => word(100 + index, `word${index}`));
    let deck = addGuestCards(emptyGuestDeck(), vocabularyCards(words, { kinds: ['meaning'] }), morning).deck;
    expect(dueGuestCards(deck, 0, at(morning))).toMatchObject({ count: 20, new: 20, results: [] });
    for (let id = 1; id <= 20; id += 1) deck = rate(deck, id, 'easy').deck;
    const later = dueGuestCards(deck, 50, at(minutes(30)));
    expect(later.count).toBe(0);
    // The day's limit is reached: the next new card comes at midnight, Mexico City time.
    expect(later.next_due).toBe('2026-03-13T06:00:00.000Z');
    expect(dueGuestCards(deck, 50, at(new Date('2026-03-13T06:00:00Z'))).new).toBe(5);
  });

  it('keeps every answer in the log, and the same answer twice once', () => {
    const deck = addGuestCard(emptyGuestDeck(), { kind: 'recall', word: cochi }, morning).deck;
    const input = { rating: 'good' as const, answer: 'cochi', elapsed_ms: 2500, answer_id: 'same-answer' };
    const first = answerGuestCard(deck, 1, input, at(morning));
    const retried = answerGuestCard(first.deck, 1, input, at(minutes(1)));
    expect(retried.deck).toBe(first.deck);
    expect(retried.answered).toEqual(first.answered);
    expect(first.deck.logs).toEqual([
      expect.objectContaining({
        card: 1,
        answer: 'cochi',
        rating: 'good',
        elapsed_ms: 2500,
        day: '2026-03-12',
        state_before: 'new',
        state_after: 'learning',
      }),
    ]);
    const removed = removeGuestCards(first.deck, (card) => card.id === 1);
    expect(removed).toMatchObject({ removed: 1, deck: { cards: [], logs: [expect.objectContaining({ card: null })] } });
  });

  it('makes a vocabulary’s cards: meaning and recall of each word, and every person of a verb’s tenses', () => {
    const cards = vocabularyCards([cochi, word(8, 'calli', { type: 'n' })], { tenses: ['present', 'future'] });
    expect(cards.filter((card) => card.kind === 'conjugation')).toHaveLength(12);
    expect(
      cards
        .map((card) => ('word' in card && card.kind !== 'conjugation' ? `${card.kind} ${card.word.word}` : card.kind))
        .filter((text) => text !== 'conjugation'),
    ).toEqual(['meaning cochi', 'recall cochi', 'meaning calli', 'recall calli']);
  });

  it('is sent to the account as the merge takes it, and kept in storage', async () => {
    let deck = addGuestCard(
      emptyGuestDeck(),
      { kind: 'pattern', pattern: 3, prompt: 'Niccua', expected: 'Ticcua' },
      morning,
    ).deck;
    deck = rate(deck, 1, 'good').deck;
    const merge = await guestDeckForMerge(deck);
    expect(GuestDeck.safeParse(merge).success).toBe(true);
    expect(merge.cards[0]).toMatchObject({
      kind: 'pattern',
      expected: 'Ticcua',
      logs: [expect.objectContaining({ rating: 'good' })],
    });

    const storage = new Map<string, string>();
    const store = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    writeGuestDeck(store, deck);
    expect(readGuestDeck(store)).toEqual(deck);
    writeGuestDeck(store, emptyGuestDeck());
    expect(storage.has(GUEST_DECK_KEY)).toBe(false);
    storage.set(GUEST_DECK_KEY, '{not json');
    expect(readGuestDeck(store)).toEqual(emptyGuestDeck());
  });
});
