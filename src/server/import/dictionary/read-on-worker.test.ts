import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DictionaryFileError } from './file';
import { BATCHES_AHEAD } from './worker-protocol';
import { readOnWorker } from './read-on-worker';
import { WORDS_PER_BATCH } from '../../resources/words/values';

// The worker reads ahead of the thread that writes, by at most BATCHES_AHEAD batches, and
// then waits for it (decision 026). Waiting must never lose, reorder or stall a batch.

const ROWS = WORDS_PER_BATCH * (BATCHES_AHEAD + 6) + 17;
const csv = () => {
  const lines = ['word,type,definition_english'];
  for (let i = 0; i < ROWS; i++) lines.push(`tla${i.toString(36)}cochi,tlach2,word ${i}`);
  return `${lines.join('\n')}\n`;
};

describe('a file read on a worker thread for a slow writer', () => {
  it(
    'hands over every word once and in order, however long each batch takes to write',
    { timeout: 30_000 },
    async () => {
      const file = await readOnWorker(Buffer.from(csv()), 'csv');
      try {
        expect(await file.total()).toBe(ROWS);
        const words: string[] = [];
        for await (const batch of file.batches()) {
          // Slower than the worker reads: it fills its allowance and waits for each batch taken.
          await sleep(40);
          words.push(...batch.inputs.map((input) => input.word));
          // A batch the worker conjugated carries one result a word.
          if (batch.conjugated) expect(batch.conjugated).toHaveLength(batch.inputs.length);
        }
        expect(words).toEqual(Array.from({ length: ROWS }, (_, i) => `tla${i.toString(36)}cochi`));
        expect(file.rejected()).toEqual([]);
      } finally {
        await file.close();
      }
    },
  );

  it(
    'throws what the worker threw, rather than wait for a message that will not come',
    { timeout: 30_000 },
    async () => {
      // Not bytes: the worker fails as it starts to read, with an error that is not the file's fault.
      const file = await readOnWorker(42 as unknown as Uint8Array, 'csv');
      try {
        const error = await file.total().catch((thrown: unknown) => thrown);
        expect(error).toBeInstanceOf(Error);
        expect(error).not.toBeInstanceOf(DictionaryFileError);
        expect((error as Error).message).not.toMatch(/stopped before the end/);
      } finally {
        await file.close();
      }
    },
  );

  it('stops when the writer stops taking batches midway (an import rolled back)', { timeout: 30_000 }, async () => {
    const file = await readOnWorker(Buffer.from(csv()), 'csv');
    await file.total();
    const batches = file.batches();
    expect((await batches.next()).value?.inputs).toHaveLength(WORDS_PER_BATCH);
    // Time for the worker to read its allowance ahead and wait.
    await sleep(500);
    await file.close();
    await batches.return(undefined);
  });
});
