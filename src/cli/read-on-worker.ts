import { on } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { cachedBundle } from './bundle-cache';
import type { WordBatch } from '../server/resources/words/repository';
import { DictionaryFileError, type DictionaryFormat, type RejectedRow } from './dictionary-file';
import type { WorkerMessage } from './import-worker-protocol';

/** A dictionary file being read on a worker thread. */
export interface FileOnWorker {
  /** About how many rows the file holds (CSV: its lines but the header), as soon as the worker knows. */
  total(): Promise<number>;
  /**
   * The valid words, in batches in the file's order, with their tense tables and forms when
   * the worker had time to run the engine. Throws DictionaryFileError when the file cannot be
   * read, after the batches before the fault.
   */
  batches(): AsyncGenerator<WordBatch>;
  /** The rows rejected, once the batches are done. */
  rejected(): RejectedRow[];
  close(): Promise<void>;
}

/**
 * Decodes (UTF-8), reads, validates and conjugates a dictionary file's bytes on a worker
 * thread (decisions 025, 030), so that this thread mostly writes: the parse and most of the
 * engine run on the other core, and the first words are written while the rest of the file
 * is read.
 */
export async function readOnWorker(bytes: Uint8Array, format: DictionaryFormat): Promise<FileOnWorker> {
  // How many batches this thread has taken: the worker runs the engine only while it is ahead,
  // and waits when it is BATCHES_AHEAD ahead.
  const taken = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(await workerCode(), { eval: true, workerData: { bytes, format, taken } });
  // An 'error' event (the worker threw) makes the iteration throw; an exit ends it.
  const messages = on(worker, 'message', { close: ['exit'] });
  let rejected: RejectedRow[] | undefined;

  async function next(): Promise<Exclude<WorkerMessage, { kind: 'fault' }>> {
    const { value, done } = await messages.next();
    if (done) throw new Error("The import's worker thread stopped before the end of the file.");
    const message = (value as [WorkerMessage])[0];
    if (message.kind === 'fault') throw new DictionaryFileError(message.message);
    return message;
  }

  return {
    async total() {
      const message = await next();
      if (message.kind !== 'total')
        throw new Error(`The import's worker thread sent "${message.kind}" before the total.`);
      return message.rows;
    },
    async *batches() {
      for (;;) {
        const message = await next();
        if (message.kind === 'end') {
          rejected = message.rejected;
          return;
        }
        if (message.kind !== 'batch')
          throw new Error(`The import's worker thread sent "${message.kind}" among the batches.`);
        Atomics.add(taken, 0, 1);
        Atomics.notify(taken, 0);
        yield { inputs: message.inputs, conjugated: message.conjugated };
      }
    },
    rejected() {
      if (rejected === undefined) throw new Error('The rejected rows are known once the batches are done.');
      return rejected;
    },
    async close() {
      // Also stops a worker waiting in Atomics.wait for this thread to take batches.
      await worker.terminate();
    },
  };
}

let bundled: Promise<string> | undefined;

/** The project's root, which esbuild resolves from, and the worker's bundle cache under it. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_FILE = fileURLToPath(
  new URL('../../node_modules/.cache/nahuatl-practice/import-worker.cjs', import.meta.url),
);

/**
 * import-worker.ts and all it imports as one script: a worker thread starts from JavaScript,
 * and one script starts in a quarter of the time a TypeScript loader takes over the
 * hundred-odd modules (decision 025). The bundle is kept with a digest of its sources and
 * built again when one of them changes (decision 030), so it never runs an engine older than
 * this thread's.
 */
function workerCode(): Promise<string> {
  bundled ??= cachedBundle(
    ROOT,
    'src/cli/import-worker.ts',
    { platform: 'node', format: 'cjs', target: 'node20', logLevel: 'silent' },
    CACHE_FILE,
  ).then(
    (result) => result.code,
    (error: unknown) => {
      bundled = undefined;
      throw error;
    },
  );
  return bundled;
}
