import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Loanword } from '../../../../contract/loanwords';
import { page, renderApp } from '../../../test/render-app';
import { ana, beto, cognateSet } from '../../../test/fixtures';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { targetText } from './loanword-card';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const loanword = (id: number, changes: Partial<Loanword> = {}): Loanword => ({
  id,
  source_language: 'SP',
  source_word: 'caballo',
  source_definition: 'horse',
  target_language: 'CN',
  target_word: 'cahuayo',
  target_definition: 'horse',
  target_set: '',
  target_set_key_id: null,
  set: null,
  rule_set: 'SP>CN-b to hu',
  transforms: '',
  share: true,
  owner: beto.id,
  ...changes,
});

describe('targetText', () => {
  it('joins a UACV number with a hyphen, another set with a space, and is the language alone without a set', () => {
    expect(targetText({ target_language: 'UACV', target_set: '2112' })).toBe('UACV-2112');
    expect(targetText({ target_language: 'CN', target_set: '12' })).toBe('CN 12');
    expect(targetText({ target_language: 'CN', target_set: '' })).toBe('CN');
  });
});

describe('/loanwords-index', { timeout: 20_000 }, () => {
  it('shows only the pairs with ten loanwords or more, each linking to its list', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/loanword/language_counts/': () => [
        200,
        [
          { source: 'CN', target: 'SP', count: 30 },
          { source: 'SP', target: 'CN', count: 9 },
          { source: 'SP', target: 'UACV', count: 10 },
        ],
      ],
    });
    renderApp('/loanwords-index');
    expect(await screen.findByRole('table', { name: 'Loanwords by language pair' }, LOADING)).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['CN to SP30SP', 'SP to UACV10UACV']);
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/loanwords/SP/UACV');
  });
});

describe('/loanwords/{source}/{target}', { timeout: 20_000 }, () => {
  it('asks for the pair twenty at a time and shows each card; the share note only to the owner of an unshared one', async () => {
    const requests = serveApi(ana, {
      'GET /utoaztecan/api/loanword/': () => [
        200,
        page([
          loanword(1, { target_set_key_id: 8, target_language: 'UACV', target_set: '2112' }),
          loanword(2, { source_word: 'vaca', owner: ana.id, share: false, rule_set: '' }),
        ]),
      ],
    });
    renderApp('/loanwords/SP/UACV');
    const caballo = await screen.findByRole('article', { name: 'caballo' }, LOADING);
    expect(within(caballo).getByText('b to hu')).toBeTruthy();
    expect(within(caballo).getByRole('link', { name: 'cahuayo' }).getAttribute('href')).toBe('/cognate-set/8');
    expect(within(caballo).getByText('UACV-2112')).toBeTruthy();
    expect(within(caballo).queryByText(/share:/)).toBeNull();
    const vaca = screen.getByRole('article', { name: 'vaca' });
    expect(within(vaca).getByText('share: off — only you can see this loanword.')).toBeTruthy();
    expect(within(vaca).queryByRole('link', { name: 'cahuayo' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests.map(({ call }) => call)).toContain(
      'GET /utoaztecan/api/loanword/?source_language=SP&target_language=UACV&page_size=20&page=1',
    );
  });
});

const L = '/utoaztecan/api/loanword/';
/** A loan as a CLDF dataset gives it: borrowed, from an unknown source word, filed under its set (or one the viewer cannot see). */
const cldfLoan = (id: number, set: number) =>
  loanword(id, {
    source_language: 'unknown',
    source_word: '',
    source_definition: '',
    target_language: 'MecayapanNahuat',
    target_word: 'peːlo_',
    target_definition: 'dog',
    target_set: '18',
    target_set_key_id: set,
    set,
    rule_set: 'CLDF-davletshinaztecan',
  });

describe('loanwords imported from CLDF data', { timeout: 20_000 }, () => {
  it('are headed by the target word when the source word is unknown, and their set link names the set or is not there', async () => {
    serveApi(null, {
      [`GET ${L}`]: () => [200, page([cldfLoan(3, 9), { ...cldfLoan(4, 10), target_word: 'chuchu' }])],
      'GET /utoaztecan/api/cognate-set/9/': () => [200, cognateSet(9, '*pelo')],
    });
    renderApp('/loanwords/unknown/MecayapanNahuat');
    const pelo = await screen.findByRole('article', { name: 'peːlo_' }, LOADING);
    expect((await within(pelo).findByRole('link', { name: 'its set (*pelo)' })).getAttribute('href')).toBe(
      '/cognate-set/9',
    );
    const chuchu = screen.getByRole('article', { name: 'chuchu' });
    expect(within(chuchu).getByText('unknown')).toBeTruthy();
    expect(within(chuchu).queryByRole('link', { name: /its set/ })).toBeNull();
    for (const heading of screen.getAllByRole('heading', { level: 2 })) expect(heading.textContent).not.toBe('');
    expect(screen.queryByRole('link', { name: /\(\s*\)/ })).toBeNull();
  });
});

describe('the owner’s edit mode of a loanword card', { timeout: 20_000 }, () => {
  const mine = loanword(2, { source_word: 'vaca', target_word: 'cuacax', owner: ana.id });

  it('Edit is the owner’s alone; Cancel restores; Save sends what changed and shows the answer; a blank word is refused', async () => {
    const requests = serveApi(ana, {
      [`GET ${L}`]: () => [200, page([loanword(1), mine])],
      [`PATCH ${L}2/`]: (body) => [200, { ...mine, ...(body as object) }],
    });
    renderApp('/loanwords/SP/CN');
    const vaca = await screen.findByRole('article', { name: 'vaca' }, LOADING);
    expect(within(screen.getByRole('article', { name: 'caballo' })).queryByRole('button', { name: 'Edit' })).toBeNull();

    fireEvent.click(within(vaca).getByRole('button', { name: 'Edit' }));
    let form = screen.getByRole('form', { name: 'Edit loanword' });
    const field = (name: RegExp) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
    expect(field(/^Source word/).value).toBe('vaca');
    fireEvent.change(field(/^Target definition/), { target: { value: 'cow' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit loanword' })).toBeNull();
    expect(within(screen.getByRole('article', { name: 'vaca' })).getAllByText('horse')).toHaveLength(2);

    fireEvent.click(within(screen.getByRole('article', { name: 'vaca' })).getByRole('button', { name: 'Edit' }));
    form = screen.getByRole('form', { name: 'Edit loanword' });
    expect(field(/^Target definition/).value).toBe('horse');
    fireEvent.change(field(/^Target word/), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field may not be blank.')).toBeTruthy();
    expect(field(/^Target word/).getAttribute('aria-invalid')).toBe('true');
    expect(requests.some(({ call }) => call.startsWith('PATCH'))).toBe(false);

    fireEvent.change(field(/^Target word/), { target: { value: 'cuacax' } });
    fireEvent.change(field(/^Target definition/), { target: { value: 'cow' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit loanword' })).toBeNull());
    expect(screen.getByRole('article', { name: 'vaca' }).textContent).toContain('cow');
    expect(requests.find(({ call }) => call.startsWith('PATCH'))?.body).toEqual({ target_definition: 'cow' });
  });

  it('shows the server’s refusal at its field, and Delete asks first, then hides the card at once and deletes it', async () => {
    let deleted = false;
    const requests = serveApi(ana, {
      [`GET ${L}`]: () => [200, page(deleted ? [loanword(1)] : [loanword(1), mine])],
      [`PATCH ${L}2/`]: () => [400, { source_language: ['A language code has no spaces or commas.'] }],
      [`DELETE ${L}2/`]: () => {
        deleted = true;
        return [204, null];
      },
    });
    renderApp('/loanwords/SP/CN');
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'vaca' }, LOADING)).getByRole('button', { name: 'Edit' }),
    );
    const form = screen.getByRole('form', { name: 'Edit loanword' });
    const language = within(form).getByRole('textbox', { name: /^Source language/ });
    fireEvent.change(language, { target: { value: 'S P' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A language code has no spaces or commas.')).toBeTruthy();
    expect(language.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this loanword?' });
    expect(dialog.textContent).toContain('“vaca” will be removed for everyone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete loanword' }));
    expect(screen.queryByRole('article', { name: 'vaca' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit loanword' })).toBeNull();
    await waitFor(() => expect(requests.map(({ call }) => call)).toContain(`DELETE ${L}2/`));
    expect(screen.getByRole('article', { name: 'caballo' })).toBeTruthy();
    expect(requests.some(({ call }) => call === `GET ${L}2/`)).toBe(false);
  });
});

describe('the loanwords in Spanish', { timeout: 20_000 }, () => {
  it('the index and a pair’s list speak Spanish, with the count’s plural; the dataset’s words stay as they are', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/loanword/language_counts/': () => [200, [{ source: 'CN', target: 'SP', count: 30 }]],
      'GET /utoaztecan/api/loanword/': () => [200, page([loanword(1), loanword(2, { source_word: 'vaca' })])],
    });
    const view = renderApp('/loanwords-index', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Préstamos por par de lenguas' }, LOADING),
    ).toBeTruthy();
    expect(screen.getByText('Pares de lenguas con al menos 10 préstamos.')).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).map((row) => row.textContent);
    // The languages by their Spanish names (CLDR's where Intl knows the code, the project's otherwise), never a code.
    expect(rows).toEqual([
      'Lengua de origenCantidadLengua de destino',
      'náhuatl clásico a español30español',
    ]);
    expect(screen.queryByText(/^(CN|SP)$/)).toBeNull();
    view.unmount();

    renderApp('/loanwords/SP/CN', { locale: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Préstamos: español → náhuatl clásico' }, LOADING),
    ).toBeTruthy();
    expect(await screen.findByText('2 préstamos')).toBeTruthy();
    const caballo = screen.getByRole('article', { name: 'caballo' });
    expect(within(caballo).getByText('Origen')).toBeTruthy();
    // A label the project has no Spanish for is its author's text.
    expect(within(caballo).getByText('b to hu').getAttribute('translate')).toBe('no');
    expect(within(caballo).getByText('Destino').nextElementSibling?.textContent).toBe('náhuatl clásico');
    expect(within(caballo).queryByText(/^(CN|SP)$/)).toBeNull();
    expect(screen.queryByText(/loanwords/)).toBeNull();
  });

  it('a sample loan’s rule-set label in Spanish, and as written in English', async () => {
    const tomatl = loanword(4, { source_language: 'CN', source_word: 'tomatl', target_language: 'SP', target_word: 'tomate', rule_set: 'CN>SP-absolutive tl to te' });
    serveApi(null, { 'GET /utoaztecan/api/loanword/': () => [200, page([tomatl])] });
    const view = renderApp('/loanwords/CN/SP', { locale: 'es' });
    const card = await screen.findByRole('article', { name: 'tomatl' }, LOADING);
    expect(within(card).getByText('absolutivo: tl a te').getAttribute('lang')).toBe('es');
    expect(within(card).queryByText('absolutive tl to te')).toBeNull();
    view.unmount();
    renderApp('/loanwords/CN/SP');
    const english = await screen.findByRole('article', { name: 'tomatl' }, LOADING);
    expect(within(english).getByText('absolutive tl to te')).toBeTruthy();
    expect(within(english).getByText('Target').nextElementSibling?.textContent).toBe('SP');
  });

  it('the owner edits in Spanish: the form, its labels and a blank word refused; a set link names the set', async () => {
    serveApi(ana, {
      [`GET ${L}`]: () => [200, page([{ ...cldfLoan(3, 9), owner: ana.id }])],
      'GET /utoaztecan/api/cognate-set/9/': () => [200, cognateSet(9, '*pelo')],
    });
    renderApp('/loanwords/unknown/MecayapanNahuat', { locale: 'es' });
    const pelo = await screen.findByRole('article', { name: 'peːlo_' }, LOADING);
    expect(await within(pelo).findByRole('link', { name: 'su conjunto (*pelo)' })).toBeTruthy();
    fireEvent.click(within(pelo).getByRole('button', { name: 'Editar' }));
    const form = screen.getByRole('form', { name: 'Editar préstamo' });
    expect(within(form).getByRole('textbox', { name: /^Lengua de origen/ })).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Palabra de destino/ }), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findByText('Este campo no puede quedar vacío.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alertdialog', { name: '¿Eliminar este préstamo?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eliminar préstamo' })).toBeTruthy();
    expect(screen.queryByText(/Edit loanword|its set/)).toBeNull();
  });
});
