import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsApi } from '../../contract/accounts';
import { DEFAULT_REVIEW_SETTINGS, reviewApi } from '../../contract/api/review';
import { addGuestCards, answerGuestCard, emptyGuestDeck, readGuestDeck, writeGuestDeck } from '../api/guest-deck';
import { GUEST_DECK_KEY } from '../api/review-keys';
import { ana, word } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';

setUpScreenTests();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** A guest who studied two cards in this browser, one of them answered. */
function guestStudied() {
  const { deck } = addGuestCards(
    emptyGuestDeck(),
    [
      { kind: 'meaning', word: word(7, 'cochi') },
      { kind: 'recall', word: word(7, 'cochi') },
    ],
    new Date(),
  );
  const context = { now: new Date(), timeZone: 'UTC', settings: DEFAULT_REVIEW_SETTINGS };
  writeGuestDeck(
    localStorage,
    answerGuestCard(deck, 1, { rating: 'good', answer: '', elapsed_ms: 900, answer_id: 'guest-answer-1' }, context)
      .deck,
  );
}

async function signUp(merge: () => [number, unknown] = () => [200, { added: 2, updated: 0, kept: 0, logs: 1 }]) {
  const requests = serveApi(null, {
    [`POST ${accountsApi.signup}`]: () => [201, ana],
    [`POST ${reviewApi.merge}`]: merge,
  });
  const view = renderApp('/accounts/signup/?next=%2Fwords');
  await screen.findByRole('heading', { name: 'Sign up' });
  type('Username', 'ana');
  type('Password', 'quetzal-feathers');
  fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
  return { ...view, requests };
}

beforeEach(() => localStorage.clear());

describe('a guest’s deck at sign-up', () => {
  it('is offered to the new account, merged with its answers, then cleared from the browser', async () => {
    guestStudied();
    const { router, requests } = await signUp();
    expect(await screen.findByText('You studied 2 cards as a guest. Add them to your account?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add them' }));
    expect(await screen.findByText('Added to your account: 2 new cards, 0 cards updated, 1 answer kept.')).toBeTruthy();
    const merge = requests.find((request) => request.call === `POST ${reviewApi.merge}`);
    expect(merge?.body).toMatchObject({
      cards: [
        { kind: 'meaning', word: 7, logs: [expect.objectContaining({ answer_id: 'guest-answer-1', rating: 'good' })] },
        { kind: 'recall', word: 7, logs: [] },
      ],
    });
    expect(localStorage.getItem(GUEST_DECK_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/words'));
  });

  it('stays in the browser when the merge fails, or the learner says not now', async () => {
    guestStudied();
    const { router } = await signUp(() => [500, { detail: 'Server error.' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add them' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your cards could not be added (Server error.). They are still kept in this browser.',
    );
    expect(readGuestDeck(localStorage).cards).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/words'));
    expect(readGuestDeck(localStorage).cards).toHaveLength(2);
  });

  it('is offered again at the next log-in, in Spanish too', async () => {
    guestStudied();
    serveApi(null, { [`POST ${accountsApi.login}`]: () => [200, ana] });
    renderApp('/accounts/login/', { locale: 'es' });
    await screen.findByRole('heading', { level: 1 });
    type('Nombre de usuario', 'ana');
    type('Contraseña', 'quetzal-feathers');
    fireEvent.submit(document.querySelector('form')!);
    // Without gender (glossary), and in number with the cards.
    expect(
      await screen.findByText('Estudiaste 2 tarjetas sin iniciar sesión. ¿Quieres agregarlas a tu cuenta?'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregarlas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeTruthy();
  });

  it('is not offered when the browser holds no cards', async () => {
    const { router } = await signUp();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/words'));
    expect(screen.queryByText(/as a guest/)).toBeNull();
  });
});
