import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewApi } from '../../../../contract/api/review';
import type { Word } from '../../../../contract/words';
import { GUEST_DECK_KEY } from '../../../api/review-keys';
import { beto, vocabulary } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';
import { EVERYDAY_VERBS } from '../../../test/everyday-verbs';

setUpScreenTests();
afterEach(() => localStorage.clear());

const links = (words: Word[]) =>
  page(
    words.map((linked, index) => ({
      id: 100 + index,
      vocabulary: 5,
      nahuatl_word: linked.id,
      nahuatl_word_data: linked,
    })),
  );

function serve(user: typeof beto | null, addMistakes = true): Recorded[] {
  return serveApi(user, {
    'GET /utoaztecan/api/vocabulary/5/': () => [200, vocabulary(5, 'Everyday verbs', { owner: 1 })],
    'GET /utoaztecan/api/vocabulary-word/': () => [200, links(EVERYDAY_VERBS)],
    [`GET ${reviewApi.settings}`]: () => [
      200,
      {
        desired_retention: 0.9,
        new_per_day: 20,
        max_reviews_per_day: 200,
        add_mistakes: addMistakes,
        time_zone: 'UTC',
      },
    ],
    [`GET ${reviewApi.due}`]: () => [200, { count: 0, new: 0, next_due: null, results: [] }],
    [`POST ${reviewApi.cards}`]: (body) => [201, { id: 1, ...(body as object) }],
  });
}

const guestCards = () =>
  (
    JSON.parse(localStorage.getItem(GUEST_DECK_KEY) ?? '{"cards":[]}') as {
      cards: Array<{ kind: string; word: number; tense: string }>;
    }
  ).cards;

async function answerConjugateWrongly() {
  renderApp('/practice/5');
  fireEvent.click(await screen.findByRole('button', { name: 'Conjugate' }, LOADING));
  const input = (await screen.findByLabelText('Your answer')) as HTMLInputElement;
  fireEvent.change(input, { target: { value: 'zzz' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(screen.getByRole('status').textContent).toContain('Not quite.');
}

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

describe('mistakes in the games reach the review', { timeout: 20_000 }, () => {
  it('a wrong conjugation becomes a card of that form in a guest’s deck', async () => {
    serve(null);
    await answerConjugateWrongly();
    await waitFor(() => expect(guestCards()).toHaveLength(1), LOADING);
    const [card] = guestCards();
    expect(card).toMatchObject({ kind: 'conjugation' });
    expect(EVERYDAY_VERBS.map((verb) => verb.id)).toContain(card!.word);
  });

  it('a signed-in learner’s mistake is sent to their deck, unless their setting says not to', async () => {
    const requests = serve(beto);
    await answerConjugateWrongly();
    await waitFor(() =>
      expect(requests.filter((request) => request.call === `POST ${reviewApi.cards}`)).toHaveLength(1),
    );
    expect(requests.find((request) => request.call === `POST ${reviewApi.cards}`)?.body).toMatchObject({
      kind: 'conjugation',
    });
  });

  it('sends nothing when the learner turned it off', async () => {
    const requests = serve(beto, false);
    await answerConjugateWrongly();
    await waitFor(() =>
      expect(requests.some((request) => request.call.startsWith(`GET ${reviewApi.settings}`))).toBe(true),
    );
    expect(requests.some((request) => request.call === `POST ${reviewApi.cards}`)).toBe(false);
  });

  it('a wrong pair in Match brings the word back to recall its meaning', async () => {
    serve(null);
    renderApp('/practice/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Match' }, LOADING));
    const column = (name: string) => screen.getByRole('region', { name });
    fireEvent.click(await within(column('Words')).findByRole('button', { name: 'cochi' }));
    fireEvent.click(within(column('Definitions')).getByRole('button', { name: 'to cry; to weep' }));
    const word = EVERYDAY_VERBS.find((verb) => verb.word === 'cochi')!;
    await waitFor(() => expect(guestCards()).toEqual([expect.objectContaining({ kind: 'meaning', word: word.id })]));
  });
});
