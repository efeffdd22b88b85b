import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reviewApi } from '../../contract/api/review';
import { reportReach } from '../api/connection';
import { createQueryClient } from '../api/query-client';
import type { ReviewCard } from '../../contract/review';
import { newMemory } from '../../contract/review-schedule';
import { ana } from '../test/fixtures';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { goOffline, goOnline, renderWithSavedData } from '../test/offline-test-app';
import { AnswerQueue } from './answer-queue';
import { savedQueries } from './saved-queries';

setUpScreenTests();
afterEach(() => onlineManager.setOnline(true));

/** A meaning card of the account's deck, new and due now. */
const meaningCard = (id: number, word: string, meaning: string): ReviewCard => ({
  id,
  kind: 'meaning',
  word: id,
  pattern: null,
  tense: null,
  person: null,
  object: null,
  prompt: '',
  answers: [],
  word_data: { id, word, type: 'tlach2', variant: null, definition_english: [meaning], definition_spanish: [] },
  created_at: new Date().toISOString(),
  ...newMemory(new Date()),
});

const CARDS = [meaningCard(41, 'cochi', 'to sleep'), meaningCard(42, 'chōca', 'to cry')];

/** Reveals the card shown and rates it Good, as a learner does with the keyboard. */
async function answerGood(word: string) {
  await screen.findByText(word);
  fireEvent.keyDown(document.body, { key: ' ' });
  fireEvent.keyDown(document.body, { key: '3' });
}

describe('the review deck offline', () => {
  it('keeps the answers given offline, goes on to the next card, and sends them once, in order, when back online', async () => {
    const dbName = 'review-offline-test';
    serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 2, new: 2, next_due: null, results: CARDS }],
    });
    renderWithSavedData('/review', dbName, savedQueries(dbName));
    await screen.findByText('2 cards to review');

    goOffline();
    await answerGood('cochi');
    expect(
      await screen.findByText('1 answer is saved on this device and will be sent when the connection returns.'),
    ).toBeTruthy();
    await answerGood('chōca');
    expect(
      await screen.findByText('2 answers are saved on this device and will be sent when the connection returns.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Session complete' })).toBeTruthy();

    const requests = serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 0, new: 0, next_due: null, results: [] }],
      [`POST ${reviewApi.answer(41)}`]: () => [200, { card: CARDS[0], log: {} }],
      [`POST ${reviewApi.answer(42)}`]: () => [200, { card: CARDS[1], log: {} }],
    });
    goOnline();
    await waitFor(() => expect(screen.queryByText(/saved on this device/)).toBeNull());
    const answers = requests.filter((request) => request.call.startsWith('POST'));
    expect(answers.map((request) => request.call)).toEqual([
      `POST ${reviewApi.answer(41)}`,
      `POST ${reviewApi.answer(42)}`,
    ]);
    expect(answers[0]?.body).toMatchObject({
      rating: 'good',
      answer_id: expect.any(String),
      answered_at: expect.any(String),
    });
  });

  it('sends them when a request reaches the server again, though the phone never said it was offline, and says when', async () => {
    const dbName = 'review-lie-fi-test';
    serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 2, new: 2, next_due: null, results: CARDS }],
    });
    renderWithSavedData('/review', dbName, savedQueries(dbName));
    await screen.findByText('2 cards to review');

    // Every request fails, and navigator.onLine stays true.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await answerGood('cochi');
    expect(
      await screen.findByText('1 answer is saved on this device and will be sent when the connection returns.'),
    ).toBeTruthy();

    const requests = serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 1, new: 1, next_due: null, results: [CARDS[1]] }],
      [`POST ${reviewApi.answer(41)}`]: () => [200, { card: CARDS[0], log: {} }],
    });
    // What the connection's re-check does when the server answers again.
    reportReach(true);
    expect(await screen.findByText(/^1 answer given offline was sent \(\d{1,2}:\d{2}/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/saved on this device/)).toBeNull());
    expect(requests.filter((request) => request.call.startsWith('POST')).map((request) => request.call)).toEqual([
      `POST ${reviewApi.answer(41)}`,
    ]);
  });

  it('keeps them when the session ended meanwhile, asks the learner to sign in, and sends them after', async () => {
    const dbName = 'review-session-ended-test';
    const queryClient = createQueryClient();
    serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 2, new: 2, next_due: null, results: CARDS }],
    });
    renderWithSavedData('/review', dbName, savedQueries(dbName), queryClient);
    await screen.findByText('2 cards to review');
    goOffline();
    await answerGood('cochi');
    await screen.findByText(/^1 answer is saved on this device/);

    // Signed out elsewhere: the answer is refused with 403, and the app now reads a guest.
    serveApi(null, {
      [`GET ${reviewApi.due}`]: () => [403, { detail: 'Authentication credentials were not provided.' }],
      [`POST ${reviewApi.answer(41)}`]: () => [403, { detail: 'Authentication credentials were not provided.' }],
    });
    goOnline();
    const prompt = await screen.findByText(/1 review answer given offline waits on this device/);
    expect(within(prompt).getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe(
      '/accounts/login/?next=%2Freview',
    );
    expect(await new AnswerQueue(dbName).pending(ana.id)).toHaveLength(1);

    // Signed in again: the answer goes, once.
    const requests = serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 1, new: 1, next_due: null, results: [CARDS[1]] }],
      [`POST ${reviewApi.answer(41)}`]: () => [200, { card: CARDS[0], log: {} }],
    });
    await queryClient.invalidateQueries();
    expect(await screen.findByText(/^1 answer given offline was sent/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/waits on this device/)).toBeNull());
    expect(requests.filter((request) => request.call.startsWith('POST')).map((request) => request.call)).toEqual([
      `POST ${reviewApi.answer(41)}`,
    ]);
    expect(await new AnswerQueue(dbName).pending(ana.id)).toEqual([]);
  });

  it('opened offline with nothing saved, a screen says it needs a connection instead of loading for ever', async () => {
    const dbName = 'review-nothing-saved-test';
    goOffline();
    renderWithSavedData('/progress', dbName, savedQueries(dbName));
    expect(await screen.findByText('Not saved on this device: this needs a connection.')).toBeTruthy();
    expect(screen.queryByText('Loading your progress…')).toBeNull();

    serveApi(ana, {
      [`GET ${reviewApi.stats}`]: () => [500, { detail: 'Server error.' }],
      [`GET ${reviewApi.settings}`]: () => [500, { detail: 'Server error.' }],
    });
    goOnline();
    await waitFor(() => expect(screen.queryByText(/Not saved on this device/)).toBeNull());
  });
});
