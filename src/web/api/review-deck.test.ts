import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { AnswerQueue } from '../offline/answer-queue';
import { reviewApi } from '../../contract/api/review';
import type { ReviewCard } from '../../contract/review';
import { newMemory } from '../../contract/review-schedule';
import { ana, word } from '../test/fixtures';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { accountDeck, guestDeck } from './review-deck';

setUpScreenTests();

const cochi = word(7, 'cochi');
const card: ReviewCard = {
  id: 41,
  kind: 'recall',
  word: 7,
  pattern: null,
  tense: null,
  person: null,
  object: null,
  prompt: '',
  answers: ['cochi'],
  word_data: null,
  created_at: '2026-03-12T16:00:00.000Z',
  ...newMemory(new Date('2026-03-12T16:00:00Z')),
};

const deckWith = (addMistakes = true) => accountDeck(async () => ({ add_mistakes: addMistakes }));

describe('the account’s review deck', () => {
  it('asks the API at its addresses with the contract’s bodies', async () => {
    const requests = serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 0, new: 0, next_due: null, results: [] }],
      [`POST ${reviewApi.cards}`]: (body) => [
        201,
        (body as { vocabulary?: number }).vocabulary ? { created: 3, existing: 1 } : card,
      ],
      [`POST ${reviewApi.remove}`]: () => [200, { removed: 4 }],
      [`DELETE ${reviewApi.card(41)}`]: () => [204, null],
    });
    const deck = deckWith();
    expect(deck.owner).toBe('account');
    await deck.due(5);
    await deck.add({ kind: 'recall', word: cochi });
    await deck.add({ kind: 'conjugation', word: cochi, tense: 'future', person: 3, object: null });
    await deck.add({ kind: 'pattern', pattern: 2, prompt: 'Niccua', expected: 'Ticcua' });
    await deck.add({ kind: 'possessionPlural', word: cochi, person: 3 });
    await deck.add({ kind: 'plural', word: cochi });
    expect(await deck.addVocabulary(9, { tenses: ['present', 'past'] })).toEqual({ created: 3, existing: 1 });
    expect(await deck.removeVocabulary(9)).toEqual({ removed: 4 });
    await deck.remove(41);
    expect(requests).toEqual([
      { call: 'GET /utoaztecan/api/review-card/due/?limit=5', body: undefined },
      { call: 'POST /utoaztecan/api/review-card/', body: { kind: 'recall', word: 7 } },
      {
        call: 'POST /utoaztecan/api/review-card/',
        body: { kind: 'conjugation', word: 7, tense: 'future', person: 3, object: null },
      },
      {
        call: 'POST /utoaztecan/api/review-card/',
        body: { kind: 'pattern', pattern: 2, prompt: 'Niccua', expected: 'Ticcua' },
      },
      { call: 'POST /utoaztecan/api/review-card/', body: { kind: 'possessionPlural', word: 7, person: 3 } },
      { call: 'POST /utoaztecan/api/review-card/', body: { kind: 'plural', word: 7 } },
      { call: 'POST /utoaztecan/api/review-card/', body: { vocabulary: 9, tenses: ['present', 'past'] } },
      { call: 'POST /utoaztecan/api/review-card/remove/', body: { vocabulary: 9 } },
      { call: 'DELETE /utoaztecan/api/review-card/41/', body: undefined },
    ]);
  });

  it('sends an answer that could not reach the server once more, with the same answer_id', async () => {
    const bodies: unknown[] = [];
    const answered = { card, log: { id: 1 } };
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      if (bodies.length === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answered), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    expect(await deckWith().answer(card, { rating: 'good', answer: 'cochi', elapsed_ms: 4200 })).toEqual(answered);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]).toMatchObject({
      rating: 'good',
      answer: 'cochi',
      elapsed_ms: 4200,
      answer_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
  });

  it('keeps an answer that cannot reach the server on this device, and leaves its card out of the due list', async () => {
    const queue = new AnswerQueue('review-deck-test');
    const kept: number[] = [];
    const deck = accountDeck(async () => null, { user: 1, queue, kept: (gone) => kept.push(gone.id) });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await deck.answer(card, { rating: 'hard', answer: 'cochi', elapsed_ms: 3000 })).toBeNull();
    expect(kept).toEqual([41]);
    const [queued] = await queue.pending(1);
    expect(queued).toMatchObject({ user: 1, card: 41, body: { rating: 'hard', answer: 'cochi', elapsed_ms: 3000 } });
    expect(Date.parse(queued!.body.answered_at)).not.toBeNaN();

    serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 2, new: 2, next_due: null, results: [card, { ...card, id: 42 }] }],
    });
    expect(await deck.due(20)).toMatchObject({ count: 1, new: 1, results: [{ id: 42 }] });
  });

  it('adds a game’s mistake only when the learner wants them, and never throws into the game', async () => {
    const requests = serveApi(ana, { [`POST ${reviewApi.cards}`]: () => [500, { detail: 'Server error.' }] });
    await expect(deckWith(true).addMistake({ kind: 'recall', word: cochi })).resolves.toBeUndefined();
    await deckWith(false).addMistake({ kind: 'recall', word: cochi });
    expect(requests.filter((request) => request.call.startsWith('POST'))).toHaveLength(1);
  });
});

describe('the guest’s review deck', () => {
  it('adds a vocabulary’s words from the vocabulary, and takes them out again', async () => {
    localStorage.clear();
    const deck = guestDeck({ words: async () => [cochi], clock: () => new Date('2026-03-12T16:00:00Z') });
    expect(await deck.addVocabulary(9)).toEqual({ created: 8, existing: 0 });
    expect(await deck.addVocabulary(9)).toEqual({ created: 0, existing: 8 });
    const due = await deck.due(3);
    expect(due).toMatchObject({ count: 8, new: 8 });
    expect(due.results).toHaveLength(3);
    await deck.answer(due.results[0]!, { rating: 'easy', answer: '', elapsed_ms: 1000 });
    expect((await deck.due(0)).count).toBe(7);
    expect(await deck.removeVocabulary(9)).toEqual({ removed: 8 });
    expect((await deck.due(0)).count).toBe(0);
  });
});
