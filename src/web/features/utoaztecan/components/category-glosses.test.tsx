import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { category, FIRST_LOAD, SCREEN_TEST } from '../test/fixtures';

const C = '/utoaztecan/api/semantic-category/';
const dog = category(18, 'dog', { words: ['dog'], concepticon_id: '2009', gloss_es: 'perro', set_count: 2 });
const hound = category(19, 'hound', { words: ['hound', 'sabueso'] });

function serve() {
  serveApi(null, {
    [`GET ${C}count/`]: () => [200, 2],
    'GET /utoaztecan/api/cognate-set/count/': () => [200, 2],
    [`GET ${C}`]: () => [200, page([dog, hound])],
    [`GET ${C}18/`]: () => [200, dog],
    'GET /utoaztecan/api/cognate-set/': () => [200, page([])],
  });
}

setUpScreenTests();

// Decision 044: a category shows the project's Spanish gloss beside its English word, the interface's language first.
describe("a category's Spanish gloss", SCREEN_TEST, () => {
  it('comes first on the cards in Spanish, marked as Spanish, the English word after it', async () => {
    serve();
    renderApp('/uto-aztecan', { locale: 'es' });
    const list = await screen.findByRole('list', { name: 'Categorías' }, FIRST_LOAD);
    const card = within(list).getByRole('article', { name: 'perro' });
    const link = within(card).getByRole('link', { name: 'perro' });
    expect(link.getAttribute('lang')).toBe('es');
    expect(link.getAttribute('href')).toBe('/ua-category/18');
    expect(within(card).getByText('dog').getAttribute('lang')).toBe('en');
    expect(within(card).queryByRole('link', { name: 'dog' })).toBeNull();
    // A category the project has no gloss for keeps its word, data of unknown language.
    const other = within(list).getByRole('link', { name: 'hound' });
    expect(other.getAttribute('translate')).toBe('no');
    expect(other.getAttribute('lang')).toBeNull();
  });

  it('names what a Spanish search found in Spanish (the list and its count), not in fallback words', async () => {
    serve();
    renderApp('/uto-aztecan?search=perro', { locale: 'es' });
    const list = await screen.findByRole('list', { name: 'Categorías encontradas' }, FIRST_LOAD);
    expect(within(list).getByRole('article', { name: 'perro' })).toBeTruthy();
    expect(await screen.findByText('2 categorías encontradas.')).toBeTruthy();
    expect(screen.queryByText(/resultados|\(categorías\)/)).toBeNull();
  });

  it('follows the English word in English', async () => {
    serve();
    renderApp('/uto-aztecan');
    const list = await screen.findByRole('list', { name: 'Categories' }, FIRST_LOAD);
    const card = within(list).getByRole('article', { name: 'dog' });
    expect(within(card).getByRole('link', { name: 'dog' }).getAttribute('lang')).toBe('en');
    expect(within(card).getByText('perro').getAttribute('lang')).toBe('es');
  });

  it("heads the category's page in Spanish", async () => {
    serve();
    renderApp('/ua-category/18', { locale: 'es' });
    const card = await screen.findByRole('article', { name: 'perro' }, FIRST_LOAD);
    const heading = within(card).getByRole('heading', { level: 2, name: 'perro' });
    expect(heading.getAttribute('lang')).toBe('es');
    // Under the heading, before the search words (which hold "dog" too).
    expect(heading.nextElementSibling?.textContent).toBe('dog');
    expect(heading.nextElementSibling?.getAttribute('lang')).toBe('en');
    expect(within(card).getByRole('link', { name: 'Concepto 2009' })).toBeTruthy();
  });
});
