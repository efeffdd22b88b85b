import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientSave,
  type AsyncStorage,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { byteSize, openPracticeDb, type PracticeDb } from './practice-db';
import type { SavedData } from './saved-data';

/*
 * The learner's vocabularies and review deck, readable offline after they were seen online
 * (decision 055): TanStack Query's cache, the queries below only, saved in IndexedDB and
 * restored at start. Everything else (other users, the blog, searches) is never saved.
 */

/**
 * The roots of the query keys saved for offline use: who is signed in, the vocabularies and
 * patterns they opened (lists, records, words), their review deck and settings, and their
 * progress (`review`: /progress's figures and settings).
 */
const SAVED_ROOTS: ReadonlySet<unknown> = new Set([
  'current-user',
  'vocabularies',
  'patterns',
  'review-deck',
  'review-settings',
  'review',
]);

/** The key of the saved cache in the database's `saved` store. */
const CACHE_KEY = 'query-cache';

/** How long a saved copy is kept without a visit online: a learner may be away from a signal for weeks. */
export const SAVED_FOR_MS = 30 * 24 * 60 * 60_000;

/**
 * Whether a query is kept for offline use: one with an answer, under a saved root. A query whose
 * last asking failed (no connection) keeps its answer, and so does the saved copy (issue 48).
 */
export const savedOffline = (query: Pick<Query, 'queryKey' | 'state'>): boolean =>
  query.state.data !== undefined && SAVED_ROOTS.has(query.queryKey[0]);

/** The learner's own data among the saved queries, which goes when the user changes; who they are stays. */
const learnersData = (query: Query): boolean => savedOffline(query) && query.queryKey[0] !== 'current-user';

/** TanStack Query's asynchronous storage over the database's `saved` store, dating each save. */
function idbStorage(db: () => Promise<PracticeDb>): AsyncStorage<string> {
  return {
    getItem: async (key) => (await (await db()).get('saved', key))?.text ?? null,
    setItem: async (key, text) => {
      await (await db()).put('saved', { text, savedAt: new Date() }, key);
    },
    removeItem: async (key) => {
      await (await db()).delete('saved', key);
    },
  };
}

/** The saved cache of the app (or of a test's database): its persister and its entry in the saved-data panel. */
export function savedQueries(dbName?: string) {
  let opened: Promise<PracticeDb> | null = null;
  const db = () => (opened ??= openPracticeDb(dbName));
  const persister: Persister = createAsyncStoragePersister({
    storage: idbStorage(db),
    key: CACHE_KEY,
    throttleTime: 1000,
  });
  /**
   * The same copy written at once when the page is hidden (the app sent to the background,
   * then perhaps closed): what changed in its last second is not lost (issue 48).
   */
  const persisterNow: Persister = createAsyncStoragePersister({ storage: idbStorage(db), key: CACHE_KEY, throttleTime: 0 });
  /** The caches in use, whose saved queries go too when the learner removes the saved copy. */
  const clients = new Set<QueryClient>();
  const drawn = new Set<string>();
  /** The caches whose saved copy is restored: from then on, what they hold is the whole copy. */
  const restoredClients = new WeakSet<QueryClient>();

  const savedData: SavedData = {
    labelId: 'offline.saved.vocabularies',
    describe: async () => {
      const saved = await (await db()).get('saved', CACHE_KEY);
      return saved ? { bytes: byteSize(saved.text), savedAt: saved.savedAt } : null;
    },
    remove: async () => {
      for (const client of clients) client.removeQueries({ predicate: learnersData });
      await persister.removeClient();
    },
  };

  /** The options of PersistQueryClientProvider for `queryClient`: only saved queries, kept for {@link SAVED_FOR_MS}. */
  function persistOptions(queryClient: QueryClient): Omit<PersistQueryClientOptions, 'queryClient'> {
    clients.add(queryClient);
    // A saved query must outlive its screens, or it would leave the saved copy minutes after
    // (never collected: a timer of SAVED_FOR_MS would overflow setTimeout's 32 bits and fire at once).
    for (const root of SAVED_ROOTS) queryClient.setQueryDefaults([root], { gcTime: Infinity });
    const dehydrateOptions = { shouldDehydrateQuery: savedOffline };
    if (typeof document !== 'undefined') {
      // When the page is hidden (the app sent to the background, then perhaps closed), and only
      // once the copy is restored: saved before, the cache would write over it without it. A
      // write started as the page unloads does not finish in Chromium, so `pagehide` is not used.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden' && restoredClients.has(queryClient))
          void persistQueryClientSave({ queryClient, persister: persisterNow, dehydrateOptions });
      });
    }
    return { persister, maxAge: SAVED_FOR_MS, dehydrateOptions };
  }

  /**
   * After a restore: the saved copy is what the learner saw last, perhaps minutes before a
   * sign-in the copy missed (it is saved a second after a change), so online it is asked
   * again at once; offline the questions wait and the copy stays on screen. What the page was
   * drawn from is the server's answer of a moment ago (decision 073), and is not asked again.
   */
  function restored(queryClient: QueryClient): Promise<void> {
    restoredClients.add(queryClient);
    return queryClient.invalidateQueries({ predicate: (query) => savedOffline(query) && !drawn.has(query.queryHash) });
  }

  /** Takes note of the queries (by hash) that the page was drawn from. */
  function pageDrawnFrom(hashes: readonly string[]): void {
    for (const hash of hashes) drawn.add(hash);
  }

  /**
   * Another user signed in, or the learner signed out: the last one's saved data leaves this
   * device. A screen showing some of it asks again, for the new reader: removed, its query
   * would stay on screen, unrefreshed (a page that brought the new reader's lists, decision
   * 067, had them removed under it).
   */
  function forgetLearner(queryClient: QueryClient): Promise<void> {
    return queryClient.resetQueries({ predicate: learnersData });
  }

  return { persister, savedData, persistOptions, restored, pageDrawnFrom, forgetLearner };
}

export type SavedQueries = ReturnType<typeof savedQueries>;
