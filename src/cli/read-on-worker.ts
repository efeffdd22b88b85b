import { fileURLToPath } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { cachedBundle } from './bundle-cache';
import type { WordBatch } from '../server/resources/words/repository';
import { DictionaryFileError, type DictionaryFormat, type RejectedRow } from './dictionary-file';
import { POSTED, TAKEN, type WorkerInput, type WorkerMessage } from './import-worker-protocol';

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
  const counters = new Int32Array(new SharedArrayBuffer(8));
  const { port1: port, port2 } = new MessageChannel();
  const input: WorkerInput = { bytes, format, counters, port: port2 };
  const worker = new Worker(await workerCode(), { eval: true, workerData: input, transferList: [port2] });
  // Why the worker stopped, if it did before its end: what it threw, or its exit.
  let stopped: Error | undefined;
  const wake = () => {
    Atomics.add(counters, POSTED, 1);
    Atomics.notify(counters, POSTED);
  };
  worker.on('error', (error) => {
    stopped ??= error;
    wake();
  });
  worker.on('exit', () => {
    stopped ??= new Error("The import's worker thread stopped before the end of the file.");
    wake();
  });
  let rejected: RejectedRow[] | undefined;

  /**
   * The worker's next message. Messages are taken from the port one at a time, when this
   * thread wants one: those waiting stay serialised outside the heap, where an event listener
   * would have made objects of them all as they came, for the garbage collector to copy again
   * and again while a slow writer (PostgreSQL) keeps BATCHES_AHEAD of them waiting (decision 030).
   */
  async function next(): Promise<Exclude<WorkerMessage, { kind: 'fault' }>> {
    for (;;) {
      // Read before looking: a message posted after the look moves the count on, and the wait returns at once.
      const posted = Atomics.load(counters, POSTED);
      const received = receiveMessageOnPort(port);
      if (received !== undefined) {
        const message = received.message as WorkerMessage;
        if (message.kind === 'fault') throw new DictionaryFileError(message.message);
        return message;
      }
      if (stopped !== undefined) throw stopped;
      const wait = Atomics.waitAsync(counters, POSTED, posted);
      if (wait.async) await wait.value;
    }
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
        Atomics.add(counters, TAKEN, 1);
        Atomics.notify(counters, TAKEN);
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
      port.close();
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
    // Not sources of the bundle, but they change how it is built: compiler settings, packages.
    ['tsconfig.json', 'package.json', 'package-lock.json'],
  ).then(
    (result) => result.code,
    (error: unknown) => {
      bundled = undefined;
      throw error;
    },
  );
  return bundled;
}
