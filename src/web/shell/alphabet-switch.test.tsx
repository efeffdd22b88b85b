import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tensesFor } from '../../nahuatl';
import { ALPHABET_STORAGE_KEY } from '../i18n/alphabet';
import { word } from '../test/fixtures';
import { page, renderApp } from '../test/render-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';

setUpScreenTests();
afterEach(() => localStorage.removeItem(ALPHABET_STORAGE_KEY));

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const cuahuitl = word(7, 'cuahuitl', { type: 'noun', transitive: null, definition_english: ['tree'] });
const sleep = { word: 'cochi', type: 'tlach2', past: 'cochqui', transitive: false } as const;
const cochi = word(8, 'cochi', { ...sleep, tenses: tensesFor(sleep), definition_english: ['to sleep'] });
const eat = { word: 'cuā', type: 'tlach4', past: 'cuahqui', transitive: true } as const;
const cua = word(9, 'cuā', { ...eat, tenses: tensesFor(eat), definition_english: ['to eat'] });

/** The alphabet switch of the fixed side menu: a radio group under its visible label. */
const alphabetSwitch = (name: string) =>
  within(screen.getByRole('navigation', { name: /Main menu|Menú principal/ })).getByRole('group', { name });

/** An option of the switch, named by the alphabet, its letters as its description. */
const option = (group: HTMLElement, name: string, letters: string) =>
  within(group).getByRole<HTMLInputElement>('radio', { name, description: letters });

describe('the alphabet switch (decision 052)', { timeout: 20_000 }, () => {
  it('shows a word, its heading and its tense table in the modern alphabet, and keeps the choice in this browser', async () => {
    serveApi(null, { 'GET /utoaztecan/api/nahuatl/7/': () => [200, cuahuitl], 'GET /utoaztecan/api/nahuatl/8/': () => [200, cochi] });
    const { router } = renderApp('/detail/7');
    expect(await screen.findByRole('article', { name: 'cuahuitl' }, LOADING)).toBeTruthy();
    const group = alphabetSwitch('Alphabet');
    expect(option(group, 'Dictionary', 'c, qu, hu, tz').checked).toBe(true);
    fireEvent.click(option(group, 'School (SEP)', 'k, ku, u, j'));
    expect(await screen.findByRole('article', { name: 'kuauitl' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('KUAUITL');
    expect(document.cookie).toContain('alphabet=modern');
    await router.navigate('/detail/8');
    const table = await screen.findByRole('table', {}, LOADING);
    expect(within(table).getByText('nikochiskia')).toBeTruthy(); // nicochizquia
    expect(within(table).queryByText('nicochizquia')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'kochi' })).getByText('kochki')).toBeTruthy(); // its past, cochqui
  });

  it('names the objects and a matched form in the school spelling (decision 080)', async () => {
    localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern');
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/9/': () => [200, cua],
      'GET /utoaztecan/api/nahuatl/': () => [200, page([{ ...cochi, match: { kind: 'form', form: 'nicochizquia', tense: 'conditional', person: '1-S', object: null, description: null } }])],
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 1],
    });
    const { router } = renderApp('/detail/9');
    const objects = await screen.findByRole('combobox', { name: 'Object' }, LOADING);
    const labels = within(objects).getAllByRole('option').map((choice) => choice.textContent);
    expect(labels.slice(0, 3)).toEqual(['nech (me)', 'mits (you)', 'k/ki (him/her/it)']);
    expect(labels.join(' ')).not.toMatch(/[āēīō]|qu|tz/);
    await router.navigate('/words?search=nikochiskia');
    const results = await screen.findByRole('list', { name: 'Search results' }, LOADING);
    expect(within(results).getByText(/^matched the form nikochiskia \(/)).toBeTruthy();
  });

  it('is offered in Spanish, and search results follow it', async () => {
    // Chosen before the choice was a cookie (decision 073): it is still taken, and kept as one.
    localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern');
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/': () => [200, page([cochi])],
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 1],
    });
    renderApp('/words?search=kochi', { locale: 'es' });
    const results = await screen.findByRole('list', { name: 'Resultados de la búsqueda' }, LOADING);
    expect(within(results).getByRole('link', { name: 'kochi' })).toBeTruthy();
    const group = alphabetSwitch('Alfabeto');
    expect(option(group, 'Escolar (SEP)', 'k, ku, u, j').checked).toBe(true);
    expect(document.cookie).toContain('alphabet=modern');
    fireEvent.click(option(group, 'Diccionario', 'c, qu, hu, tz'));
    expect(await within(results).findByRole('link', { name: 'cochi' })).toBeTruthy();
    expect(screen.queryByText('Alphabet')).toBeNull();
    expect(screen.queryByText('Modern')).toBeNull();
  });
});
