import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALPHABET_STORAGE_KEY } from '../../../i18n/alphabet';
import { EVERYDAY_VERBS } from '../../../test/everyday-verbs';
import { vocabulary, word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { seededRandom } from '../../../test/seeded-random';

setUpScreenTests();
beforeEach(() => {
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(42));
  // The learner chose the modern alphabet in this browser (decision 052).
  localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern');
});
afterEach(() => localStorage.removeItem(ALPHABET_STORAGE_KEY));

// The screens load lazily, and the machine running the tests may be busy.
const LOADING = { timeout: 15_000 };

const WORDS = [
  word(1, 'cochi', { definition_english: ['to sleep'], definition_spanish: ['dormir'] }),
  word(2, 'cuahuitl', { type: 'noun', transitive: null, definition_english: ['tree'], definition_spanish: ['árbol'] }),
  word(3, 'tzopelic', {
    type: 'adjective',
    transitive: null,
    definition_english: ['sweet'],
    definition_spanish: ['dulce'],
  }),
];

/** A vocabulary of three words stored in the dictionary's alphabet. */
function serveVocabulary() {
  serveApi(null, {
    'GET /utoaztecan/api/vocabulary/5/': () => [200, vocabulary(5, 'Palabras', { owner: 1 })],
    'GET /utoaztecan/api/vocabulary-word/': () => [
      200,
      page(
        WORDS.map((linked, index) => ({
          id: 100 + index,
          vocabulary: 5,
          nahuatl_word: linked.id,
          nahuatl_word_data: linked,
        })),
      ),
    ],
  });
}

describe('vocabularies and Match in the modern alphabet (decision 057)', { timeout: 30_000 }, () => {
  it('a vocabulary lists its words in the school spelling (k, ku, u, ts)', async () => {
    serveVocabulary();
    renderApp('/vocabulary/5');
    const list = await screen.findByRole('region', { name: /^Words in this vocabulary/ }, LOADING);
    // The words' own links: a verb's card also links its class to the grammar help.
    const links = (await within(list).findAllByRole('link')).filter((link) => link.getAttribute('href')?.startsWith('/detail/'));
    expect(links.map((link) => link.textContent)).toEqual(['kochi', 'kuauitl', 'tsopelik']);
    expect(within(list).queryByText('cuahuitl')).toBeNull();
  });

  it('Relacionar in Spanish: the word cards and the feedback in the modern alphabet', async () => {
    serveVocabulary();
    renderApp('/practice/5', { locale: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Relacionar' }, LOADING));
    const board = await screen.findByRole('region', { name: 'Relacionar' });
    const words = within(board).getByRole('region', { name: 'Palabras' });
    const cards = within(words).getAllByRole('button');
    expect(cards.map((card) => card.textContent).sort()).toEqual(['kochi', 'kuauitl', 'tsopelik']);
    expect(within(words).getByText('kuauitl').getAttribute('lang')).toBe('nah');

    fireEvent.click(within(words).getByRole('button', { name: 'kuauitl' }));
    expect(within(board).getByRole('status').textContent).toBe('Elegiste kuauitl. Ahora elige su definición.');
    fireEvent.click(within(board).getByRole('button', { name: 'árbol' }));
    expect(within(board).getByRole('status').textContent).toBe(
      '✓ Pareja: kuauitl significa “árbol”. Quedan 2 parejas.',
    );
    expect(within(board).queryByText(/cuahuitl|cochi|tzopelic/)).toBeNull();
  });

  it('Conjugate names its answers in the modern alphabet too', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/vocabulary/6/': () => [200, vocabulary(6, 'Verbos', { owner: 1 })],
      'GET /utoaztecan/api/vocabulary-word/': () => [
        200,
        page(
          EVERYDAY_VERBS.map((linked, index) => ({
            id: 200 + index,
            vocabulary: 6,
            nahuatl_word: linked.id,
            nahuatl_word_data: linked,
          })),
        ),
      ],
    });
    renderApp('/practice/6');
    fireEvent.click(await screen.findByRole('button', { name: 'Conjugate' }, LOADING));
    await screen.findByLabelText('Your answer');
    const answers: string[] = [];
    for (let turn = 0; turn < 4; turn += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
      const note = screen.getByText(
        (_, element) => element?.tagName === 'P' && /^Skipped: /.test(element.textContent ?? ''),
      );
      answers.push(note.querySelector('strong')!.textContent!);
    }
    // No letter of the dictionary's alphabet that the modern one writes otherwise (c/qu, hu/uh, tz, z).
    for (const answer of answers) expect(answer).not.toMatch(/qu|hu|uh|tz|z|c(?!h)/);
    expect(answers.join(' ')).toMatch(/[ksw]/);
  });
});
