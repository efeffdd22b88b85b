import 'fake-indexeddb/auto';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Word } from '../../contract/words';
import { switchUser } from '../api/current-user';
import { createQueryClient } from '../api/query-client';
import { pattern, tamalli } from '../features/patterns/test/fixtures';
import { ana, vocabulary, word } from '../test/fixtures';
import { page } from '../test/render-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { goOffline, renderWithSavedData } from '../test/offline-test-app';
import { savedQueries, type SavedQueries } from './saved-queries';

setUpScreenTests();

const MOTION: Word[] = [
  word(1, 'cochi', { definition_english: ['to sleep'] }),
  word(2, 'chōca', { definition_english: ['to cry'] }),
  word(3, 'ehco', { definition_english: ['to arrive'] }),
];

afterEach(() => onlineManager.setOnline(true));

/** Ana's private vocabulary Motion, as the API shows it to her. */
function serveAnasVocabulary() {
  serveApi(ana, {
    'GET /utoaztecan/api/vocabulary/5/': () => [200, vocabulary(5, 'Motion', { owner: ana.id })],
    'GET /utoaztecan/api/vocabulary-word/': () => [
      200,
      page(
        MOTION.map((linked, index) => ({
          id: 100 + index,
          vocabulary: 5,
          nahuatl_word: linked.id,
          nahuatl_word_data: linked,
        })),
      ),
    ],
  });
}

/** The query keys of the copy saved on this device. */
const savedKeys = async (saved: SavedQueries) =>
  (await saved.persister.restoreClient())?.clientState.queries.map((query) => query.queryKey) ?? [];

const MOTION_WORDS_KEY = ['vocabularies', 'record', 5, 'words'];

describe('a vocabulary saved for offline use', () => {
  it('is read online, then opens offline from the saved copy after a reload, and Match and Conjugate play on it', async () => {
    const dbName = 'practice-offline-test';
    serveAnasVocabulary();
    const online = renderWithSavedData('/practice/5', dbName, savedQueries(dbName));
    await screen.findByRole('article', { name: 'Motion' });
    const saved = savedQueries(dbName);
    await waitFor(async () => expect(await savedKeys(saved)).toContainEqual(MOTION_WORDS_KEY));
    online.unmount();

    goOffline();
    renderWithSavedData('/practice/5', dbName, saved);
    fireEvent.click(await screen.findByRole('button', { name: 'Match' }));
    const words = await screen.findByRole('region', { name: 'Words' });
    fireEvent.click(within(words).getByRole('button', { name: 'cochi' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Definitions' })).getByRole('button', { name: 'to sleep' }),
    );
    expect(within(screen.getByRole('region', { name: 'Match' })).getByRole('status').textContent).toBe(
      '✓ Matched: cochi means “to sleep”. 2 pairs left.',
    );
    expect(screen.getByText('Offline — some screens need a connection')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Conjugate' }));
    const answer = await screen.findByLabelText('Your answer');
    fireEvent.change(answer, { target: { value: 'nicochi' } });
    fireEvent.keyDown(answer, { key: 'Enter' });
    expect(screen.getByText(/The answer: /)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a pattern saved for offline use', () => {
  it('is opened online, then played offline from the saved copy after a reload', async () => {
    const dbName = 'pattern-offline-test';
    serveApi(ana, {
      'GET /utoaztecan/api/pattern/5/': () => [200, pattern(5, 'Ticcuā?')],
      'GET /utoaztecan/api/pattern/5/words/': () => [200, page([tamalli])],
    });
    const online = renderWithSavedData('/pattern/5', dbName, savedQueries(dbName));
    await screen.findByRole('button', { name: 'Play' }, { timeout: 15_000 });
    const saved = savedQueries(dbName);
    await waitFor(async () => expect(await savedKeys(saved)).toContainEqual(['patterns', 'record', 5, 'words']));
    online.unmount();

    goOffline();
    renderWithSavedData('/pattern/5', dbName, saved);
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }, { timeout: 15_000 }));
    expect(await screen.findByText('Ticcuā tamalli?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Quemah, niccuā tamalli.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check Response' }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
      expect.stringContaining('It matches!'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the saved copy of a learner', () => {
  it('leaves this device when they log out, shown or not', async () => {
    const dbName = 'practice-logout-test';
    const saved = savedQueries(dbName);
    const queryClient = createQueryClient();
    serveAnasVocabulary();
    const { router } = renderWithSavedData('/practice/5', dbName, saved, queryClient);
    await screen.findByRole('article', { name: 'Motion' });
    await waitFor(async () => expect(await savedKeys(saved)).toContainEqual(MOTION_WORDS_KEY));
    // Off the vocabulary's screens, its queries are asked again only when next shown: they would stay saved.
    await act(() => router.navigate('/numbers'));

    serveApi(null);
    act(() => switchUser(queryClient, null));
    await waitFor(async () => {
      const keys = await savedKeys(saved);
      expect(keys).toContainEqual(['current-user']);
      expect(keys.filter((key) => key[0] === 'vocabularies')).toEqual([]);
    });
  });
});

describe('the saved copy online', () => {
  it('is asked again at once, so a sign-in the copy missed shows after a reload', async () => {
    const dbName = 'practice-reload-test';
    const saved = savedQueries(dbName);
    serveApi(null);
    const asGuest = renderWithSavedData('/numbers', dbName, saved);
    await waitFor(async () => expect(await savedKeys(saved)).toContainEqual(['current-user']));
    asGuest.unmount();

    serveApi(ana);
    renderWithSavedData('/numbers', dbName, saved);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(menu).findByText('Ana')).toBeTruthy();
  });
});
