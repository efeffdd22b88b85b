import type { SavedPage } from './dictionary-search';
import { searchSavedDictionary, type SearchAnswer } from './saved-search';

let worker: Worker | null | undefined;
let lastId = 0;
const waiting = new Map<number, (page: SavedPage | null) => void>();

/** The search's worker, started on the first offline search; null where there are no workers (tests). */
function searchWorker(): Worker | null {
  if (worker === undefined) {
    worker =
      typeof Worker === 'undefined'
        ? null
        : new Worker(new URL('./dictionary-search.worker.ts', import.meta.url), { type: 'module' });
    worker?.addEventListener('message', ({ data }: MessageEvent<SearchAnswer>) => {
      waiting.get(data.id)?.(data.page);
      waiting.delete(data.id);
    });
  }
  return worker;
}

/**
 * The word search over the dictionary saved on this device (null when none is saved): in a
 * Web Worker, so indexing and ranking thousands of words never holds up the screen.
 */
export function searchOffline(search: string, limit: number, offset: number): Promise<SavedPage | null> {
  const searcher = searchWorker();
  if (searcher === null) return searchSavedDictionary(search, limit, offset);
  const id = ++lastId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    searcher.postMessage({ id, search, limit, offset });
  });
}
