import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { entry } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 15_000 };

const ENTRIES = 'GET /blog/api/entry/';
const newest = entry(9, 'Counting in twenties', { created_at: '2026-05-02T12:00:00.000Z' });
const older = entry(8, 'A short reading', { created_at: '2026-04-01T12:00:00.000Z' });
const oldest = entry(3, 'How to use Nahuatl Practice', { created_at: '2026-01-20T12:00:00.000Z' });
const spanish = entry(10, 'Contar de veinte en veinte', { language: 'es', preview_content: '<p>Veinte es cempōhualli.</p>' });

const entryCalls = (requests: Recorded[]) =>
  requests.map(({ call }) => call).filter((call) => call.startsWith(`${ENTRIES}?`));

describe('/blog', { timeout: 40_000 }, () => {
  it('is in the menu, lists the reader’s entries newest first with title, date and start of text, and pages', async () => {
    const pageOne = '/blog/api/entry/?language=en&page_size=20';
    const pageTwo = '/blog/api/entry/?language=en&page_size=20&page=2';
    const requests: Recorded[] = serveApi(null, {
      [ENTRIES]: () =>
        requests.at(-1)?.call.includes('page=2')
          ? [200, { count: 21, next: null, previous: pageOne, results: [oldest] }]
          : [200, { count: 21, next: pageTwo, previous: null, results: [newest, older] }],
    });
    const { router } = renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' }, LOADING);
    const items = within(menu).getAllByRole('link').map((link) => link.textContent);
    expect(items.slice(items.indexOf('Dashboard'), items.indexOf('Dashboard') + 3)).toEqual(['Dashboard', 'Blog', 'Words']);
    fireEvent.click(within(menu).getByRole('link', { name: 'Blog' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, LOADING)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Entries in English' }, LOADING);
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Counting in twenties', 'A short reading']);
    expect(within(cards[0]!).getByRole('link', { name: 'Counting in twenties' }).getAttribute('href')).toBe('/entry/9');
    expect(within(cards[0]!).getByText('All about Counting in twenties.')).toBeTruthy();
    expect(within(cards[0]!).getByText(/May 2, 2026/)).toBeTruthy();
    expect(screen.getByText(/^21 entries, newest first\./)).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Entries in English' })).getAllByRole('article')).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(entryCalls(requests)).toEqual([
      // Previews: a card shows no more than an entry's first paragraph.
      'GET /blog/api/entry/?language=en&page_size=20&page=1',
      'GET /blog/api/entry/?language=en&page_size=20&page=2',
    ]);
  });

  it('shows the entries of every language on request, and says when there are none', async () => {
    const requests = serveApi(null, { [ENTRIES]: () => [200, page([])] });
    const { router } = renderApp('/blog');
    expect(await screen.findByText('No entries yet.', {}, LOADING)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Show the entries in every language' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=all'));
    expect(await screen.findByRole('link', { name: 'Show only the entries in English' })).toBeTruthy();
    await waitFor(() => expect(entryCalls(requests)).toContain('GET /blog/api/entry/?page_size=20&page=1'));
  });
});

describe('/blog in Spanish', { timeout: 40_000 }, () => {
  it('lists the Spanish entries under Spanish headings, with a Spanish count and pager', async () => {
    const requests = serveApi(null, { [ENTRIES]: () => [200, page([spanish])] });
    renderApp('/blog', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, LOADING)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Entradas en español' }, LOADING);
    expect(within(list).getByRole('link', { name: 'Contar de veinte en veinte' })).toBeTruthy();
    expect(screen.getByText(/^1 entrada, la más reciente primero\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mostrar las entradas en todos los idiomas' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Páginas de entradas' })).toBeTruthy();
    expect(screen.queryByText(/Entries in English|newest first|Show the entries/)).toBeNull();
    expect(entryCalls(requests)).toEqual(['GET /blog/api/entry/?language=es&page_size=20&page=1']);
  });

  it('says in Spanish when there are no entries', async () => {
    serveApi(null, { [ENTRIES]: () => [200, page([])] });
    renderApp('/blog', { locale: 'es' });
    expect(await screen.findByText('Todavía no hay entradas.', {}, LOADING)).toBeTruthy();
  });
});
