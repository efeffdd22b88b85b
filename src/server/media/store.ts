import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Where recordings are kept (issue 51): a directory by default (disk-store.ts), or an
 * S3-compatible bucket that several app instances share (s3-store.ts). Objects are named by the
 * SHA-256 of their bytes, so an object never changes: it is cached for a year, its ETag is its
 * key, and two uploads of the same bytes are one object. When to remove one (after a grace
 * period, never while a row refers to it) is the caller's decision.
 */
export interface MediaStore {
  /** Stores the bytes under their SHA-256 (hex); storing the same bytes again is a no-op. */
  put(bytes: Uint8Array): Promise<{ key: string; size: number }>;
  /** Whether the object is stored; false for anything that is not a media key. */
  has(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not stored is a no-op, so a removal may be retried. */
  remove(key: string): Promise<void>;
  /**
   * Answers a GET or HEAD for the object with the given content type (the store keeps bytes, the
   * caller knows what they are): one byte range, caching headers, a 404 through the app's
   * not-found handler when the key names nothing stored.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, contentType: string): Promise<FastifyReply>;
  /** For a backup: every stored key. */
  keys(): AsyncIterable<string>;
}

const MEDIA_KEY = /^[0-9a-f]{64}$/;

/** Whether `value` can name a stored object: 64 lowercase hex digits, so it is safe in a path or an object name. */
export function isMediaKey(value: string): boolean {
  return MEDIA_KEY.test(value);
}

/** `key`, or an error: removing by a key that cannot exist is the caller's mistake, not a no-op. */
export function requireMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}

/** The key of `bytes`: their SHA-256 in lowercase hex. */
export function mediaKeyOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Where an object lies under the store's root, `ab/cd/abcd…`: two levels of 256 folders keep a
 * directory small, and the disk store and the bucket use the same names, so a directory can be
 * copied into a bucket (or back) with `aws s3 sync` or rclone as it is.
 */
export function mediaPath(key: string): string {
  return `${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;
}

const MEDIA_PATH = /^([0-9a-f]{2})\/([0-9a-f]{2})\/(\1\2[0-9a-f]{60})$/;

/** The key stored at `path` (as {@link mediaPath} writes it), or undefined for anything else found there. */
export function mediaKeyAt(path: string): string | undefined {
  return MEDIA_PATH.exec(path)?.[3];
}

/** An object never changes under its key, so any cache may keep it for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Bytes `start` to `end` of an object, both included, as in `Content-Range`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** One stored object as {@link sendMedia} answers for it. */
export interface MediaObject {
  key: string;
  size: number;
  contentType: string;
  /** A stream of the object's bytes in `range`, opened only when a body is sent. */
  read(range: ByteRange): Promise<Readable>;
}

/**
 * Answers a GET or HEAD for a stored object: 200 with the whole object, 206 with one range, 416
 * for a range past its end, 304 when the client holds it. Both stores answer through this one
 * function (the disk store for its files, the S3 store when it streams), so both follow the
 * same rules, which are RFC 9110's:
 * - One range, `bytes=a-b`, `bytes=a-` or `bytes=-n`, case-insensitive unit. Several ranges get
 *   the whole object with a 200 (a server may ignore Range; audio players ask for one), as does a
 *   malformed header or another unit.
 * - A range is read only for a GET whose `If-Range` is absent or names this object.
 * - A HEAD gets a GET's headers and no body; the body is an empty stream, as @fastify/send's
 *   is, so that Fastify's automatic HEAD route keeps the Content-Length.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  object: MediaObject,
): Promise<FastifyReply> {
  const { key, size, contentType } = object;
  const etag = `"${key}"`;
  reply.header('accept-ranges', 'bytes');
  if (noneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).headers({ etag, 'cache-control': IMMUTABLE }).send();
  }
  const range =
    request.method === 'GET' && ifRange(request.headers['if-range'], etag)
      ? requestedRange(request.headers.range, size)
      : undefined;
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  // Opened before the headers are set: if the read fails, the error's answer carries no year of caching.
  // An empty object has no byte to read: a stream of `0` to `-1` is refused by both stores.
  const body = request.method === 'HEAD' || size === 0 ? Readable.from([]) : await object.read({ start, end });
  reply.headers({ etag, 'cache-control': IMMUTABLE, 'content-type': contentType, 'content-length': end - start + 1 });
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply.send(body);
}

/** Whether `If-None-Match` names the object (weak comparison, as the RFC asks for this header). */
function noneMatch(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
}

/** Whether a range may be sent: `If-Range` absent or naming this object (strong comparison; we send no Last-Modified). */
function ifRange(header: string | string[] | undefined, etag: string): boolean {
  return header === undefined || (typeof header === 'string' && header.trim() === etag);
}

const SINGLE_RANGE = /^bytes=\s*(\d*)-(\d*)\s*$/i;

/**
 * The one range `header` asks of an object of `size` bytes: undefined for the whole object (no
 * header, several ranges, a malformed one), 'unsatisfiable' when it starts past the end or asks
 * for a suffix of no bytes.
 */
function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return undefined;
    const length = Number(last);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
