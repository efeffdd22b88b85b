import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedBundle, type BundleOptions } from './bundle-cache';

// The import's worker script is bundled once and kept with a digest of its sources (decision 030):
// it must never be older than they are.
let root: string;

/** Writes a source file as saved a minute ago, as sources are when an import starts. */
async function save(name: string, text: string, savedAgo = 60): Promise<void> {
  await writeFile(join(root, name), text);
  const when = new Date(Date.now() - savedAgo * 1000);
  await utimes(join(root, name), when, when);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'bundle-cache-'));
  await save('entry.ts', "import { answer } from './answer';\nexport const result: string = answer;\n");
  await save('answer.ts', "export const answer = 'first';\n");
  await save('settings.json', '{}');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const OPTIONS: BundleOptions = { platform: 'node', format: 'cjs', logLevel: 'silent' };
const cacheFile = () => join(root, 'cache', 'entry.cjs');
const bundle = (options = OPTIONS) => cachedBundle(root, 'entry.ts', options, cacheFile(), ['settings.json']);

/** What the bundled script exports as `result`. */
function resultOf(code: string): unknown {
  const module = { exports: {} as { result?: unknown } };
  runInNewContext(code, { module, exports: module.exports });
  return module.exports.result;
}

describe('a bundle kept with the digest of its sources', () => {
  it('is built once, then read back while its sources are unchanged', async () => {
    const first = await bundle();
    expect(first.built).toBe(true);
    expect(resultOf(first.code)).toBe('first');
    expect(await bundle()).toEqual({ code: first.code, built: false });
  });

  it('is built again when a file it imports changes, when a file also hashed changes, and when the options change', async () => {
    await bundle();
    await save('answer.ts', "export const answer = 'second';\n");
    const changed = await bundle();
    expect(changed.built).toBe(true);
    expect(resultOf(changed.code)).toBe('second');
    expect((await bundle()).built).toBe(false);

    await save('settings.json', '{"changed": true}');
    expect((await bundle()).built).toBe(true);
    expect((await bundle()).built).toBe(false);

    const minified = await bundle({ ...OPTIONS, minify: true });
    expect(minified.built).toBe(true);
    expect(resultOf(minified.code)).toBe('second');
  });

  it('is not kept when a source was saved while it was built, nor run when a source is gone', async () => {
    // Saved just now: it may have changed after esbuild read it, so the bundle is not kept.
    await save('answer.ts', "export const answer = 'just saved';\n", 0);
    expect(resultOf((await bundle()).code)).toBe('just saved');
    expect((await bundle()).built).toBe(true);
    await save('answer.ts', "export const answer = 'settled';\n");
    expect((await bundle()).built).toBe(true);
    expect((await bundle()).built).toBe(false);

    // A file it was built from is gone: building again fails, and the kept script is not used.
    await rm(join(root, 'answer.ts'));
    await expect(bundle()).rejects.toThrow(/answer/);
  });

  it('is built again when the cache file is damaged, in its header or in its script', async () => {
    await bundle();
    const kept = await readFile(cacheFile(), 'utf8');
    await writeFile(cacheFile(), kept.slice(0, 40));
    expect((await bundle()).built).toBe(true);
    await writeFile(cacheFile(), (await readFile(cacheFile(), 'utf8')).replace(/["']first["']/, '"wrong"'));
    const repaired = await bundle();
    expect(repaired.built).toBe(true);
    expect(resultOf(repaired.code)).toBe('first');
  });

  it('is still given when the cache cannot be written', async () => {
    await writeFile(join(root, 'cache'), 'a file where the folder would be');
    expect(resultOf((await bundle()).code)).toBe('first');
    expect((await bundle()).built).toBe(true);
  });
});
