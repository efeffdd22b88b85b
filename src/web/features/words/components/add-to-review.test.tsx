import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewApi } from '../../../../contract/api/review';
import { GUEST_DECK_KEY } from '../../../api/review-keys';
import { beto, word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();
afterEach(() => localStorage.clear());

const LOADING = { timeout: 5000 };
const cochi = word(11, 'cochi', { past: 'cochqui', definition_spanish: ['dormir'] });
const WORD = 'GET /utoaztecan/api/nahuatl/11/';
const quiet = {
  'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([])] as [number, unknown],
  'GET /utoaztecan/api/cognate-word/': () => [200, page([])] as [number, unknown],
};

describe('Add to my review on a word’s page', { timeout: 20_000 }, () => {
  it('adds the word’s meaning and recall cards to a signed-in learner’s deck', async () => {
    const requests = serveApi(beto, {
      [WORD]: () => [200, cochi],
      ...quiet,
      [`POST ${reviewApi.cards}`]: (body) => [201, { id: 1, ...(body as object) }],
    });
    renderApp('/detail/11');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my review' }, LOADING));
    expect(await screen.findByText('In your review: its meaning and its spelling.', undefined, LOADING)).toBeTruthy();
    expect(
      requests.filter((request) => request.call === `POST ${reviewApi.cards}`).map((request) => request.body),
    ).toEqual([
      { kind: 'meaning', word: 11 },
      { kind: 'recall', word: 11 },
    ]);
  });

  it('keeps a guest’s cards in this browser, once however often it is pressed, and says so in Spanish', async () => {
    const requests = serveApi(null, { [WORD]: () => [200, cochi], ...quiet });
    renderApp('/detail/11', { locale: 'es' });
    const button = await screen.findByRole('button', { name: 'Agregar a mi repaso' }, LOADING);
    fireEvent.click(button);
    expect(await screen.findByText('En tu repaso: su significado y cómo se escribe.', undefined, LOADING)).toBeTruthy();
    fireEvent.click(button);
    const deck = JSON.parse(localStorage.getItem(GUEST_DECK_KEY) ?? '{}') as {
      cards: Array<{ kind: string; word: number }>;
    };
    expect(deck.cards.map((card) => [card.kind, card.word])).toEqual([
      ['meaning', 11],
      ['recall', 11],
    ]);
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);
  });
});
