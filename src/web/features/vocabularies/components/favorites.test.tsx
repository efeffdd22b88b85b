import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contract/users';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { page, renderApp } from '../../../test/render-app';
import { ana, vocabulary } from '../../../test/fixtures';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';

// Issue 34: the Favourite star does something visible. Ana's two vocabularies carry her star
// on their cards; "My favourites" (kept in `?favorites=true`) asks the API for hers alone.
const greetings = vocabulary(1, 'Greetings');
const mine = vocabulary(3, 'My words', { owner: ana.id, favorite: true });
const food = vocabulary(4, 'Food', { owner: ana.id });

let requests: Recorded[] = [];
let stored: Vocabulary[] = [];

/** The API as `user` sees it: `favorite=true` lists the favourites among the stored vocabularies. */
function serve(user: User | null) {
  stored = [food, greetings, mine];
  requests = serveApi(user, {
    'GET /utoaztecan/api/vocabulary/count/': () => [200, stored.length],
    'GET /utoaztecan/api/vocabulary/': () => {
      const favoritesOnly = requests.at(-1)!.call.includes('favorite=true');
      return [200, page(stored.filter((v) => !favoritesOnly || (v.favorite && v.owner === user?.id)))];
    },
    'PATCH /utoaztecan/api/vocabulary/4/': (body) => {
      stored = stored.map((v) => (v.id === 4 ? { ...v, ...(body as object) } : v));
      return [200, stored.find((v) => v.id === 4)];
    },
  });
}

const LOADING = { timeout: 5000 };
const names = async () =>
  within(await screen.findByRole('list', { name: 'Vocabularies' }, LOADING))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/vocabulary/'))
    .map((link) => link.textContent);

setUpScreenTests();

describe('/vocabularies: favourites', { timeout: 20_000 }, () => {
  it('shows the signed-in owner’s star on each of their own cards, filled for a favourite', async () => {
    serve(ana);
    renderApp('/vocabularies');
    const star = await screen.findByRole('button', { name: 'Favourite My words' }, LOADING);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Favourite Food' }).getAttribute('aria-pressed')).toBe('false');
    expect(
      within(screen.getByRole('article', { name: 'Greetings' })).queryByRole('button', { name: /Favourite/ }),
    ).toBeNull();
  });

  it('stars a vocabulary from its card', async () => {
    serve(ana);
    renderApp('/vocabularies');
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite Food' }, LOADING));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Food' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(requests.filter((r) => r.call.startsWith('PATCH')).map((r) => r.body)).toEqual([{ favorite: true }]);
  });

  it('"My favourites" lists only the user’s favourites, from the API, in the address; Back shows all again', async () => {
    serve(ana);
    const { router } = renderApp('/vocabularies');
    expect(await names()).toEqual(['Food', 'Greetings', 'My words']);
    fireEvent.click(screen.getByRole('button', { name: /My favourites/ }));
    await waitFor(async () => expect(await names()).toEqual(['My words']));
    expect(router.state.location.search).toBe('?favorites=true');
    expect(screen.getByRole('button', { name: /My favourites/ }).getAttribute('aria-pressed')).toBe('true');
    expect(requests.map((r) => r.call)).toContain('GET /utoaztecan/api/vocabulary/?language=en&favorite=true&page_size=100');

    // A vocabulary starred in the full list is among the favourites at once.
    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite Food' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Food' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(await names()).toEqual(['Food', 'Greetings', 'My words']);
    fireEvent.click(screen.getByRole('button', { name: /My favourites/ }));
    await waitFor(async () => expect(await names()).toEqual(['Food', 'My words']));
  });

  it('says how to add a favourite when there is none', async () => {
    serve(ana);
    stored = [greetings];
    renderApp('/vocabularies?favorites=true');
    expect(
      await screen.findByText(
        'You have no favourites yet. Press the star ☆ on a vocabulary of your own to list it here.',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
  });

  it('offers a guest no filter and no stars, and shows them every vocabulary even with ?favorites=true', async () => {
    serve(null);
    renderApp('/vocabularies?favorites=true');
    expect(await names()).toEqual(['Food', 'Greetings', 'My words']);
    expect(screen.queryByRole('button', { name: /My favourites/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('speaks Spanish: the filter, the stars and the empty state', async () => {
    serve(ana);
    stored = [greetings, food];
    renderApp('/vocabularies', { locale: 'es' });
    expect(await screen.findByRole('button', { name: 'Favorito: Food' }, LOADING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Mis favoritos/ }));
    expect(
      await screen.findByText(
        'Todavía no tienes favoritos. Presiona la estrella ☆ de uno de tus vocabularios para verlo aquí.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/My favourites/)).toBeNull();
  });
});
