/**
 * What the two threads of a large dictionary import (read-on-worker.ts and worker.ts)
 * share: the worker's messages and its rule for running the engine. Kept apart from both, so
 * that the worker's bundle holds only what the worker runs.
 */

import type { MessagePort } from 'node:worker_threads';
import type { Conjugated, WordInput } from '../../resources/words/values';
import type { RejectedRow } from '../report';
import type { DictionaryFormat } from './file';

/** What the worker is started with. */
export interface WorkerInput {
  /** The file's bytes as read: the main thread does not decode them (decision 030). */
  bytes: Uint8Array;
  format: DictionaryFormat;
  /** Counts both threads move on, at {@link TAKEN} and {@link POSTED}. */
  counters: Int32Array;
  /** Where the worker posts its messages, which the main thread takes one at a time. */
  port: MessagePort;
}

/**
 * Index in `counters` of how many batches the main thread has taken: the worker runs the
 * engine only while it is ahead, and waits when it is {@link BATCHES_AHEAD} ahead.
 */
export const TAKEN = 0;

/**
 * Index in `counters` of how many messages the worker has posted (and of the main thread's own
 * wake-ups when the worker stops): the main thread waits on it when it finds no message.
 */
export const POSTED = 1;

/** What worker.ts sends, in this order: a total, batches, and an end; or a fault at any point. */
export type WorkerMessage =
  | { kind: 'total'; rows: number }
  | { kind: 'batch'; inputs: WordInput[]; conjugated: Conjugated[] | undefined }
  | { kind: 'end'; rejected: RejectedRow[] }
  | { kind: 'fault'; message: string };

/**
 * From this many batches sent and not yet taken by the main thread, the worker runs the
 * engine on the next one itself; with fewer, the main thread would soon wait, and the batch
 * goes without.
 */
export const BATCHES_WAITING = 2;

/**
 * At most this many batches are sent and not yet taken: beyond it the worker waits for the
 * main thread. A writer slower than the reading (PostgreSQL) would otherwise receive the whole
 * file ahead of its writes and hold it in memory (decision 026).
 */
export const BATCHES_AHEAD = 32;
