import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build, version, type BuildOptions } from 'esbuild';

/** What a cache file holds: the script, and what it was built from ({@link readEntry}). */
interface CacheEntry {
  /** esbuild's version and the build options, as {@link settingsOf} writes them. */
  settings: string;
  /** Every file the script was built from, relative to the root, in esbuild's order, then the others hashed. */
  inputs: string[];
  /** {@link digestOf} those files when the script was built. */
  digest: string;
  /** The script's own SHA-256, so that a file damaged after its first line is not run. */
  codeDigest: string;
  code: string;
}

/** How a script is built: esbuild's options, but for those {@link cachedBundle} sets itself. */
export type BundleOptions = Omit<BuildOptions, 'entryPoints' | 'absWorkingDir' | 'bundle' | 'write' | 'metafile'>;

const settingsOf = (entry: string, options: BundleOptions) => JSON.stringify({ esbuild: version, entry, options });

/** How long before a build a file saved counts as saved during it ({@link cachedBundle}). */
const MTIME_MARGIN_MS = 2000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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

/** Whether any of the files changed since `since` (ms since the epoch), or cannot be read. */
async function changedSince(root: string, inputs: string[], since: number): Promise<boolean> {
  try {
    const stats = await Promise.all(inputs.map((input) => stat(join(root, input))));
    return stats.some((stats) => stats.mtimeMs >= since);
  } catch {
    return true;
  }
}

/** The cache file: its entry's other fields as JSON on the first line, then the script. */
async function readEntry(cacheFile: string): Promise<CacheEntry | undefined> {
  try {
    const text = await readFile(cacheFile, 'utf8');
    const end = text.indexOf('\n');
    const entry = { ...(JSON.parse(text.slice(0, end)) as Omit<CacheEntry, 'code'>), code: text.slice(end + 1) };
    return sha256(entry.code) === entry.codeDigest ? entry : undefined;
  } catch {
    return undefined;
  }
}

const formatEntry = ({ code, ...rest }: CacheEntry) => `${JSON.stringify(rest)}\n${code}`;

/**
 * `entry` (relative to `root`) and everything it imports bundled by esbuild into one script,
 * kept in `cacheFile` with a digest of every file it was built from and of `alsoHashed` (files
 * that change a build without being part of it: the TypeScript settings, the package list).
 * A later call whose files all read the same, with the same esbuild and options, takes the
 * script from there: hashing the files takes a few milliseconds where bundling takes a quarter
 * of a second (decision 030). A change to any of them builds it again, so the script is never
 * older than its sources; a file changed while the script was built keeps it out of the cache.
 * Writing the cache is best effort: without it, every call builds.
 */
export async function cachedBundle(
  root: string,
  entry: string,
  options: BundleOptions,
  cacheFile: string,
  alsoHashed: string[] = [],
): Promise<{ code: string; built: boolean }> {
  const settings = settingsOf(entry, options);
  const cached = await readEntry(cacheFile);
  if (cached?.settings === settings && (await digestOf(root, cached.inputs)) === cached.digest)
    return { code: cached.code, built: false };

  // A file's time stamp may trail the clock (file systems stamp with a coarse clock): two
  // seconds of margin count a file saved just before the build as saved during it.
  const started = Date.now() - MTIME_MARGIN_MS;
  const result = await build({
    ...options,
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
  });
  const code = result.outputFiles[0]!.text;
  const inputs = [...Object.keys(result.metafile.inputs), ...alsoHashed];
  // Hashed after the build: a file saved during it could hold other text than the one built.
  const digest = (await changedSince(root, inputs, started)) ? undefined : await digestOf(root, inputs);
  if (digest !== undefined) {
    // Written whole under another name, then renamed: a reader at the same time sees the old file or the new.
    const partial = `${cacheFile}.${randomUUID()}`;
    try {
      await mkdir(dirname(cacheFile), { recursive: true });
      await writeFile(partial, formatEntry({ settings, inputs, digest, codeDigest: sha256(code), code }));
      await rename(partial, cacheFile);
    } catch {
      // A read-only checkout or a full disk: the next import bundles again.
      await rm(partial, { force: true }).catch(() => {});
    }
  }
  return { code, built: true };
}
