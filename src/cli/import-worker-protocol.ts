/**
 * What the two threads of a large dictionary import (read-on-worker.ts and import-worker.ts)
 * share: the worker's messages and its rule for running the engine. Kept apart from both, so
 * that the worker's bundle holds only what the worker runs.
 */

import type { Conjugated, WordInput } from '../server/resources/words/values';
import type { RejectedRow } from './dictionary-file';

/** What import-worker.ts sends, in this order: a total, batches, and an end; or a fault at any point. */
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
