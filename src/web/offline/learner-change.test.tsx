import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vocabulariesApi } from '../../contract/api/vocabularies';
import { ana, beto, vocabulary } from '../test/fixtures';
import { renderWithSavedData } from '../test/offline-test-app';
import { serveApi, setUpScreenTests } from '../test/serve-api';
import { savedQueries } from './saved-queries';

setUpScreenTests();

const MINE = vocabulary(13, 'My verbs', { owner: ana.id, share: false });

/** This device's saved copy: `user` as who was signed in, and Ana's vocabulary with no words. */
async function saveACopy(dbName: string, user: typeof ana | null) {
  const query = (queryKey: unknown[], data: unknown, dataUpdatedAt: number) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: { data, dataUpdatedAt, status: 'success', fetchStatus: 'idle', error: null, errorUpdatedAt: 0 },
  });
  const now = Date.now();
  await savedQueries(dbName).persister.persistClient({
    buster: '',
    timestamp: now,
    clientState: {
      mutations: [],
      queries: [
        query(['current-user'], user, now - 60_000),
        query(['vocabularies', 'record', 13], MINE, now - 1000),
        query(['vocabularies', 'record', 13, 'words'], [], now - 1000),
      ],
    },
  } as never);
}

describe('who the saved copy belongs to (issue 48)', () => {
  it('keeps the learner’s saved data when the copy still says "guest" from before they signed in', async () => {
    const dbName = 'learner-change-stale-guest';
    await saveACopy(dbName, null);
    // The server knows Ana, and cannot give her vocabulary now.
    serveApi(ana, { [`GET ${vocabulariesApi.url}13/`]: () => [503, { detail: 'Busy.' }] });
    renderWithSavedData('/practice/13', dbName, savedQueries(dbName));
    expect(await screen.findByRole('heading', { level: 2, name: 'My verbs' })).toBeTruthy();
    await screen.findByText(/Signed in as/);
    expect(screen.getByRole('heading', { level: 2, name: 'My verbs' })).toBeTruthy();
  });

  it('forgets the last learner’s saved data when another learner is signed in', async () => {
    const dbName = 'learner-change-other-learner';
    await saveACopy(dbName, beto);
    serveApi(ana, { [`GET ${vocabulariesApi.url}13/`]: () => [503, { detail: 'Busy.' }] });
    renderWithSavedData('/practice/13', dbName, savedQueries(dbName));
    await screen.findByText(/Signed in as/);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'My verbs' })).toBeNull());
  });
});
