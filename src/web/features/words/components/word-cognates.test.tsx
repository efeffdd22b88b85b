import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ana, cognate, cognateSet, word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

// The screen loads lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const toca = word(21, 'tōca', { transitive: null, definition_english: ['to sow'] });
const WORD = 'GET /utoaztecan/api/nahuatl/21/';
const COGNATES = 'GET /utoaztecan/api/cognate/';

describe('/detail/{id}: the cognates a word is linked to', { timeout: 20_000 }, () => {
  it('lists each with its language, definition and set, linking to the cognate and its set', async () => {
    const requests = serveApi(ana, {
      [WORD]: () => [200, toca],
      [COGNATES]: () => [
        200,
        page([
          cognate(7, 'tuuka', { definition: 'bury', set: 4 }),
          cognate(8, 'toka', { language: 'mine', language_name: 'mine' }),
          cognate(9, 'tuka', { set: 5 }),
        ]),
      ],
      'GET /utoaztecan/api/cognate-set/4/': () => [200, cognateSet(4, '*tuka', { set: 'Proto-Uto-Aztecan' })],
      'GET /utoaztecan/api/cognate-set/5/': () => [404, { detail: 'Not found.' }],
    });
    renderApp('/detail/21');
    const section = await screen.findByRole('region', { name: 'Cognates of this word:' }, LOADING);
    const items = within(section).getAllByRole('listitem');
    await waitFor(() => expect(items[0]!.textContent).toContain('*tuka'));
    expect(items.map((item) => item.textContent)).toEqual([
      'Hopi (hopi1249) tuuka — buryReconstructed word *tuka (Proto-Uto-Aztecan)',
      'mine toka',
      // Its set is not one the viewer may see: the cognate alone.
      'Hopi (hopi1249) tuka',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'tuuka' }).getAttribute('href')).toBe('/cognate/7');
    expect(within(items[0]!).getByRole('link', { name: '*tuka' }).getAttribute('href')).toBe('/cognate-set/4');
    expect(within(items[1]!).getByRole('link', { name: 'toka' }).getAttribute('href')).toBe('/cognate/8');
    expect(requests.map(({ call }) => call)).toContain('GET /utoaztecan/api/cognate/?nahuatl=21&page_size=200');
  });

  it('shows no section when the word is linked to none', async () => {
    const requests = serveApi(null, { [WORD]: () => [200, toca], [COGNATES]: () => [200, page([])] });
    renderApp('/detail/21');
    expect(await screen.findByRole('heading', { level: 1, name: 'TŌCA Details' }, LOADING)).toBeTruthy();
    // The empty answer has come back (the message log says so) and the rest of the screen is drawn.
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('fetched 0 cognates'));
    expect(await screen.findByText('No sample sentences for this word.')).toBeTruthy();
    expect(requests.map(({ call }) => call)).toContain('GET /utoaztecan/api/cognate/?nahuatl=21&page_size=200');
    expect(screen.queryByRole('region', { name: /Cognates/ })).toBeNull();
    expect(screen.queryByText(/Cognates of this word/)).toBeNull();
  });
});
