import { describe, expect, it } from 'vitest';
import { inKeyOrder, phaseBatch, phaseRead } from './phase-batch';

describe('reads shared by an event-loop phase', () => {
  it('answers each key its own row, whatever order the rows come in, with duplicates and gaps', async () => {
    const batches: Array<readonly string[]> = [];
    const read = phaseBatch(async (keys: readonly string[]) => {
      batches.push(keys);
      // Rows in reverse, one key missing: as a database may return them.
      const rows = [...keys].reverse().filter((key) => key !== 'gone').map((key) => ({ key, user: `user of ${key}` }));
      return inKeyOrder(keys, rows, (row) => row.key);
    });
    const answers = await Promise.all(['a', 'b', 'gone', 'a', 'c'].map((key) => read(key)));
    expect(answers.map((row) => row?.user)).toEqual(['user of a', 'user of b', undefined, 'user of a', 'user of c']);
    expect(batches).toEqual([['a', 'b', 'gone', 'c']]);
  });

  it('reads again in the next phase: nothing is kept', async () => {
    let reads = 0;
    const read = phaseBatch(async (keys: readonly number[]) => {
      reads += 1;
      return keys.map((key) => key * reads);
    });
    expect(await read(2)).toBe(2);
    expect(await read(2)).toBe(4);
  });

  it('gives a failed read to every request that shared it', async () => {
    const read = phaseBatch<number, number>(() => Promise.reject(new Error('connection lost')));
    const results = await Promise.allSettled([read(1), read(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });

  it('reads once for the callers of a phase, after the last of them asked', async () => {
    let stored = 1;
    let reads = 0;
    const version = phaseRead(async () => {
      reads += 1;
      return stored;
    });
    const early = version();
    // A write that finishes in the process with no I/O between (as under `inject`): the later
    // caller must see it, and the earlier one, sharing the read, sees it too.
    stored = 2;
    const late = version();
    expect(await Promise.all([early, late])).toEqual([2, 2]);
    expect(reads).toBe(1);
    stored = 3;
    expect(await version()).toBe(3);
    expect(reads).toBe(2);
  });
});
