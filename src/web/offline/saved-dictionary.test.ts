import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WordExport, WordExportVersion } from '../../contract/word-export';
import { exportWord } from '../test/fixtures';
import {
  AUTOMATIC_LIMIT,
  dictionaryDownload,
  savedDictionary,
  savedWord,
  savedWords,
  syncDictionary,
} from './saved-dictionary';

const word = (id: number, text: string, english: string[] = []) =>
  exportWord(id, text, { type: 'noun', definition_spanish: [], definition_english: english });

/** A server holding these answers; every request's address is kept. */
function server(version: WordExportVersion, exports: Record<string, WordExport>) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      const body = url.endsWith('export/version/') ? version : exports[url];
      return body ? Response.json(body) : Response.json({}, { status: 404 });
    }),
  );
  return requests;
}

const E = '/utoaztecan/api/nahuatl/export/';
const V1 = 'ab12.10';
const V2 = 'ab12.14';
const whole: WordExport = {
  version: V1,
  full: true,
  words: [word(1, 'atl'), word(2, 'cochi'), word(3, 'tōchtli')],
  removed: [],
};

beforeEach(() => savedDictionary.remove());
afterEach(() => vi.unstubAllGlobals());

describe('the saved dictionary', () => {
  it('is saved whole the first time, and the panel sees its size and date', async () => {
    expect(await savedDictionary.describe()).toBeNull();
    const requests = server({ version: V1, words: 3, bytes: 900 }, { [E]: whole });
    expect(await syncDictionary()).toEqual({ status: 'saved', version: V1, changed: 3, removed: 0 });
    expect(requests).toEqual([`${E}version/`, E]);
    expect((await savedWords()).map((w) => w.word)).toEqual(['atl', 'cochi', 'tōchtli']);
    const summary = await savedDictionary.describe();
    expect(summary?.bytes).toBeGreaterThan(300);
    expect(summary?.savedAt).toBeInstanceOf(Date);
    expect(savedDictionary.labelId).toBe('offline.saved.dictionary');
  });

  it('is brought up to date by difference: changed words replaced, removed ones gone', async () => {
    server({ version: V1, words: 3, bytes: 900 }, { [E]: whole });
    await syncDictionary();
    const difference: WordExport = {
      version: V2,
      full: false,
      words: [word(2, 'cochi', ['to sleep']), word(4, 'calli')],
      removed: [3],
    };
    const requests = server({ version: V2, words: 3, bytes: 900 }, { [`${E}?since=${V1}`]: difference });
    expect(await syncDictionary()).toEqual({ status: 'updated', version: V2, changed: 2, removed: 1 });
    expect(requests).toEqual([`${E}version/`, `${E}?since=${V1}`]);
    expect((await savedWords()).map((w) => w.word)).toEqual(['atl', 'cochi', 'calli']);
    expect((await savedWord(2))?.definition_english).toEqual(['to sleep']);
    expect(await savedWord(3)).toBeUndefined();
  });

  it('downloads nothing more when it is current', async () => {
    server({ version: V1, words: 3, bytes: 900 }, { [E]: whole });
    await syncDictionary();
    const requests = server({ version: V1, words: 3, bytes: 900 }, {});
    expect(await syncDictionary()).toEqual({ status: 'current', version: V1 });
    expect(requests).toEqual([`${E}version/`]);
    expect(await savedWords()).toHaveLength(3);
  });

  it('is replaced whole when the server cannot answer by difference', async () => {
    server({ version: V1, words: 3, bytes: 900 }, { [E]: whole });
    await syncDictionary();
    const restored: WordExport = { version: 'cd34.2', full: true, words: [word(7, 'tepetl')], removed: [] };
    server({ version: 'cd34.2', words: 1, bytes: 300 }, { [`${E}?since=${V1}`]: restored });
    expect((await syncDictionary()).status).toBe('saved');
    expect((await savedWords()).map((w) => w.word)).toEqual(['tepetl']);
  });

  it('waits for the learner when the dictionary is larger than the limit, and downloads it when they choose', async () => {
    const large = { version: V1, words: 90_000, bytes: AUTOMATIC_LIMIT + 1 };
    const requests = server(large, { [E]: whole });
    expect(await syncDictionary()).toEqual({ status: 'too-large', version: V1, bytes: AUTOMATIC_LIMIT + 1 });
    expect(requests).toEqual([`${E}version/`]);
    expect(await savedWords()).toEqual([]);
    expect(await dictionaryDownload()).toEqual({ bytes: AUTOMATIC_LIMIT + 1, saved: false });
    expect((await syncDictionary({ confirmed: true })).status).toBe('saved');
    expect(await savedWords()).toHaveLength(3);
  });

  it('is saved in slices that each hold the page for a few milliseconds, and its size counts every word once', async () => {
    // A clock that moves 3 ms at every reading: each slice of the saving holds only a few words.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3));
    const many: WordExport = {
      version: V1,
      full: true,
      words: Array.from({ length: 60 }, (_, index) => word(index + 1, `tlahtolli${index + 1}`)),
      removed: [],
    };
    server({ version: V1, words: 60, bytes: 9000 }, { [E]: many });
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await syncDictionary();
    expect(transactions.mock.calls.filter(([stores]) => stores === 'words').length).toBeGreaterThan(10);
    expect(await savedWords()).toHaveLength(60);
    const size = (words: readonly unknown[]) => words.reduce<number>((sum, w) => sum + JSON.stringify(w).length, 0);
    expect((await savedDictionary.describe())?.bytes).toBe(size(many.words));

    const difference: WordExport = {
      version: V2,
      full: false,
      words: [word(2, 'cochi', ['to sleep']), word(61, 'calli')],
      removed: [3, 4],
    };
    server({ version: V2, words: 59, bytes: 9000 }, { [`${E}?since=${V1}`]: difference });
    await syncDictionary();
    expect((await savedDictionary.describe())?.bytes).toBe(size(await savedWords()));
    vi.restoreAllMocks();
  });

  it('claims no version when a saving is cut short, so the next sync fetches the whole dictionary', async () => {
    server({ version: V1, words: 3, bytes: 900 }, { [E]: whole });
    await syncDictionary();
    const difference: WordExport = { version: V2, full: false, words: [word(4, 'calli')], removed: [] };
    server({ version: V2, words: 4, bytes: 1200 }, { [`${E}?since=${V1}`]: difference });
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('The tab was closed.', 'AbortError');
    });
    await expect(syncDictionary()).rejects.toThrow();
    put.mockRestore();
    expect(await savedDictionary.describe()).toBeNull();

    const current: WordExport = { ...whole, version: V2, words: [...whole.words, word(4, 'calli')] };
    const requests = server({ version: V2, words: 4, bytes: 1200 }, { [E]: current });
    expect((await syncDictionary()).status).toBe('saved');
    expect(requests).toEqual([`${E}version/`, E]);
    expect(await savedWords()).toHaveLength(4);
  });

  it('is saved once when two saves start together, and a removal waits for a save under way', async () => {
    server({ version: V1, words: 3, bytes: 900 }, { [E]: whole });
    const [first, second] = await Promise.all([syncDictionary(), syncDictionary()]);
    expect([first.status, second.status]).toEqual(['saved', 'current']);
    const size = (words: readonly unknown[]) => words.reduce<number>((sum, w) => sum + JSON.stringify(w).length, 0);
    expect((await savedDictionary.describe())?.bytes).toBe(size(await savedWords()));

    await savedDictionary.remove();
    server({ version: V1, words: 3, bytes: 900 }, { [E]: whole });
    // Removed after the save, not between its slices: nothing is left claiming a version.
    await Promise.all([syncDictionary(), savedDictionary.remove()]);
    expect(await savedDictionary.describe()).toBeNull();
    expect(await savedWords()).toEqual([]);
  });

  it('is removed from the device', async () => {
    server({ version: V1, words: 3, bytes: 900 }, { [E]: whole });
    await syncDictionary();
    await savedDictionary.remove();
    expect(await savedDictionary.describe()).toBeNull();
    expect(await savedWords()).toEqual([]);
  });
});
