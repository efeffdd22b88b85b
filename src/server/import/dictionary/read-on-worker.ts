import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { WordBatch } from '../../resources/words/bulk-upsert';
import type { RejectedRow } from '../report';
import { DictionaryFileError, type DictionaryFormat } from './file';
import { POSTED, TAKEN, type WorkerInput, type WorkerMessage } from './worker-protocol';

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
  const worker = await startWorker(input);
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

/**
 * The worker thread, started from the code this thread runs, so that both run the same engine
 * (decision 025). Built (`npm run build`), this module is part of a bundle in dist/server/ or
 * dist/cli/, and the worker is dist/server/import-worker.js, compiled by the same build. Run
 * from the sources (tests, benches), worker.ts is bundled for it (worker-from-source.ts,
 * decision 033).
 */
async function startWorker(input: WorkerInput): Promise<Worker> {
  const options = { workerData: input, transferList: [input.port] };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('../server/import-worker.js', import.meta.url), options);
  const { workerCodeFromSource } = await import('./worker-from-source');
  return new Worker(await workerCodeFromSource(), { ...options, eval: true });
}
