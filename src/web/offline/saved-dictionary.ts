import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { wordExportApi } from '../../contract/api/word-export';
import type { ExportWord, WordExport, WordExportVersion } from '../../contract/word-export';
import { requireApi } from '../api/api-client';
import { whenIdle } from './background';
import type { SavedData, SavedDataSummary } from './saved-data';

/**
 * The dictionary kept on this device for use without a connection (issue 32, decision 054):
 * the export (`GET …/nahuatl/export/`) in IndexedDB, brought up to date by difference
 * (`?since=`) when the dictionary's version moves. A dictionary larger than
 * {@link AUTOMATIC_LIMIT} compressed is not downloaded by itself: the saved-data panel offers
 * it with its size ({@link dictionaryDownload}).
 */

/** The largest dictionary (compressed, as sent) saved without asking. */
export const AUTOMATIC_LIMIT = 10 * 1024 * 1024;

const DB_NAME = 'nahuatl-dictionary';

/** What is saved, beside the words: the version they are at, when, and their size as stored. */
interface SavedState {
  version: string;
  savedAt: Date;
  bytes: number;
}

interface DictionarySchema extends DBSchema {
  words: { key: number; value: ExportWord };
  state: { key: 'saved'; value: SavedState };
}

let opened: Promise<IDBPDatabase<DictionarySchema>> | null = null;

function database(): Promise<IDBPDatabase<DictionarySchema>> {
  opened ??= openDB<DictionarySchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('words', { keyPath: 'id' });
      db.createObjectStore('state');
    },
  });
  return opened;
}

/**
 * Runs `work` alone: one save or removal of the saved dictionary at a time, in this tab and in
 * every other (Web Locks; a queue in this page where the browser has none). A save is sliced
 * into many transactions (decision 073), so two at once, or a removal between its slices,
 * would leave a part of the words under a version that claims them all.
 */
let queue: Promise<unknown> = Promise.resolve();
function exclusively<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) return navigator.locks.request(DB_NAME, work);
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** The saved state, or undefined when nothing is saved. */
export async function savedState(): Promise<SavedState | undefined> {
  return (await database()).get('state', 'saved');
}

/** Every saved word, by id (empty when nothing is saved). */
export async function savedWords(): Promise<ExportWord[]> {
  return (await database()).getAll('words');
}

/** How many words are saved, or undefined when nothing is saved. */
export async function savedWordCount(): Promise<number | undefined> {
  const db = await database();
  return (await db.get('state', 'saved')) === undefined ? undefined : db.count('words');
}

/** The saved state with every saved word, read together (one transaction), or undefined when nothing is saved. */
export async function savedSnapshot(): Promise<{ state: SavedState; words: ExportWord[] } | undefined> {
  const tx = (await database()).transaction(['words', 'state'], 'readonly');
  const [state, words] = await Promise.all([
    tx.objectStore('state').get('saved'),
    tx.objectStore('words').getAll(),
    tx.done,
  ]);
  return state === undefined ? undefined : { state, words };
}

/** One saved word, or undefined. */
export async function savedWord(id: number): Promise<ExportWord | undefined> {
  return (await database()).get('words', id);
}

/** How a sync ended: saved or updated, already current, or waiting for the learner (too large). */
export type SyncResult =
  | { status: 'saved' | 'updated'; version: string; changed: number; removed: number }
  | { status: 'current'; version: string }
  | { status: 'too-large'; version: string; bytes: number };

/** The dictionary's version and download size, through the one API client (logged as every call is). */
const fetchVersion = () =>
  requireApi<WordExportVersion>({
    operation: { id: 'offline.log.fetchDictionaryVersion' },
    success: { id: 'offline.log.fetchedDictionaryVersion' },
    url: wordExportApi.version,
  });

/** The whole export, or its difference since `version`. */
const fetchExport = (since: string | undefined) =>
  requireApi<WordExport>({
    operation: { id: 'offline.log.fetchDictionary' },
    success: (answer) => ({ id: 'offline.log.fetchedDictionary', values: { count: answer.words.length } }),
    url: since === undefined ? wordExportApi.url : `${wordExportApi.url}?since=${encodeURIComponent(since)}`,
  });

/**
 * How long one slice of the saving may hold the main thread. Each slice is a transaction of its
 * own; between them the page paints and answers, so saving a large dictionary never freezes it
 * (a phone at a quarter of a desktop's speed stays under the 50 ms of a "long task").
 */
const SLICE_MS = 8;

/** A word's size as stored, the saved-data panel's unit. */
const storedSize = (word: ExportWord): number => JSON.stringify(word).length;

/**
 * Writes an export into the store: the whole (replacing what was there) or its difference, in
 * slices of {@link SLICE_MS}. The saved state goes first and comes back last, with the new
 * version: a saving cut short (the tab closed) leaves no version, so the next sync fetches the
 * whole dictionary again rather than trust a part of it.
 */
async function store(answer: WordExport, previous: SavedState | undefined): Promise<void> {
  const db = await database();
  await db.delete('state', 'saved');
  if (answer.full) await db.clear('words');
  let bytes = answer.full || previous === undefined ? 0 : previous.bytes;
  const changes: Array<{ id: number; word?: ExportWord }> = [
    ...answer.words.map((word) => ({ id: word.id, word })),
    ...answer.removed.map((id) => ({ id })),
  ];
  const queue = changes.values();
  for (let change = queue.next(); !change.done;) {
    const tx = db.transaction('words', 'readwrite');
    const replaced: Array<Promise<ExportWord | undefined>> = [];
    const deadline = performance.now() + SLICE_MS;
    do {
      const { id, word } = change.value;
      if (!answer.full) replaced.push(tx.store.get(id));
      if (word) {
        bytes += storedSize(word);
        void tx.store.put(word);
      } else {
        void tx.store.delete(id);
      }
      change = queue.next();
    } while (!change.done && performance.now() < deadline);
    for (const old of await Promise.all(replaced)) if (old) bytes -= storedSize(old);
    await tx.done;
  }
  await db.put('state', { version: answer.version, savedAt: new Date(), bytes }, 'saved');
}

/**
 * Brings the saved dictionary to the server's version: nothing fetched when it is current,
 * the difference since the saved version when there is one, else the whole export, but only
 * when it is under {@link AUTOMATIC_LIMIT} or `confirmed` (the learner chose to download it).
 */
export function syncDictionary({ confirmed = false } = {}): Promise<SyncResult> {
  return exclusively(() => sync(confirmed));
}

async function sync(confirmed: boolean): Promise<SyncResult> {
  const current = await fetchVersion();
  const saved = await savedState();
  if (saved?.version === current.version) return { status: 'current', version: current.version };
  if (saved === undefined && current.bytes > AUTOMATIC_LIMIT && !confirmed) {
    return { status: 'too-large', version: current.version, bytes: current.bytes };
  }
  const answer = await fetchExport(saved?.version);
  await store(answer, saved);
  return {
    status: saved && !answer.full ? 'updated' : 'saved',
    version: answer.version,
    changed: answer.words.length,
    removed: answer.removed.length,
  };
}

/** For the saved-data panel: the dictionary's download size (compressed bytes) when it is not saved yet. */
export async function dictionaryDownload(): Promise<{ bytes: number; saved: boolean }> {
  const current = await fetchVersion();
  return { bytes: current.bytes, saved: (await savedState()) !== undefined };
}

/** The dictionary as the saved-data panel lists it. */
export const savedDictionary: SavedData = {
  labelId: 'offline.saved.dictionary',
  async describe(): Promise<SavedDataSummary | null> {
    const state = await savedState();
    return state ? { bytes: state.bytes, savedAt: state.savedAt } : null;
  },
  remove: () =>
    exclusively(async () => {
      const db = await database();
      const tx = db.transaction(['words', 'state'], 'readwrite');
      await Promise.all([tx.objectStore('words').clear(), tx.objectStore('state').clear(), tx.done]);
    }),
  download: {
    size: async () => (await dictionaryDownload()).bytes,
    save: async () => {
      await syncDictionary({ confirmed: true });
    },
  },
};

let syncing: Promise<SyncResult | null> | null = null;

/** One sync at a time; a failure (the connection went, the server is away) waits for the next occasion. */
function syncOnce(): Promise<SyncResult | null> {
  syncing ??= syncDictionary()
    .catch(() => null)
    .finally(() => {
      syncing = null;
    });
  return syncing;
}

/**
 * Keeps the dictionary saved in the background: now, once the browser is idle, and whenever
 * the connection comes back, while online. Returns the stop. The entry starts it once the
 * app's own files are saved (`appSaved`), and imports this module only then (decision 073).
 */
export function keepDictionarySaved(): () => void {
  const run = () => {
    if (navigator.onLine) whenIdle(() => void syncOnce());
  };
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
