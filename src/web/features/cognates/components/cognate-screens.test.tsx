import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COGNATE_LIMITS } from '../../../../contract/api/utoaztecan';
import { page, renderApp } from '../../../test/render-app';
import { ana, beto, cognate, cognateSet, word } from '../../../test/fixtures';
import { serveApi, setUpScreenTests, type Recorded } from '../../../test/serve-api';
import { cognateLink } from '../test/fixtures';
import { sourceText } from './cognates-index-screen';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const COGNATES = 'GET /utoaztecan/api/cognate/';
const toca = word(21, 'tōca', { transitive: null, definition_english: ['to sow', 'to bury'] });

describe('/cognates-index', { timeout: 20_000 }, () => {
  it('lists each language with its count, name and source, linking to its cognates, and the total', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/cognate/count/': () => [200, 23],
      'GET /utoaztecan/api/cognate/language_counts/': () => [
        200,
        [
          {
            language: 'hopi1249',
            count: 20,
            name: 'Hopi',
            title: 'Hopi Dictionary',
            year: '1998',
            authors: 'Hill, K.',
          },
          { language: 'mine', count: 3, name: 'mine', title: '', year: '', authors: '' },
        ],
      ],
    });
    renderApp('/cognates-index');
    expect(await screen.findByText('Total cognates: 23.', {}, LOADING)).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LanguageCountNameSource',
      'hopi124920HopiHopi Dictionary (1998) Hill, K.',
      'mine3mine',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'hopi1249' }).getAttribute('href')).toBe('/cognates/hopi1249');
  });

  it('writes a source with the parts it has', () => {
    expect(sourceText({ title: 'A title', year: '', authors: 'Someone' })).toBe('A title Someone');
    expect(sourceText({ title: '', year: '2001', authors: '' })).toBe('(2001)');
  });
});

describe('/cognates/{language}', { timeout: 20_000 }, () => {
  // Two stand for the twenty of a full first page: the screen goes by the server's count and links.
  const first = [cognate(1, 'w1'), cognate(2, 'w2')];

  it('asks for the page in the address and follows the server’s links, page 1 left out of the address', async () => {
    const pageTwo = '/utoaztecan/api/cognate/?language=hopi1249&page_size=20&page=2';
    const pageOne = '/utoaztecan/api/cognate/?language=hopi1249&page_size=20';
    // The answer depends on the page asked for: the last request recorded is the one being answered.
    const requests: Recorded[] = serveApi(null, {
      [COGNATES]: () =>
        requests.at(-1)?.call.endsWith('page=2')
          ? [200, { count: 23, next: null, previous: pageOne, results: [cognate(21, 'w21')] }]
          : [200, { count: 23, next: pageTwo, previous: null, results: first }],
    });
    const { router } = renderApp('/cognates/hopi1249');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cognates: Hopi' }, LOADING)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2), LOADING);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(next);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(router.state.location.search).toBe('?page=2');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    expect(requests.filter(({ call }) => call.startsWith(COGNATES)).map(({ call }) => call)).toEqual([
      'GET /utoaztecan/api/cognate/?language=hopi1249&page_size=20&page=1',
      'GET /utoaztecan/api/cognate/?language=hopi1249&page_size=20&page=2',
    ]);
  });
});

describe('a cognate card’s set', { timeout: 20_000 }, () => {
  it('is named by the set’s word, links to it, and is not there when the viewer cannot see the set; the source shows', async () => {
    serveApi(null, {
      [COGNATES]: () => [
        200,
        page([cognate(1, 'mochi-n', { set: 8, source: 'Karttunen1983' }), cognate(2, 'nochiː', { set: 9 })]),
      ],
      'GET /utoaztecan/api/cognate-set/8/': () => [200, cognateSet(8, '*mochɨ-m')],
    });
    renderApp('/cognates/hopi1249');
    const mochi = await screen.findByRole('article', { name: 'mochi-n' }, LOADING);
    expect((await within(mochi).findByRole('link', { name: '*mochɨ-m' })).getAttribute('href')).toBe('/cognate-set/8');
    expect(within(mochi).getByText('Karttunen1983').getAttribute('translate')).toBe('no');
    const nochi = screen.getByRole('article', { name: 'nochiː' });
    expect(within(nochi).queryByText('Set')).toBeNull();
    expect(within(nochi).queryByText('Source')).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link.textContent?.trim()).not.toBe('');
  });
});

describe('/cognate/{id}', { timeout: 20_000 }, () => {
  const CognateUrl = 'GET /utoaztecan/api/cognate/7/';
  const LINKS = 'GET /utoaztecan/api/cognate-word/';
  const mine = cognate(7, 'tuuka', { owner: ana.id, share: false, definition: 'bury', set: 4 });

  it('shows the set, the card and the linked words to others, with no edit controls and no share note', async () => {
    serveApi(beto, {
      [CognateUrl]: () => [200, { ...mine, share: true }],
      [LINKS]: () => [200, page([cognateLink(70, 7, toca)])],
      'GET /utoaztecan/api/cognate-set/4/': () => [404, { detail: 'Not found.' }],
    });
    renderApp('/cognate/7');
    expect(await screen.findByRole('heading', { level: 2, name: 'tuuka' }, LOADING)).toBeTruthy();
    const item = (await screen.findByRole('link', { name: 'tōca' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'tōca' }).getAttribute('href')).toBe('/detail/21');
    expect(within(item).getByText('transitivity unknown').className).toMatch(/flagged/);
    expect(within(item).getByRole('list').textContent).toBe('to sowto bury');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Word Search' })).toBeNull();
    expect(screen.queryByText(/share:/)).toBeNull();
  });

  it('the owner saves the form, which leaves edit mode, and links and unlinks a word', async () => {
    const requests = serveApi(ana, {
      [CognateUrl]: () => [200, mine],
      [LINKS]: () => [200, page([])],
      'GET /utoaztecan/api/cognate-set/4/': () => [404, { detail: 'Not found.' }],
      'PATCH /utoaztecan/api/cognate/7/': (body) => [200, { ...mine, ...(body as object) }],
      'GET /utoaztecan/api/nahuatl/': () => [200, page([toca])],
      'POST /utoaztecan/api/cognate-word/': () => [201, cognateLink(71, 7, toca)],
      'DELETE /utoaztecan/api/cognate-word/71/': () => [204, null],
    });
    renderApp('/cognate/7');
    expect(await screen.findByText('share: off — only you can see this cognate.', {}, LOADING)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit cognate' });
    // Each text stops at the contract's limit as it is typed (issue 48).
    for (const [name, limit] of [
      [/^Language/, COGNATE_LIMITS.language],
      [/^Definition/, COGNATE_LIMITS.definition],
    ] as const)
      expect(within(form).getByRole('textbox', { name }).getAttribute('maxlength')).toBe(String(limit));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Definition/ }), { target: { value: 'to bury' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Share' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit cognate' })).toBeNull());
    expect(screen.getByRole('article', { name: 'tuuka' }).textContent).toContain('to bury');
    expect(requests.find(({ call }) => call.startsWith('PATCH'))?.body).toEqual({
      language: 'hopi1249',
      word: 'tuuka',
      definition: 'to bury',
      transforms: '',
      source: '',
      share: true,
    });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Word Search' }), { target: { value: 'toca' } });
    fireEvent.click(await screen.findByRole('button', { name: /^add to cognate\s*tōca$/ }, LOADING));
    const remove = await screen.findByRole('button', { name: 'Remove tōca' });
    expect(requests.find(({ call }) => call.startsWith('POST'))?.body).toEqual({ nahuatl: 21, cognate: 7 });
    expect(((await screen.findByRole('button', { name: /^in cognate\s*tōca$/ })) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove tōca' })).toBeNull());
    expect(requests.some(({ call }) => call === 'DELETE /utoaztecan/api/cognate-word/71/')).toBe(true);
  });
});

describe('the cognates in Spanish', { timeout: 20_000 }, () => {
  it('the index names its columns in Spanish and counts with Mexican digits; the dataset’s names stay as they are', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/cognate/count/': () => [200, 1234],
      'GET /utoaztecan/api/cognate/language_counts/': () => [
        200,
        [
          {
            language: 'hopi1249',
            count: 1200,
            name: 'Hopi',
            title: 'Hopi Dictionary',
            year: '1998',
            authors: 'Hill, K.',
          },
        ],
      ],
    });
    renderApp('/cognates-index', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cognados por lengua' }, LOADING)).toBeTruthy();
    expect(await screen.findByText('Cognados en total: 1,234.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Cognados por lengua, con la fuente de cada lengua' })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LenguaCantidadNombreFuente',
      'hopi12491,200HopiHopi Dictionary (1998) Hill, K.',
    ]);
    expect(within(rows[1]!).getByText('Hopi').getAttribute('translate')).toBe('no');
    expect(screen.queryByText(/Total cognates/)).toBeNull();
  });

  it('a language’s list counts its cognates with the Spanish plural', async () => {
    let count = 1;
    serveApi(null, { [COGNATES]: () => [200, { count, next: null, previous: null, results: [cognate(1, 'w1')] }] });
    const view = renderApp('/cognates/hopi1249', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cognados: Hopi' }, LOADING)).toBeTruthy();
    expect(await screen.findByText('1 cognado')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Cognados en Hopi' })).toBeTruthy();
    view.unmount();

    count = 1234;
    renderApp('/cognates/hopi1249', { locale: 'es' });
    expect(await screen.findByText('1,234 cognados', {}, LOADING)).toBeTruthy();
    expect(screen.queryByText(/cognates/)).toBeNull();
  });

  it('tells the owner in Spanish that the cognate is not shared', async () => {
    serveApi(ana, {
      'GET /utoaztecan/api/cognate/7/': () => [200, cognate(7, 'tuuka', { owner: ana.id, share: false })],
      'GET /utoaztecan/api/cognate-word/': () => [200, page([])],
    });
    renderApp('/cognate/7', { locale: 'es' });
    expect(await screen.findByText('No compartido: solo tú puedes ver este cognado.', {}, LOADING)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Cognado' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(screen.getByRole('form', { name: 'Editar cognado' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Lengua/ })).toBeTruthy();
  });
});
