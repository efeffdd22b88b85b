import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const quemah = word(5, 'quemah', {
  type: 'particle',
  transitive: null,
  variant: 'classical',
  definition_english: ['yes', 'Classical Nahuatl form; Huasteca: quena'],
});
const quena = word(6, 'quena', { type: 'particle', transitive: null, definition_english: ['yes'] });

/** The value a word card's list of facts gives for `term` (its <dt>), or null when it has none. */
function factOf(card: HTMLElement, term: string): string | null {
  const dt = within(card)
    .queryAllByRole('term')
    .find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('the variety of a word (issue 13, decision 019)', { timeout: 20_000 }, () => {
  it('labels a Classical word "Classical Nahuatl" on its card', async () => {
    serveApi(null, { 'GET /utoaztecan/api/nahuatl/5/': () => [200, quemah] });
    renderApp('/detail/5');
    const card = await screen.findByRole('article', { name: 'quemah' }, LOADING);
    expect(within(card).getByText('Classical Nahuatl')).toBeTruthy();
    // Read out as a fact of the word, not a loose tag: "variety: Classical Nahuatl".
    expect(factOf(card, 'variety')).toBe('Classical Nahuatl');
    expect(factOf(card, 'type')).toBe('particle');
  });

  it('gives a Huasteca word no variety label', async () => {
    serveApi(null, { 'GET /utoaztecan/api/nahuatl/6/': () => [200, quena] });
    renderApp('/detail/6');
    const card = await screen.findByRole('article', { name: 'quena' }, LOADING);
    expect(factOf(card, 'type')).toBe('particle');
    expect(factOf(card, 'variety')).toBeNull();
    expect(within(card).queryByText(/Classical Nahuatl$/)).toBeNull();
  });

  it('labels the Classical word among search results, and only it', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/': () => [200, page([quemah, quena])],
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 2],
    });
    renderApp('/words?search=yes');
    const results = await screen.findByRole('list', { name: 'Search results' }, LOADING);
    // The results themselves, not the numbered definitions inside them.
    const [first, second] = Array.from(results.children) as HTMLElement[];
    expect(within(first!).getByRole('link', { name: 'quemah' })).toBeTruthy();
    expect(factOf(first!, 'variety')).toBe('Classical Nahuatl');
    expect(within(second!).getByRole('link', { name: 'quena' })).toBeTruthy();
    expect(factOf(second!, 'variety')).toBeNull();
  });
});
