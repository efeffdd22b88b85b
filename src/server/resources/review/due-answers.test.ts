import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dueAnswers, type DueAnswer } from './due-answers';

const at = (iso: string) => new Date(`2026-11-28T${iso}Z`);

/** A computation that answers when told to, its list standing for `standsMs`. */
function controlledList(standsMs: number) {
  const runs: Array<{ at: Date; finish: () => void }> = [];
  const compute = (moment: Date) =>
    new Promise<DueAnswer>((resolve) => {
      runs.push({
        at: moment,
        finish: () =>
          resolve({
            body: Buffer.from(`list at ${moment.toISOString()}`),
            until: new Date(moment.getTime() + standsMs),
          }),
      });
    });
  return { runs, compute };
}

describe('the kept due lists', () => {
  it('computes a list once for the requests that arrive while it is being computed', async () => {
    const answers = dueAnswers();
    const { runs, compute } = controlledList(300_000);
    const first = answers.answer('7:20', 3, at('10:00:00'), compute);
    const second = answers.answer('7:20', 3, at('10:00:01'), compute);
    await Promise.resolve();
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    expect(String((await first).body)).toBe('list at 2026-11-28T10:00:00.000Z');
    expect(String((await second).body)).toBe('list at 2026-11-28T10:00:00.000Z');
    // Kept afterwards, until the deck changes or its next card falls due.
    expect(String((await answers.answer('7:20', 3, at('10:04:59'), compute)).body)).toBe(
      'list at 2026-11-28T10:00:00.000Z',
    );
    expect(runs).toHaveLength(1);
  });

  it('does not share a list computed at another deck version', async () => {
    const answers = dueAnswers();
    const { runs, compute } = controlledList(300_000);
    const before = answers.answer('7:20', 3, at('10:00:00'), compute);
    const after = answers.answer('7:20', 4, at('10:00:01'), compute);
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    runs.forEach((run) => run.finish());
    expect(String((await before).body)).toBe('list at 2026-11-28T10:00:00.000Z');
    expect(String((await after).body)).toBe('list at 2026-11-28T10:00:01.000Z');
  });

  it('computes again for a request that arrived after the shared list stopped standing', async () => {
    const answers = dueAnswers();
    const { runs, compute } = controlledList(1_000);
    const early = answers.answer('7:20', 3, at('10:00:00'), compute);
    const late = answers.answer('7:20', 3, at('10:00:02'), compute);
    await Promise.resolve();
    runs[0]!.finish();
    expect(String((await early).body)).toBe('list at 2026-11-28T10:00:00.000Z');
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs.map((run) => run.at.toISOString())).toEqual(['2026-11-28T10:00:00.000Z', '2026-11-28T10:00:02.000Z']);
    runs[1]!.finish();
    expect(String((await late).body)).toBe('list at 2026-11-28T10:00:02.000Z');
  });

  it('shares a failure with the requests waiting for it, and keeps nothing', async () => {
    const answers = dueAnswers();
    let runs = 0;
    const failing = () => {
      runs += 1;
      return Promise.reject(new Error('connection lost'));
    };
    const results = await Promise.allSettled([
      answers.answer('7:20', 3, at('10:00:00'), failing),
      answers.answer('7:20', 3, at('10:00:00'), failing),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
    const { compute, runs: later } = controlledList(300_000);
    const next = answers.answer('7:20', 3, at('10:00:01'), compute);
    await Promise.resolve();
    later[0]!.finish();
    expect(String((await next).body)).toBe('list at 2026-11-28T10:00:01.000Z');
  });

  it('compresses a kept list once per encoding', async () => {
    const answers = dueAnswers();
    const { runs, compute } = controlledList(300_000);
    const pending = answers.answer('7:20', 3, at('10:00:00'), compute);
    await Promise.resolve();
    runs[0]!.finish();
    const first = (await pending).encoded('br');
    const again = (await answers.answer('7:20', 3, at('10:00:01'), compute)).encoded('br');
    expect(again).toBe(first);
    expect(brotliDecompressSync(again).toString()).toBe('list at 2026-11-28T10:00:00.000Z');
  });

  // Issue 49: capped by count, one account asking limit=1…200 kept 9.6 MB of lists.
  it('keeps lists up to a size in bytes, whatever the number of limits asked', async () => {
    const answers = dueAnswers(100_000);
    const list = (at: Date) =>
      Promise.resolve({ body: Buffer.alloc(2_000, 'x'), until: new Date(at.getTime() + 60_000) });
    for (let limit = 1; limit <= 200; limit += 1) await answers.answer(`7:${limit}`, 3, at('10:00:00'), list);
    const { entries, bytes } = answers.size();
    expect(bytes).toBeLessThanOrEqual(100_000);
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(200);
  });
});
