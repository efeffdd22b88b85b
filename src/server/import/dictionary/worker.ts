/**
 * The worker thread of a large dictionary import (compiled into dist/server/import-worker.js by
 * the build, and started by read-on-worker.ts): reads and validates the file a row at a time,
 * and sends the words in batches while the main thread writes the batches before them,
 * running the conjugation engine on those it has time for.
 */

import { workerData } from 'node:worker_threads';
import { conjugatedWord, WORDS_PER_BATCH, type WordInput } from '../../resources/words/values';
import type { RejectedRow } from '../report';
import { DictionaryFileError, readDictionaryRows } from './file';
import {
  BATCHES_AHEAD,
  BATCHES_WAITING,
  POSTED,
  TAKEN,
  type WorkerInput,
  type WorkerMessage,
} from './worker-protocol';

const { bytes, format, counters, port } = workerData as WorkerInput;
const post = (message: WorkerMessage) => {
  port.postMessage(message);
  Atomics.add(counters, POSTED, 1);
  Atomics.notify(counters, POSTED);
};

let inputs: WordInput[] = [];
let sent = 0;
const rejected: RejectedRow[] = [];
// The engine runs here only while the main thread has batches waiting. When it has caught up,
// a batch goes as read: the main thread runs the engine on the words it writes, rather than
// wait; and a file imported again, whose words are mostly unchanged, needs the engine for few.
const send = () => {
  const backlog = sent - Atomics.load(counters, TAKEN);
  post({ kind: 'batch', inputs, conjugated: backlog >= BATCHES_WAITING ? inputs.map(conjugatedWord) : undefined });
  sent++;
  inputs = [];
  // Too far ahead: wait until the main thread takes a batch (it notifies at TAKEN).
  for (let done = Atomics.load(counters, TAKEN); sent - done >= BATCHES_AHEAD; done = Atomics.load(counters, TAKEN))
    Atomics.wait(counters, TAKEN, done);
};

try {
  readDictionaryRows(bytes, format, {
    total: (rows) => post({ kind: 'total', rows }),
    row: ({ word }) => {
      inputs.push(word);
      if (inputs.length === WORDS_PER_BATCH) send();
    },
    rejected: (row) => rejected.push(row),
  });
  if (inputs.length > 0) send();
  post({ kind: 'end', rejected });
} catch (error) {
  if (!(error instanceof DictionaryFileError)) throw error;
  post({ kind: 'fault', message: error.message });
}
