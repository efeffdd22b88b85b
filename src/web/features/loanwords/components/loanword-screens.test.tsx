import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Loanword } from '../../../../contract/loanwords';
import { page, renderApp } from '../../../test/render-app';
import { ana, beto } from '../../../test/fixtures';
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
    expect(rows).toEqual(['Lengua de origenCantidadLengua de destino', 'CN a SP30SP']);
    view.unmount();

    renderApp('/loanwords/SP/CN', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Préstamos: SP → CN' }, LOADING)).toBeTruthy();
    expect(await screen.findByText('2 préstamos')).toBeTruthy();
    const caballo = screen.getByRole('article', { name: 'caballo' });
    expect(within(caballo).getByText('Origen')).toBeTruthy();
    expect(within(caballo).getByText('b to hu').getAttribute('translate')).toBe('no');
    expect(screen.queryByText(/loanwords/)).toBeNull();
  });
});
