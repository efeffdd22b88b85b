import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviewApi } from '../../../contract/api/review';
import { addGuestCards, emptyGuestDeck, writeGuestDeck } from '../../api/guest-deck';
import { ana, word } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { serveApi, setUpScreenTests } from '../../test/serve-api';

setUpScreenTests();
beforeEach(() => localStorage.clear());

const settings = (timeZone: string) => ({
  desired_retention: 0.9,
  new_per_day: 20,
  max_reviews_per_day: 200,
  add_mistakes: true,
  time_zone: timeZone,
});
const menu = () => screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;

describe('the Review item of the menu', () => {
  it('comes after Vocabularies, with no badge when nothing is due', async () => {
    serveApi(null);
    renderApp('/words');
    const links = within(menu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(links.indexOf('Vocabularies'), links.indexOf('Vocabularies') + 2)).toEqual([
      'Vocabularies',
      'Review',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/review');
  });

  it('counts a guest’s due cards from this browser', async () => {
    serveApi(null);
    writeGuestDeck(
      localStorage,
      addGuestCards(
        emptyGuestDeck(),
        [1, 2, 3].map((id) => ({ kind: 'meaning' as const, word: word(id, `w${id}`) })),
        new Date(),
      ).deck,
    );
    renderApp('/words');
    expect(await within(menu()).findByRole('link', { name: 'Review, 3 due' })).toBeTruthy();
  });

  it('counts a new guest’s first cards as soon as they are added, without a reload', async () => {
    serveApi(null);
    renderApp('/words');
    expect(await within(menu()).findByRole('link', { name: 'Review' })).toBeTruthy();
    act(() =>
      writeGuestDeck(
        localStorage,
        addGuestCards(emptyGuestDeck(), [{ kind: 'meaning' as const, word: word(1, 'w1') }], new Date()).deck,
      ),
    );
    expect(await within(menu()).findByRole('link', { name: 'Review, 1 due' })).toBeTruthy();
  });

  it('counts the account’s due cards, in Spanish too, and stores the browser’s time zone once', async () => {
    const requests = serveApi(ana, {
      [`GET ${reviewApi.due}`]: () => [200, { count: 12, new: 2, next_due: null, results: [] }],
      [`GET ${reviewApi.settings}`]: () => [200, settings('Pacific/Chatham')],
      [`PATCH ${reviewApi.settings}`]: (body) => [200, { ...settings('UTC'), ...(body as object) }],
    });
    renderApp('/words', { locale: 'es' });
    expect(
      await within(await screen.findByRole('navigation', { name: 'Menú principal' })).findByRole('link', {
        name: 'Repaso, 12 pendientes',
      }),
    ).toBeTruthy();
    expect(requests.map((request) => request.call)).toContain('GET /utoaztecan/api/review-card/due/?limit=0');
    await waitFor(() =>
      expect(requests.filter((request) => request.call.startsWith('PATCH'))).toEqual([
        { call: `PATCH ${reviewApi.settings}`, body: { time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone } },
      ]),
    );
  });
});
