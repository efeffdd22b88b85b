import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewApi } from '../../contract/api/review';
import type { ReviewCard } from '../../contract/review';
import { newMemory } from '../../contract/review-schedule';
import { ana } from '../test/fixtures';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { goOffline, goOnline, renderWithSavedData } from '../test/offline-test-app';
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
});
