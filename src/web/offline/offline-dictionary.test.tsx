import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WordExport } from '../../contract/word-export';
import { ALPHABET_STORAGE_KEY } from '../i18n/alphabet';
import { setConnection } from '../test/connection';
import { exportWord } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { savedDictionary, syncDictionary } from './saved-dictionary';

// Issue 32, decision 054: without a connection the Word Search and the word page answer from
// the dictionary saved on this device, and say so.
setUpScreenTests();

const cochi = exportWord(7, 'cochi', { past: 'cochqui', type: 'tlach2', transitive: false });
const atl = exportWord(3, 'ātl', {
  plain: 'atl',
  type: 'noun',
  transitive: null,
  definition_spanish: ['agua'],
  definition_english: ['water'],
});
const EXPORT: WordExport = { version: 'ab12.5', full: true, words: [atl, cochi], removed: [] };

/** Saves the sample on the device, as the app does in the background after a first visit. */
async function saveDictionary() {
  serveApi(null, {
    'GET /utoaztecan/api/nahuatl/export/version/': () => [200, { version: EXPORT.version, words: 2, bytes: 700 }],
    'GET /utoaztecan/api/nahuatl/export/': () => [200, EXPORT],
  });
  expect((await syncDictionary()).status).toBe('saved');
}

beforeEach(() => savedDictionary.remove());
afterEach(() => {
  setConnection(true);
  onlineManager.setOnline(true);
});

const SAVED = 'Offline — working from the dictionary saved on this device.';

describe('the dictionary without a connection', () => {
  it('searches the saved words for an inflected form, and opens the word page with its tense table', async () => {
    await saveDictionary();
    const requests = serveApi(null);
    setConnection(false);
    // The page opens offline, as the app tells TanStack Query at start (startOfflinePractice).
    onlineManager.setOnline(false);
    const { router } = renderApp('/words?search=nicochi');
    expect(await screen.findByText(`1 word found. ${SAVED}`)).toBeTruthy();
    const results = screen.getByRole('list', { name: 'Search results' });
    within(results).getByRole('link', { name: 'cochi' }).click();
    await screen.findByRole('heading', { level: 2, name: 'cochi' });
    expect(router.state.location.pathname).toBe('/detail/7');
    expect(screen.getAllByRole('status').some((line) => line.textContent === SAVED)).toBe(true);
    const table = screen.getByRole('region', { name: 'Tense table (scrolls sideways)' });
    expect(within(table).getByText('nicochi')).toBeTruthy();
    // The sentences are not in the saved dictionary: the page says they wait for a connection.
    expect(
      screen
        .getAllByRole('status')
        .some((line) => line.textContent === 'Offline: the sample sentences need a connection.'),
    ).toBe(true);
    // Nothing was asked of the server for the search or the word.
    const asked = requests.map((r) => r.call);
    expect(
      asked.filter((call) => call.includes('search=') || call.startsWith('GET /utoaztecan/api/nahuatl/7/')),
    ).toEqual([]);
  });

  it('counts the saved words on /words', async () => {
    await saveDictionary();
    serveApi(null);
    setConnection(false);
    renderApp('/words');
    expect(await screen.findByText('Total words available: 2.')).toBeTruthy();
  });

  it('counts the saved words when the server cannot be reached, though the browser says online', async () => {
    await saveDictionary();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/words');
    expect(await screen.findByText('Total words available: 2.')).toBeTruthy();
  });

  it('answers from the saved words when a search cannot reach the server, though the browser says online', async () => {
    await saveDictionary();
    const fetchFailing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchFailing);
    renderApp('/words?search=water');
    expect(await screen.findByText(`1 word found. ${SAVED}`)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Search results' })).getByRole('link', { name: 'ātl' }),
    ).toBeTruthy();
  });

  it.each([
    { alphabet: 'dictionary', letter: 'c', shown: 'C', words: ['cochi'] },
    { alphabet: 'modern', letter: 'k', shown: 'K', words: ['kochi'] },
  ])(
    'browses the saved words by letter of the $alphabet alphabet, and says so (decision 062)',
    async ({ alphabet, letter, shown, words }) => {
      await saveDictionary();
      const requests = serveApi(null);
      setConnection(false);
      localStorage.setItem(ALPHABET_STORAGE_KEY, alphabet);
      try {
        renderApp(`/words?letter=${letter}`);
        const list = await screen.findByRole('list', { name: `Words starting with ${shown}` }, { timeout: 15_000 });
        // The words' own links: a verb's card also links its class to the grammar help.
        expect(
          within(list)
            .getAllByRole('link')
            .filter((link) => link.getAttribute('href')?.startsWith('/detail/'))
            .map((link) => link.textContent),
        ).toEqual(words);
        expect(screen.getByText('1 word')).toBeTruthy();
        expect(screen.getAllByRole('status').some((line) => line.textContent === SAVED)).toBe(true);
        expect(requests.map((r) => r.call).filter((call) => call.includes('letter='))).toEqual([]);
      } finally {
        localStorage.removeItem(ALPHABET_STORAGE_KEY);
      }
    },
  );

  it.each([
    { alphabet: 'dictionary', typed: 'nicochii', shown: 'nicochi' },
    { alphabet: 'modern', typed: 'nikochii', shown: 'nikochi' },
  ])(
    'suggests a form one letter away in the $alphabet alphabet when the saved words hold nothing, and searches it (decision 082)',
    async ({ alphabet, typed, shown }) => {
      await saveDictionary();
      serveApi(null);
      setConnection(false);
      onlineManager.setOnline(false);
      localStorage.setItem(ALPHABET_STORAGE_KEY, alphabet);
      try {
        renderApp(`/words?search=${typed}`);
        expect(await screen.findByText(`0 words found. ${SAVED}`, {}, { timeout: 15_000 })).toBeTruthy();
        const suggestions = screen.getByRole('list', { name: 'Were you looking for one of these?' });
        const suggestion = within(suggestions).getByRole('button');
        expect(suggestion.textContent).toBe(`${shown} (a form of ${alphabet === 'modern' ? 'kochi' : 'cochi'})`);
        suggestion.click();
        expect(await screen.findByText(`1 word found. ${SAVED}`)).toBeTruthy();
      } finally {
        localStorage.removeItem(ALPHABET_STORAGE_KEY);
      }
    },
  );

  it('says when the dictionary is not saved yet, browsing by letter too', async () => {
    serveApi(null);
    setConnection(false);
    renderApp('/words?letter=c');
    expect(
      await screen.findByText('Offline — the dictionary is not saved on this device yet.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('No words start with', { exact: false }).textContent).toBe('No words start with C.');
  });

  it('says when the dictionary is not saved yet', async () => {
    serveApi(null);
    setConnection(false);
    renderApp('/words?search=cochi');
    expect(
      await screen.findByText('0 words found. Offline — the dictionary is not saved on this device yet.'),
    ).toBeTruthy();
  });

  it('says it in Spanish', async () => {
    await saveDictionary();
    serveApi(null);
    setConnection(false);
    renderApp('/words?search=dormir', { locale: 'es' });
    expect(
      await screen.findByText(
        'Se encontró 1 palabra. Sin conexión: se usa el diccionario guardado en este dispositivo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(SAVED)).toBeNull();
  });
});
