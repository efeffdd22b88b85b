import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ALPHABET_STORAGE_KEY } from '../../../i18n/alphabet';
import { word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy (other screen tests wait as long).
const LOADING = { timeout: 15_000 };

const WORDS = 'GET /utoaztecan/api/nahuatl/';
const chichi = word(5, 'chichi', { type: 'noun', definition_english: ['dog'], definition_spanish: ['perro'] });
const choca = word(6, 'chōca', { plain: 'choca', definition_english: ['to cry'], definition_spanish: ['llorar'] });
const chocolatl = word(7, 'chocolātl', { type: 'noun', plain: 'chocolatl' });

/** The calls the screen made for the words list (not its count). */
const listCalls = (requests: Recorded[]) =>
  requests.map(({ call }) => call).filter((call) => call.startsWith(`${WORDS}?`));

describe('/words by letter', { timeout: 40_000 }, () => {
  it('lists the letters of the dictionary, digraphs as letters, and a letter’s words paged, the letter kept in the address', async () => {
    const pageOne = '/utoaztecan/api/nahuatl/?letter=ch&page_size=20';
    const pageTwo = '/utoaztecan/api/nahuatl/?letter=ch&page_size=20&page=2';
    // The answer depends on the page asked for: the last request recorded is the one being answered.
    const requests: Recorded[] = serveApi(null, {
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 404],
      [WORDS]: () =>
        requests.at(-1)?.call.endsWith('page=2')
          ? [200, { count: 21, next: null, previous: pageOne, results: [chocolatl] }]
          : [200, { count: 21, next: pageTwo, previous: null, results: [chichi, choca] }],
    });
    const { router } = renderApp('/words?letter=ch');
    const letters = await screen.findByRole('navigation', { name: 'Letters of the dictionary' }, LOADING);
    expect(
      within(letters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A', 'C', 'Ch', 'Cu', 'E', 'Hu', 'I', 'M', 'N', 'O', 'P', 'Qu', 'T', 'Tl', 'Tz', 'X', 'Y', 'Z']);
    const ch = within(letters).getByRole('link', { name: 'Ch' });
    expect(ch.getAttribute('aria-current')).toBe('page');
    expect(ch.getAttribute('href')).toBe('/words?letter=ch');
    expect(within(letters).getByRole('link', { name: 'C' }).getAttribute('aria-current')).toBeNull();

    expect(await screen.findByRole('heading', { level: 3, name: 'Words starting with Ch' }, LOADING)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Words starting with Ch' }, LOADING);
    expect(within(list).getByRole('link', { name: 'chichi' }).getAttribute('href')).toBe('/detail/5');
    expect(within(list).getByText('dog')).toBeTruthy();
    expect(screen.getByText('21 words')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Words starting with Ch' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(router.state.location.search).toBe('?letter=ch&page=2');
    expect(
      within(screen.getByRole('list', { name: 'Words starting with Ch' })).getByRole('link', { name: 'chocolātl' }),
    ).toBeTruthy();

    fireEvent.click(within(letters).getByRole('link', { name: 'Tl' }));
    await waitFor(() => expect(router.state.location.search).toBe('?letter=tl'));
    expect(within(letters).getByRole('link', { name: 'Tl' }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('heading', { level: 3, name: 'Words starting with Tl' });
    expect(listCalls(requests)).toEqual([
      'GET /utoaztecan/api/nahuatl/?letter=ch&page_size=20&page=1',
      'GET /utoaztecan/api/nahuatl/?letter=ch&page_size=20&page=2',
      'GET /utoaztecan/api/nahuatl/?letter=tl&page_size=20&page=1',
    ]);
  });

  it('asks for no list until a letter is chosen, and ignores a letter the dictionary does not have', async () => {
    const requests = serveApi(null, { 'GET /utoaztecan/api/nahuatl/count/': () => [200, 404] });
    renderApp('/words?letter=b');
    const letters = await screen.findByRole('navigation', { name: 'Letters of the dictionary' }, LOADING);
    expect(
      within(letters)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current')),
    ).toEqual([]);
    expect(screen.queryByRole('heading', { name: /Words starting with/ })).toBeNull();
    expect(listCalls(requests)).toEqual([]);
  });
});

describe('/words by letter in Spanish', { timeout: 40_000 }, () => {
  it('names the letters, the list, its count and its pages in Spanish', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 404],
      [WORDS]: () => [200, page([chichi])],
    });
    renderApp('/words?letter=CH', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Explorar por letra' }, LOADING)).toBeTruthy();
    const letters = screen.getByRole('navigation', { name: 'Letras del diccionario' });
    expect(within(letters).getByRole('link', { name: 'Ch' }).getAttribute('aria-current')).toBe('page');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Palabras que empiezan con Ch' }, LOADING),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Palabras que empiezan con Ch' }, LOADING);
    expect(within(list).getByText('perro')).toBeTruthy();
    expect(screen.getByText('1 palabra')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Páginas de palabras que empiezan con Ch' })).toBeTruthy();
    expect(screen.queryByText(/Browse by letter|Words starting with|1 word\b/)).toBeNull();
  });

  it('says in Spanish when no word starts with the letter', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 404],
      [WORDS]: () => [200, page([])],
    });
    renderApp('/words?letter=x', { locale: 'es' });
    expect(await screen.findByText('Ninguna palabra empieza con', { exact: false }, LOADING)).toBeTruthy();
    expect(screen.getByText('Ninguna palabra empieza con', { exact: false }).textContent).toBe(
      'Ninguna palabra empieza con X.',
    );
  });
});

describe('/words by letter in the modern alphabet (decision 059)', { timeout: 40_000 }, () => {
  afterEach(() => localStorage.clear());
  const calli = word(8, 'calli', { type: 'noun', definition_english: ['house'], definition_spanish: ['casa'] });
  const quena = word(9, 'quena', { type: 'adv', definition_english: ['yes'], definition_spanish: ['sí'] });
  const cuica = word(10, 'cuīca', { plain: 'cuica', definition_english: ['to sing'], definition_spanish: ['cantar'] });

  function browse(path: string, locale: 'en' | 'es' = 'en') {
    localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern');
    const requests: Recorded[] = serveApi(null, {
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 404],
      [WORDS]: () => [200, { count: 3, next: null, previous: null, results: [calli, quena, cuica] }],
    });
    return { requests, ...renderApp(path, { locale }) };
  }

  it('shows the modern alphabet’s letters and lists a letter’s words in the modern spelling', async () => {
    const { requests } = browse('/words?letter=k');
    const letters = await screen.findByRole('navigation', { name: 'Letters of the modern alphabet' }, LOADING);
    expect(
      within(letters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A', 'Ch', 'E', 'I', 'K', 'M', 'N', 'O', 'P', 'S', 'T', 'Tl', 'Ts', 'U', 'X', 'Y']);
    expect(within(letters).getByRole('link', { name: 'K' }).getAttribute('aria-current')).toBe('page');
    const list = await screen.findByRole('list', { name: 'Words starting with K' }, LOADING);
    // The words' own links: a verb's card also links its class to the grammar help.
    expect(
      within(list)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('/detail/'))
        .map((link) => link.textContent),
    ).toEqual(['kali', 'kena', 'kuika']);
    expect(within(list).getByRole('link', { name: 'kuika' }).getAttribute('href')).toBe('/detail/10');
    expect(screen.getByText('3 words')).toBeTruthy();
    expect(listCalls(requests)).toEqual(['GET /utoaztecan/api/nahuatl/?modern_letter=k&page_size=20&page=1']);
    expect(screen.queryByRole('navigation', { name: 'Letters of the dictionary' })).toBeNull();
  });

  it('ignores a letter of the dictionary’s alphabet that the modern one does not have', async () => {
    const { requests } = browse('/words?letter=qu');
    const letters = await screen.findByRole('navigation', { name: 'Letters of the modern alphabet' }, LOADING);
    expect(within(letters).queryByRole('link', { name: 'Qu' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Words starting with/ })).toBeNull();
    expect(listCalls(requests)).toEqual([]);
  });

  it('names the modern letters in Spanish', async () => {
    browse('/words?letter=ts', 'es');
    const letters = await screen.findByRole('navigation', { name: 'Letras del alfabeto moderno' }, LOADING);
    expect(within(letters).getByRole('link', { name: 'Ts' }).getAttribute('aria-current')).toBe('page');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Palabras que empiezan con Ts' }, LOADING),
    ).toBeTruthy();
    // The heading comes at once; the count with the list.
    expect(await screen.findByText('3 palabras', {}, LOADING)).toBeTruthy();
    expect(screen.queryByText(/Letters of the modern alphabet|Words starting with/)).toBeNull();
  });
});
