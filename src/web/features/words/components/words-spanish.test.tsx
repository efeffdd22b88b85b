import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { word } from '../../../test/everyday-verbs';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

const cochi = word(1, 'cochi', {
  type: 'tlach2',
  past: 'cochqui',
  transitive: false,
  definition_english: ['to sleep'],
  definition_spanish: ['dormir'],
});
const cua = word(3, 'cuā', {
  type: 'tlach4',
  past: 'cuahqui',
  transitive: true,
  definition_english: ['to eat (something)'],
  definition_spanish: ['comer (algo)'],
});
const found = {
  ...cochi,
  match: { kind: 'form', form: 'nicochqui', tense: 'past', person: '1-S', object: null, description: 'past · I' },
};

/** The names of a definition list's languages on a card, in order. */
const languagesOf = (card: HTMLElement) =>
  within(card)
    .getAllByText(/^(Español|Inglés|Spanish|English)$/)
    .map((name) => name.textContent);

describe('the dictionary in Spanish', { timeout: 20_000 }, () => {
  it('/words counts the words with their plural and finds a form, described in Spanish grammar terms', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 404],
      'GET /utoaztecan/api/nahuatl/': () => [200, page([found])],
    });
    renderApp('/words?search=nicochqui', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Palabras' }, LOADING)).toBeTruthy();
    expect(await screen.findByText('En total: 404 palabras disponibles.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscador de palabras' })).toBeTruthy();
    const results = await screen.findByRole('list', { name: 'Resultados de la búsqueda' }, LOADING);
    expect(screen.getByText('Se encontró 1 palabra.')).toBeTruthy();
    expect(within(results).getByText('coincide con la forma nicochqui (pretérito · yo)')).toBeTruthy();
    const [result] = Array.from(results.children) as HTMLElement[];
    expect(languagesOf(result!)).toEqual(['Español', 'Inglés']);
    expect(within(result!).getByText('intransitivo')).toBeTruthy();
    expect(within(result!).getByText('pretérito')).toBeTruthy();
    expect(screen.queryByText(/Total words|word found|matched the form/)).toBeNull();
  });

  it('names the object of a matched form in Spanish too', async () => {
    const match = {
      kind: 'form',
      form: 'niccuāz',
      tense: 'future',
      person: '1-S',
      object: '',
      description: 'future · I · him/her/it',
    };
    const reflexive = { ...match, form: 'ninocuāz', object: 'mo', description: 'future · I · myself' };
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 404],
      'GET /utoaztecan/api/nahuatl/': () => [
        200,
        page([
          { ...cua, match },
          { ...cua, id: 99, match: reflexive },
        ]),
      ],
    });
    renderApp('/words?search=niccuaz', { locale: 'es' });
    const results = await screen.findByRole('list', { name: 'Resultados de la búsqueda' }, LOADING);
    expect(
      within(results).getByText('coincide con la forma niccuāz (futuro · yo · a él, a ella (lo, la))'),
    ).toBeTruthy();
    expect(within(results).getByText('coincide con la forma ninocuāz (futuro · yo · a mí mismo)')).toBeTruthy();
  });

  it('names a part of speech in Spanish and leaves a verb class as written', async () => {
    const silla = word(7, 'cuaciyah', { type: 'noun', definition_english: ['chair'], definition_spanish: ['silla'] });
    serveApi(null, { 'GET /utoaztecan/api/nahuatl/7/': () => [200, silla] });
    renderApp('/detail/7', { locale: 'es' });
    const card = await screen.findByRole('article', { name: 'cuaciyah' }, LOADING);
    expect(within(card).getByText('sustantivo')).toBeTruthy();
    expect(within(card).queryByText('noun')).toBeNull();
  });

  it('gives the word’s example sentences their Spanish translation in Spanish, and the English in English', async () => {
    const nicochi = { id: 5, sentence: 'Nicochi.', spanish: 'Duermo.', english: 'I sleep.' };
    const onlyEnglish = { id: 6, sentence: 'Ticochih.', spanish: '', english: 'We sleep.' };
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/1/': () => [200, cochi],
      'GET /utoaztecan/api/nahuatl-sentence/': () => [200, page([nicochi, onlyEnglish])],
    });
    const view = renderApp('/detail/1', { locale: 'es' });
    const item = (await screen.findByRole('link', { name: 'Nicochi.' }, LOADING)).closest('li')!;
    expect(item.textContent).toBe('Nicochi. — Duermo.');
    expect(within(item).getByText('— Duermo.').getAttribute('lang')).toBe('es');
    expect(screen.queryByText(/I sleep/)).toBeNull();
    // A sentence with no Spanish yet shows the English it has, marked as English.
    expect(
      within(screen.getByRole('link', { name: 'Ticochih.' }).closest('li')!)
        .getByText('— We sleep.')
        .getAttribute('lang'),
    ).toBe('en');
    view.unmount();

    renderApp('/detail/1');
    const english = (await screen.findByRole('link', { name: 'Nicochi.' }, LOADING)).closest('li')!;
    expect(english.textContent).toBe('Nicochi. — I sleep.');
  });

  it('keeps English first on an English card', async () => {
    serveApi(null, { 'GET /utoaztecan/api/nahuatl/1/': () => [200, cochi] });
    renderApp('/detail/1');
    const card = await screen.findByRole('article', { name: 'cochi' }, LOADING);
    expect(languagesOf(card)).toEqual(['English', 'Spanish']);
  });

  it('/detail/{id} heads the tense table with Spanish tenses and persons, and names the objects in Spanish', async () => {
    serveApi(null, { 'GET /utoaztecan/api/nahuatl/3/': () => [200, cua] });
    renderApp('/detail/3', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Detalles de CUĀ' }, LOADING)).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['persona', 'presente', 'pretérito', 'futuro', 'imperfecto', 'condicional', 'imperativo']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1-S yo', '2-S tú', '3-S él/ella', '1-P nosotros', '2-P ustedes', '3-P ellos/ellas']);
    const objects = screen.getByRole('combobox', { name: 'Objeto' });
    const options = within(objects)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('nēch (a mí)');
    expect(options).toContain('tla (algo)');
    fireEvent.change(objects, { target: { value: 'nech' } });
    // Where subject and object are the same person, the cell says why it is empty.
    expect(
      within(table).getAllByTitle('La misma persona que el sujeto: usa el objeto mo (reflexivo)').length,
    ).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'No hay oraciones de ejemplo con esta palabra.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'inicia sesión' })).toBeTruthy();
    expect(screen.queryByText(/^(Tenses|person|Object)$|log in/)).toBeNull();
  });
});
