import { describe, expect, it } from 'vitest';
import { inKeyOrder, phaseBatch } from './phase-batch';

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
    expect(batches).toHaveLength(1);
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
});
