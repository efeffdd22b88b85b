import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GUEST_DECK_KEY } from '../../../api/review-keys';
import { ALPHABET_STORAGE_KEY } from '../../../i18n/alphabet';
import { word } from '../../../test/everyday-verbs';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';

setUpScreenTests();
afterEach(() => localStorage.clear());

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 5000 };

// Nāhuatlahtolli lesson 8: conētl, possessed noconēuh, plural toconēhuan; lesson 22: conēmeh.
const conetl = word(5, 'conētl', { type: 'noun', owned: 'iconēuh', definition_english: ['child'] });
const tonatiuh = word(6, 'tōnatiuh', { type: 'noun', owned: null, definition_english: ['sun'] });
const atl = word(7, 'ātl', { type: 'noun', owned: 'iāuh', definition_english: ['water'] });
const calli = word(8, 'calli', { type: 'noun', owned: 'ical', definition_english: ['house'] });

function open(noun: ReturnType<typeof word>, locale: 'en' | 'es' = 'en') {
  serveApi(null, { [`GET /utoaztecan/api/nahuatl/${noun.id}/`]: () => [200, noun] });
  return renderApp(`/detail/${noun.id}`, { locale });
}

/** A possessor's row: its one-thing and several-things cells. */
const row = (code: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${code}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('a noun’s possessed forms on its page (decision 056)', { timeout: 20_000 }, () => {
  it('shows each possessor with one thing and several, and the plural', async () => {
    open(conetl);
    expect(await screen.findByRole('heading', { name: 'Possession and plural' }, LOADING)).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Possessed forms (scrolls sideways)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['possessor', 'one', 'several']);
    expect(row('1-S')).toEqual(['noconēuh', 'noconēhuan']);
    expect(within(screen.getByRole('row', { name: /^3-S/ })).getByText('he/she')).toBeTruthy();
    expect(row('3-P')).toEqual(['ininconēuh', 'ininconēhuan']);
    expect(screen.getByText('conēmeh')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tenses' })).toBeNull();
  });

  it('speaks Spanish, with the persons yo … ellos/ellas, and no English', async () => {
    open(conetl, 'es');
    expect(await screen.findByRole('heading', { name: 'Posesión y plural' }, LOADING)).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Formas poseídas (se desplaza hacia los lados)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['poseedor', 'uno', 'varios']);
    expect(within(screen.getByRole('row', { name: /^1-S/ })).getByText('yo')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /^3-P/ })).getByText('ellos/ellas')).toBeTruthy();
    expect(screen.queryByText('Possession and plural')).toBeNull();
    expect(screen.queryByText('possessor')).toBeNull();
  });

  it('follows the alphabet setting', async () => {
    localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern');
    open(conetl);
    await screen.findByRole('heading', { name: 'Possession and plural' }, LOADING);
    expect(row('1-S')).toEqual(['nokonej', 'nokoneuan']);
    expect(screen.getByText('konemej')).toBeTruthy();
  });

  it('says a mass noun’s plurals are not used, and shows no column for them (no noāhuan)', async () => {
    open(atl);
    await screen.findByRole('heading', { name: 'Possession and plural' }, LOADING);
    expect(row('1-S')).toEqual(['noāuh']);
    expect(screen.queryByRole('columnheader', { name: 'several' })).toBeNull();
    expect(screen.getByText('Possessed plural: not used (a mass or abstract noun is not counted).')).toBeTruthy();
    expect(screen.getByText('Plural: not used (a mass or abstract noun is not counted).')).toBeTruthy();
  });

  it('says a plural no source gives is not attested, in Spanish too, and writes the third person as the card does', async () => {
    open(calli, 'es');
    await screen.findByRole('heading', { name: 'Posesión y plural' }, LOADING);
    expect(screen.getByText('Plural: no está documentado en nuestras fuentes.')).toBeTruthy();
    expect(screen.queryByText(/Plural poseído/)).toBeNull();
    // The card's "forma poseída" and the table's third person are the same form.
    expect(row('3-S')).toEqual(['ical', 'icalhuan']);
    expect(screen.getAllByText('ical').length).toBe(2);
  });

  it('shows nothing for a noun whose possessed form is not stored', async () => {
    open(tonatiuh);
    await screen.findByRole('heading', { name: 'tōnatiuh' }, LOADING);
    expect(screen.queryByRole('heading', { name: 'Possession and plural' })).toBeNull();
  });
});

describe('a search result found by a noun form (decision 056)', { timeout: 20_000 }, () => {
  const match = {
    kind: 'form',
    form: 'noconēuh',
    tense: null,
    person: '1-S',
    object: null,
    noun: 'possessed',
    description: 'possessed · I',
  };
  const plural = { ...match, form: 'conēmeh', person: null, noun: 'plural', description: 'plural' };

  function search(locale: 'en' | 'es') {
    serveApi(null, {
      'GET /utoaztecan/api/nahuatl/count/': () => [200, 404],
      'GET /utoaztecan/api/nahuatl/': () => [
        200,
        page([
          { ...conetl, match },
          { ...conetl, id: 99, match: plural },
        ]),
      ],
    });
    renderApp('/words?search=nokonew', { locale });
  }

  it('names the form and what it is, in English', async () => {
    search('en');
    const results = await screen.findByRole('list', { name: 'Search results' }, LOADING);
    expect(within(results).getByText('matched the form noconēuh (possessed · I)')).toBeTruthy();
    expect(within(results).getByText('matched the form conēmeh (plural)')).toBeTruthy();
  });

  it('and in Spanish', async () => {
    search('es');
    const results = await screen.findByRole('list', { name: 'Resultados de la búsqueda' }, LOADING);
    expect(within(results).getByText('coincide con la forma noconēuh (forma poseída · yo)')).toBeTruthy();
    expect(within(results).getByText('coincide con la forma conēmeh (plural)')).toBeTruthy();
  });
});

describe('a noun’s cards (decisions 056, 059)', { timeout: 20_000 }, () => {
  it('join a guest’s deck from the noun’s page: each possessor’s possessed form and possessed plural, and the plural', async () => {
    open(conetl);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my review' }, LOADING));
    await screen.findByText('In your review: its meaning, its spelling and its forms.', undefined, LOADING);
    const deck = JSON.parse(localStorage.getItem(GUEST_DECK_KEY) ?? '{}') as {
      cards: Array<{ kind: string; person: number | null; answers: string[] }>;
    };
    expect(deck.cards.filter((card) => card.kind === 'possession').map((card) => [card.person, card.answers])).toEqual([
      [0, ['noconēuh']],
      [1, ['moconēuh']],
      [2, ['iconēuh']],
      [3, ['toconēuh']],
      [4, ['inmoconēuh']],
      [5, ['ininconēuh']],
    ]);
    // Decision 059: the possessed plural of each possessor, and the plural, as the table shows them.
    expect(
      deck.cards.filter((card) => card.kind === 'possessionPlural').map((card) => [card.person, card.answers[0]]),
    ).toEqual([
      [0, 'noconēhuan'],
      [1, 'moconēhuan'],
      [2, 'iconēhuan'],
      [3, 'toconēhuan'],
      [4, 'inmoconēhuan'],
      [5, 'ininconēhuan'],
    ]);
    expect(deck.cards.filter((card) => card.kind === 'plural').map((card) => [card.person, card.answers])).toEqual([
      [null, ['conēmeh']],
    ]);
  });
});
