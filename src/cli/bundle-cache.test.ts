import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedBundle, type BundleOptions } from './bundle-cache';

// The import's worker script is bundled once and kept with a digest of its sources (decision 030):
// it must never be older than they are.
let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'bundle-cache-'));
  await writeFile(
    join(root, 'entry.ts'),
    "import { answer } from './answer';\nexport const result: string = answer;\n",
  );
  await writeFile(join(root, 'answer.ts'), "export const answer = 'first';\n");
});
afterEach(() => rm(root, { recursive: true, force: true }));

const OPTIONS: BundleOptions = { platform: 'node', format: 'cjs', logLevel: 'silent' };
const cacheFile = () => join(root, 'cache', 'entry.cjs');

/** What the bundled script exports as `result`. */
function resultOf(code: string): unknown {
  const module = { exports: {} as { result?: unknown } };
  runInNewContext(code, { module, exports: module.exports });
  return module.exports.result;
}

describe('a bundle kept with the digest of its sources', () => {
  it('is built once, then read back while its sources are unchanged', async () => {
    const first = await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile());
    expect(first.built).toBe(true);
    expect(resultOf(first.code)).toBe('first');
    const again = await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile());
    expect(again).toEqual({ code: first.code, built: false });
  });

  it('is built again when a file it imports changes, and when the options change', async () => {
    await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile());
    await writeFile(join(root, 'answer.ts'), "export const answer = 'second';\n");
    const changed = await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile());
    expect(changed.built).toBe(true);
    expect(resultOf(changed.code)).toBe('second');
    expect((await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile())).built).toBe(false);
    const minified = await cachedBundle(root, 'entry.ts', { ...OPTIONS, minify: true }, cacheFile());
    expect(minified.built).toBe(true);
    expect(resultOf(minified.code)).toBe('second');
  });

  it('is built again when a file it was built from is gone or the cache file is damaged', async () => {
    await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile());
    await writeFile(join(root, 'entry.ts'), "export const result: string = 'alone';\n");
    await rm(join(root, 'answer.ts'));
    const alone = await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile());
    expect(alone.built).toBe(true);
    expect(resultOf(alone.code)).toBe('alone');

    await writeFile(cacheFile(), (await readFile(cacheFile(), 'utf8')).slice(0, 40));
    const repaired = await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile());
    expect(repaired.built).toBe(true);
    expect(resultOf(repaired.code)).toBe('alone');
  });

  it('is still given when the cache cannot be written', async () => {
    await writeFile(join(root, 'cache'), 'a file where the folder would be');
    const first = await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile());
    expect(resultOf(first.code)).toBe('first');
    expect((await cachedBundle(root, 'entry.ts', OPTIONS, cacheFile())).built).toBe(true);
  });
});
