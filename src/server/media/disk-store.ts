import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isMediaKey, mediaKeyAt, mediaKeyOf, mediaPath, requireMediaKey, sendMedia, type MediaStore } from './store';

/**
 * The media store in a directory (`MEDIA_DIR`), the default: `npm start` needs nothing else.
 * An object is written to a temporary file beside its place, flushed to the disk, then renamed
 * into place, so a reader (or a crash) never sees half an object. Two uploads of the same bytes
 * at once both rename identical files onto one name, which leaves that one object.
 *
 * Files are served by {@link sendMedia}, the same code as the S3 store's streams, rather than by
 * @fastify/send: that package comes only with @fastify/static (package.json does not name it),
 * its ETag is made from the file's size and time where ours is the key, and the S3 store needs
 * the range rules anyway.
 */
export function diskStore(dir: string): MediaStore {
  const pathOf = (key: string) => join(dir, mediaPath(key));
  return {
    async put(bytes) {
      const key = mediaKeyOf(bytes);
      const path = pathOf(key);
      if ((await sizeAt(path)) === undefined) {
        await mkdir(dirname(path), { recursive: true });
        const temporary = `${path}.${randomUUID()}.tmp`;
        try {
          await writeFile(temporary, bytes, { flag: 'wx', flush: true });
          await rename(temporary, path);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
      }
      return { key, size: bytes.byteLength };
    },

    async has(key) {
      return isMediaKey(key) && (await sizeAt(pathOf(key))) !== undefined;
    },

    async remove(key) {
      await rm(pathOf(requireMediaKey(key)), { force: true });
    },

    async send(request, reply, key, contentType) {
      const size = isMediaKey(key) ? await sizeAt(pathOf(key)) : undefined;
      if (size === undefined) {
        reply.callNotFound();
        return reply;
      }
      return sendMedia(request, reply, {
        key,
        size,
        contentType,
        read: async ({ start, end }) => createReadStream(pathOf(key), { start, end }),
      });
    },

    async *keys() {
      for (const first of await entries(dir)) {
        for (const second of await entries(join(dir, first))) {
          for (const name of await entries(join(dir, first, second))) {
            const key = mediaKeyAt(`${first}/${second}/${name}`);
            if (key) yield key;
          }
        }
      }
    },
  };
}

/** The size of the file at `path`, or undefined when there is none. */
async function sizeAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** The names in a folder, sorted so a backup lists them in a stable order; none for a folder not made yet. */
async function entries(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return [];
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}
