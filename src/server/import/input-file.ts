import { constants, type Stats } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Reading an import's files (decision 038): only regular files, checked on the opened file
 * rather than before opening it, and at most {@link MAX_INPUT_BYTES} of them; and for the
 * files a CLDF dataset names, only files whose real path is inside the dataset's folder.
 */

/**
 * The largest file an import reads: a hundred times the largest file of the project's data
 * (a 100,000-word dictionary is about 10 MB, the shared CLDF dataset's largest table 0.1 MB)
 * and above the largest published CLDF Wordlists, yet far below what would exhaust memory once
 * parsed. A file over it is refused before it is read, so an endless one cannot fill memory.
 */
export const MAX_INPUT_BYTES = 100 * 1024 * 1024;

/** Why a file is not read; `message` is the reason, to follow "Cannot read FILE: ". */
export class UnreadableFile extends Error {
  override name = 'UnreadableFile';
}

/** What a file that is not a regular file is, for a message (the backup command says it too). */
export function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isCharacterDevice()) return 'a character device';
  if (stat.isBlockDevice()) return 'a block device';
  if (stat.isSocket()) return 'a socket';
  if (stat.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function tooLarge(size: number | null, maxBytes: number): UnreadableFile {
  const measured = size === null ? 'more than' : `${megabytes(size)}, over`;
  return new UnreadableFile(`it is too large (${measured} the limit of ${megabytes(maxBytes)} an import reads)`);
}

/** The reason a failed open gives, as a person reads it. */
function openFailure(error: NodeJS.ErrnoException): UnreadableFile {
  switch (error.code) {
    case 'ENOENT':
      return new UnreadableFile('there is no such file');
    case 'EISDIR':
      return new UnreadableFile('it is a folder');
    case 'ELOOP':
      return new UnreadableFile('it is a symbolic link');
    case 'EACCES':
      return new UnreadableFile('permission denied');
    default:
      return new UnreadableFile(error.message);
  }
}

export interface ReadOptions {
  /** At most this many bytes (default {@link MAX_INPUT_BYTES}). */
  maxBytes?: number;
  /** Refuse the file when its last component is a symbolic link (the caller resolved it already). */
  noFollow?: boolean;
}

/**
 * The bytes of the regular file at `path`. Opening does not wait on a named pipe (the file is
 * opened non-blocking), and what the open file is (`fstat`) decides whether it is read: a
 * folder, pipe, device or socket is refused, and so is a file larger than `maxBytes`, even one
 * that grows while it is read. Throws {@link UnreadableFile} with the reason.
 */
export async function readRegularFile(path: string, options: ReadOptions = {}): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? MAX_INPUT_BYTES;
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (options.noFollow ? (constants.O_NOFOLLOW ?? 0) : 0);
  let handle;
  try {
    handle = await open(path, flags);
  } catch (error) {
    throw openFailure(error as NodeJS.ErrnoException);
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new UnreadableFile(`it is ${kindOf(stat)}, not a regular file`);
    if (stat.size > maxBytes) throw tooLarge(stat.size, maxBytes);
    // One read of the size fstat gives, plus a byte to see the end; a file that grew is read on, to the limit.
    const chunks: Buffer[] = [];
    let total = 0;
    let chunkSize = stat.size + 1;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(chunkSize, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
      if (total > maxBytes) throw tooLarge(null, maxBytes);
      chunkSize = 64 * 1024;
    }
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}

/** Whether `path` is `folder` or inside it (both absolute). */
function isInside(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest === '' || (!isAbsolute(rest) && rest !== '..' && !rest.startsWith(`..${sep}`));
}

/** A scheme (`http:`, `file:`) or a drive (`C:`): an address that is not a path inside the folder. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * The real path of the file that `reference`, a URL relative to a file of `folder` (a CLDF
 * table's `url`), names, when it is inside `folder`: percent-escapes decoded (`%2e%2e` is
 * `..`, as URL resolution reads it), and symbolic links followed to where they lead. `folder`
 * is a real path; with `url: false` the reference is a file name as it is, not a URL. Throws
 * {@link UnreadableFile} when it is an address with a scheme, an absolute path, or leads
 * outside the folder; null when there is no such file.
 */
export async function fileInsideFolder(
  folder: string,
  reference: string,
  { url = true }: { url?: boolean } = {},
): Promise<string | null> {
  let decoded = reference;
  if (url) {
    if (SCHEME.test(reference))
      throw new UnreadableFile(
        "it is an address, not a file in the dataset's folder; only files inside the folder are read",
      );
    try {
      decoded = decodeURIComponent(reference);
    } catch {
      throw new UnreadableFile('it is not a valid address (a "%" not followed by two hexadecimal digits)');
    }
  }
  if (isAbsolute(decoded) || decoded.startsWith('/') || decoded.startsWith('\\'))
    throw new UnreadableFile("it is an absolute path; only files inside the dataset's folder are read");
  const path = resolve(folder, decoded);
  if (!isInside(folder, path))
    throw new UnreadableFile("it leads outside the dataset's folder; only files inside the folder are read");
  let real: string;
  try {
    real = await realpath(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw openFailure(error as NodeJS.ErrnoException);
  }
  if (!isInside(folder, real))
    throw new UnreadableFile(
      "it is a symbolic link that leads outside the dataset's folder; only files inside the folder are read",
    );
  return real;
}
