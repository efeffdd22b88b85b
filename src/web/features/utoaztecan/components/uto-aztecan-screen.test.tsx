import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LIMITS } from '../../../../contract/api/utoaztecan';
import type { User } from '../../../../contract/users';
import { page, renderApp } from '../../../test/render-app';
import { ana } from '../../../test/fixtures';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';
import { category, davletshin, FIRST_LOAD, SCREEN_TEST } from '../test/fixtures';

const C = '/utoaztecan/api/semantic-category/';
let requests: Recorded[] = [];

function serve(user: User | null, extra: Parameters<typeof serveApi>[1] = {}) {
  requests = serveApi(user, {
    [`GET ${C}count/`]: () => [200, 2],
    'GET /utoaztecan/api/cognate-set/count/': () => [200, 7],
    [`GET ${C}`]: () => [
      200,
      page([
        category(1, 'arrow', { words: ['arrow', 'flecha'], set_count: 3, featured: true }),
        category(2, 'cloth', { words: ['cloth', 'tela'], set_count: 1, owner: ana.id, share: false }),
        category(3, 'gone', { deleted: true }),
      ]),
    ],
    ...extra,
  });
}

const calls = () => requests.map((request) => request.call);
const PROMPT = 'Type an english or spanish word to search the categories. Try "arrow" or "cloth":';

setUpScreenTests();

describe('/uto-aztecan', SCREEN_TEST, () => {
  it('shows the totals and every category to a guest, deleted ones skipped, with no New category', async () => {
    serve(null);
    renderApp('/uto-aztecan');
    expect(
      await screen.findByText('Total categories: 2. Total reconstructed words: 7.', undefined, FIRST_LOAD),
    ).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Categories' });
    const arrow = within(list).getByRole('article', { name: 'arrow' });
    expect(within(arrow).getByRole('link', { name: 'arrow' }).getAttribute('href')).toBe('/ua-category/1');
    expect(within(arrow).getByText('Also: flecha')).toBeTruthy();
    expect(within(arrow).getByText('3 reconstructed words')).toBeTruthy();
    expect(within(arrow).getByText('Featured')).toBeTruthy();
    expect(within(list).getByText('1 reconstructed word')).toBeTruthy();
    // Only its owner is told a category is private.
    expect(within(list).queryByText('Private')).toBeNull();
    expect(within(list).queryByRole('article', { name: 'gone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New category' })).toBeNull();
    // Typed in by users, these categories credit no dataset.
    expect(screen.queryByRole('region', { name: 'Data credit' })).toBeNull();
  });

  it("credits the datasets of the categories shown, each once, the project's own sample among them", async () => {
    const project = {
      citation: 'Nahuatl Practice project (2026): Sample Uto-Aztecan comparisons.',
      licence: '',
      url: '',
    };
    const water = category(4, 'water', { credits: [davletshin] });
    serve(null, {
      // The stub answers by path: the last call says whether it is the search.
      [`GET ${C}`]: () =>
        requests.at(-1)?.call.includes('words__icontains=water')
          ? [200, page([water])]
          : [
              200,
              page([
                category(1, 'arrow', { credits: [project] }),
                water,
                category(5, 'fire', { credits: [davletshin] }),
              ]),
            ],
    });
    renderApp('/uto-aztecan');
    const credit = await screen.findByRole('region', { name: 'Data credit' }, FIRST_LOAD);
    expect(
      within(credit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([project.citation, `${davletshin.citation}Licence: CC BY 4.0. Dataset: ${davletshin.url}`]);
    expect(within(credit).getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(davletshin.licence);

    // A search credits what it finds.
    fireEvent.change(screen.getByRole('searchbox', { name: PROMPT }), { target: { value: 'water' } });
    expect(await screen.findByText('1 category found.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Data credit' }))
          .getAllByRole('listitem')
          .map((item) => item.firstChild?.textContent),
      ).toEqual([davletshin.citation]),
    );
  });

  it('searches the words 300 ms after typing stops, without macrons, and keeps the text in the address', async () => {
    serve(null);
    const { router } = renderApp('/uto-aztecan');
    const box = await screen.findByRole('searchbox', { name: PROMPT }, FIRST_LOAD);
    fireEvent.change(box, { target: { value: ' flēcha ' } });
    expect(router.state.location.search).toBe('?search=+fl%C4%93cha+');
    expect(await screen.findByText('3 categories found.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Categories found' })).toBeTruthy();
    expect(calls()).toContain(`GET ${C}?words__icontains=flecha`);

    fireEvent.change(box, { target: { value: '   ' } });
    await waitFor(() => expect(screen.queryByText('3 categories found.')).toBeNull());
    expect(calls().filter((call) => call.includes('words__icontains='))).toHaveLength(1);
  });

  it('opens a search from the address', async () => {
    serve(null);
    renderApp('/uto-aztecan?search=cloth');
    expect(((await screen.findByRole('searchbox', { name: PROMPT }, FIRST_LOAD)) as HTMLInputElement).value).toBe(
      'cloth',
    );
    expect(await screen.findByText('3 categories found.')).toBeTruthy();
    expect(calls()).toContain(`GET ${C}?words__icontains=cloth`);
  });

  it('tells the owner which categories are private, and lets a signed-in user add one', async () => {
    serve(ana, {
      [`POST ${C}`]: (body) => [201, { ...category(9, 'x'), ...(body as object), id: 9, owner: ana.id }],
      [`GET ${C}9/`]: () => [200, category(9, 'bow', { owner: ana.id })],
      'GET /utoaztecan/api/cognate-set/': () => [200, page([])],
    });
    const { router } = renderApp('/uto-aztecan');
    const list = await screen.findByRole('list', { name: 'Categories' }, FIRST_LOAD);
    expect(within(within(list).getByRole('article', { name: 'cloth' })).getByText('Private')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const form = screen.getByRole('form', { name: 'New category' });
    const word = within(form).getByRole('textbox', { name: /^Word/ });
    expect(document.activeElement).toBe(word);
    // The word stops at the contract's limit as it is typed (issue 48).
    expect(word.getAttribute('maxlength')).toBe(String(CATEGORY_LIMITS.word));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(word.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);

    fireEvent.change(word, { target: { value: ' bow ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Search words/ }), {
      target: { value: 'bow, arco,, Bow' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Share' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ua-category/9'));
    expect(requests.find((request) => request.call.startsWith('POST'))?.body).toEqual({
      word: 'bow',
      words: ['bow', 'arco'],
      share: false,
    });
  });

  it("shows the server's refusal under the word", async () => {
    serve(ana, {
      [`POST ${C}`]: () => [400, { word: ['A category with this word already exists.'] }],
    });
    renderApp('/uto-aztecan');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }, FIRST_LOAD));
    const form = screen.getByRole('form', { name: 'New category' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Word/ }), { target: { value: 'arrow' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A category with this word already exists.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /^Word/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses "." and ".." as a word before sending, naming the field', async () => {
    serve(ana);
    renderApp('/uto-aztecan');
    fireEvent.click(await screen.findByRole('button', { name: 'New category' }, FIRST_LOAD));
    const form = screen.getByRole('form', { name: 'New category' });
    const word = within(form).getByRole('textbox', { name: /^Word/ });
    for (const value of ['.', ' .. ']) {
      fireEvent.change(word, { target: { value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(
        await within(form).findByText('A category cannot be named "." or "..": its word is its address.'),
      ).toBeTruthy();
      expect(word.getAttribute('aria-invalid')).toBe('true');
    }
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);
  });
});

describe('/uto-aztecan in Spanish', SCREEN_TEST, () => {
  it('shows the heading, the totals with Mexican digits and a Spanish prompt, and no English', async () => {
    serve(null, { [`GET ${C}count/`]: () => [200, 1234] });
    renderApp('/uto-aztecan', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yutoazteca' }, FIRST_LOAD)).toBeTruthy();
    expect(await screen.findByText('Categorías en total: 1,234. Palabras reconstruidas en total: 7.')).toBeTruthy();
    expect(
      screen.getByRole('searchbox', {
        name: 'Escribe una palabra en español o en inglés para buscar en las categorías. Prueba con “flecha” o “tela”:',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: PROMPT })).toBeNull();
    expect(screen.queryByText(/Total categories/)).toBeNull();
  });

  it('refuses a blank word and a dot word in Spanish, naming the field', async () => {
    serve(ana);
    renderApp('/uto-aztecan', { locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva categoría' }, FIRST_LOAD));
    const form = screen.getByRole('form', { name: 'Nueva categoría' });
    const word = within(form).getByRole('textbox', { name: /^Palabra(?!s)/ });
    fireEvent.submit(form);
    expect(await within(form).findByText('Este campo no puede estar en blanco.')).toBeTruthy();
    expect(word.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByText('This field may not be blank.')).toBeNull();

    fireEvent.change(word, { target: { value: '..' } });
    fireEvent.submit(form);
    expect(
      await within(form).findByText('Una categoría no puede llamarse “.” ni “..”: su palabra es su dirección.'),
    ).toBeTruthy();
    expect(requests.some((request) => request.call.startsWith('POST'))).toBe(false);
  });
});
