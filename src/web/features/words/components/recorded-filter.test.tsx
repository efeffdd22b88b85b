import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy (other screen tests wait as long).
const LOADING = { timeout: 15_000 };

const WORDS = 'GET /utoaztecan/api/nahuatl/';
const chichi = word(5, 'chichi', { type: 'noun', definition_english: ['dog'], definition_spanish: ['perro'] });

/** The calls the screen made for the words list (not its count). */
const listCalls = (requests: Recorded[]) =>
  requests.map(({ call }) => call).filter((call) => call.startsWith(`${WORDS}?`));

function serveWords(results = [chichi]) {
  return serveApi(null, {
    'GET /utoaztecan/api/nahuatl/count/': () => [200, 404],
    [WORDS]: () => [200, page(results)],
  });
}

/** The links of the choice of recordings, and the hint that goes with it. */
async function recordedChoice(name: string) {
  const nav = await screen.findByRole('navigation', { name }, LOADING);
  const hint = document.getElementById(nav.getAttribute('aria-describedby') ?? '');
  return { nav, links: within(nav).getAllByRole('link'), hint: hint?.textContent };
}

describe('/words by recordings (decision 087)', { timeout: 40_000 }, () => {
  it('lists the words without a recording, tells speakers what they are for, and keeps the choice with a letter', async () => {
    const requests = serveWords();
    const { router } = renderApp('/words?recorded=false');
    const { nav, links, hint } = await recordedChoice('Recordings');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['With a recording', '/words?recorded=true', null],
      ['Without one', '/words?recorded=false', 'page'],
      ['All', '/words', null],
    ]);
    expect(hint).toContain('nobody has recorded yet');
    const list = await screen.findByRole('list', { name: 'Words without a recording' }, LOADING);
    expect(within(list).getByRole('link', { name: 'chichi' }).getAttribute('href')).toBe('/detail/5');
    expect(screen.getByRole('heading', { level: 3, name: 'Words without a recording' })).toBeTruthy();

    const letters = screen.getByRole('navigation', { name: 'Letters of the dictionary' });
    fireEvent.click(within(letters).getByRole('link', { name: 'Ch' }));
    await waitFor(() => expect(router.state.location.search).toBe('?letter=ch&recorded=false'));
    await screen.findByRole('heading', { level: 3, name: 'Words starting with Ch without a recording' }, LOADING);
    expect(within(nav).getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/words?letter=ch');

    fireEvent.click(within(nav).getByRole('link', { name: 'With a recording' }));
    await waitFor(() => expect(router.state.location.search).toBe('?letter=ch&recorded=true'));
    await screen.findByRole('heading', { level: 3, name: 'Words starting with Ch with a recording' }, LOADING);

    fireEvent.click(within(nav).getByRole('link', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?letter=ch'));
    await screen.findByRole('heading', { level: 3, name: 'Words starting with Ch' }, LOADING);
    expect(within(nav).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');

    expect(listCalls(requests)).toEqual([
      'GET /utoaztecan/api/nahuatl/?recorded=false&page_size=20&page=1',
      'GET /utoaztecan/api/nahuatl/?letter=ch&recorded=false&page_size=20&page=1',
      'GET /utoaztecan/api/nahuatl/?letter=ch&recorded=true&page_size=20&page=1',
      'GET /utoaztecan/api/nahuatl/?letter=ch&page_size=20&page=1',
    ]);
  });

  it('asks for no list while neither a letter nor a choice of recordings is made', async () => {
    const requests = serveWords();
    renderApp('/words?recorded=maybe');
    const { links } = await recordedChoice('Recordings');
    expect(links.filter((link) => link.getAttribute('aria-current')).map((link) => link.textContent)).toEqual(['All']);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(listCalls(requests)).toEqual([]);
  });

  it('says it all in Spanish, and when no word of the letter has a recording yet', async () => {
    serveWords([]);
    renderApp('/words?letter=ch&recorded=true', { locale: 'es' });
    const { links, hint } = await recordedChoice('Grabaciones');
    expect(links.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['Con grabación', 'page'],
      ['Sin grabación', null],
      ['Todas', null],
    ]);
    expect(hint).toContain('«Sin grabación» muestra las palabras que nadie ha grabado aún');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Palabras con grabación que empiezan con Ch' }, LOADING),
    ).toBeTruthy();
    expect(await screen.findByText('Aquí todavía no hay palabras con grabación.', {}, LOADING)).toBeTruthy();
    expect(screen.queryByText(/With a recording|Without one|Words starting with/)).toBeNull();
  });
});
