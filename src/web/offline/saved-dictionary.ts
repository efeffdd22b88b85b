import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { wordExportApi, type ExportWord, type WordExport, type WordExportVersion } from '../../contract/word-export';
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

/** Writes an export into the store: the whole (replacing what was there) or its difference. */
async function store(answer: WordExport): Promise<void> {
  const db = await database();
  const tx = db.transaction(['words', 'state'], 'readwrite');
  const words = tx.objectStore('words');
  if (answer.full) await words.clear();
  for (const word of answer.words) void words.put(word);
  for (const id of answer.removed) void words.delete(id);
  let bytes = 0;
  for (let cursor = await words.openCursor(); cursor; cursor = await cursor.continue()) {
    bytes += JSON.stringify(cursor.value).length;
  }
  await tx.objectStore('state').put({ version: answer.version, savedAt: new Date(), bytes }, 'saved');
  await tx.done;
}

/**
 * Brings the saved dictionary to the server's version: nothing fetched when it is current,
 * the difference since the saved version when there is one, else the whole export, but only
 * when it is under {@link AUTOMATIC_LIMIT} or `confirmed` (the learner chose to download it).
 */
export async function syncDictionary({ confirmed = false } = {}): Promise<SyncResult> {
  const current = await fetchVersion();
  const saved = await savedState();
  if (saved?.version === current.version) return { status: 'current', version: current.version };
  if (saved === undefined && current.bytes > AUTOMATIC_LIMIT && !confirmed) {
    return { status: 'too-large', version: current.version, bytes: current.bytes };
  }
  const answer = await fetchExport(saved?.version);
  await store(answer);
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
  async remove(): Promise<void> {
    const db = await database();
    const tx = db.transaction(['words', 'state'], 'readwrite');
    await Promise.all([tx.objectStore('words').clear(), tx.objectStore('state').clear(), tx.done]);
  },
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
 * app's own files are saved (`appSaved`), and imports this module only then (decision 060).
 */
export function keepDictionarySaved(): () => void {
  const run = () => {
    if (navigator.onLine) whenIdle(() => void syncOnce());
  };
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
