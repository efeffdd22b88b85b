import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build, version, type BuildOptions } from 'esbuild';

/** What a cache file holds: the script, and what it was built from ({@link readEntry}). */
interface CacheEntry {
  /** esbuild's version and the build options, as {@link settingsOf} writes them. */
  settings: string;
  /** Every file the script was built from, relative to the root, in esbuild's order. */
  inputs: string[];
  /** {@link digestOf} those files when the script was built. */
  digest: string;
  code: string;
}

/** How a script is built: esbuild's options, but for those {@link cachedBundle} sets itself. */
export type BundleOptions = Omit<BuildOptions, 'entryPoints' | 'absWorkingDir' | 'bundle' | 'write' | 'metafile'>;

const settingsOf = (entry: string, options: BundleOptions) => JSON.stringify({ esbuild: version, entry, options });

/** One digest of the files' contents, each with its path; undefined when one cannot be read. */
async function digestOf(root: string, inputs: string[]): Promise<string | undefined> {
  try {
    const contents = await Promise.all(inputs.map((input) => readFile(join(root, input))));
    const hash = createHash('sha256');
    inputs.forEach((input, i) => hash.update(`${input}\u0000${contents[i]!.length}\u0000`).update(contents[i]!));
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}

/** The cache file: its entry's other fields as JSON on the first line, then the script. */
async function readEntry(cacheFile: string): Promise<CacheEntry | undefined> {
  try {
    const text = await readFile(cacheFile, 'utf8');
    const end = text.indexOf('\n');
    return { ...(JSON.parse(text.slice(0, end)) as Omit<CacheEntry, 'code'>), code: text.slice(end + 1) };
  } catch {
    return undefined;
  }
}

const formatEntry = ({ code, ...rest }: CacheEntry) => `${JSON.stringify(rest)}\n${code}`;

/**
 * `entry` (relative to `root`) and everything it imports bundled by esbuild into one script,
 * kept in `cacheFile` with a digest of every file it was built from. A later call whose files
 * all read the same, with the same esbuild and options, takes the script from there: hashing
 * the files takes a few milliseconds where bundling takes a quarter of a second (decision 030).
 * A change to any of them builds it again, so the script is never older than its sources.
 * Writing the cache is best effort: without it, every call builds.
 */
export async function cachedBundle(
  root: string,
  entry: string,
  options: BundleOptions,
  cacheFile: string,
): Promise<{ code: string; built: boolean }> {
  const settings = settingsOf(entry, options);
  const cached = await readEntry(cacheFile);
  if (cached?.settings === settings && (await digestOf(root, cached.inputs)) === cached.digest)
    return { code: cached.code, built: false };

  const result = await build({
    ...options,
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
  });
  const code = result.outputFiles[0]!.text;
  const inputs = Object.keys(result.metafile.inputs);
  const digest = await digestOf(root, inputs);
  if (digest !== undefined) {
    try {
      await mkdir(dirname(cacheFile), { recursive: true });
      // Written whole under another name, then renamed: a reader at the same time sees the old file or the new.
      const partial = `${cacheFile}.${randomUUID()}`;
      await writeFile(partial, formatEntry({ settings, inputs, digest, code }));
      await rename(partial, cacheFile);
    } catch {
      // A read-only checkout: the next import bundles again.
    }
  }
  return { code, built: true };
}
