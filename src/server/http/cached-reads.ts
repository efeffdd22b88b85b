import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../db/read-cache';
import { encode, encodingFor, keptEncoding, type Encoding } from './compression';
import { addVary } from './language';
import { handsOutCsrfCookie, SESSION_COOKIE } from './session';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether an If-None-Match header names `etag` (weak or strong, in a list, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The validators of a cached answer: its collection's version as the ETag, one per encoding
 * (the same version compressed is another representation: a cache revalidating its gzip copy
 * must not be told its brotli one is current), and `no-cache` (always revalidated). The answer
 * is the same for everyone, so a shared cache may keep it, except when this response hands the
 * client a CSRF cookie.
 */
const validators = (version: string, encoding: Encoding, private_: boolean) => ({
  etag: encoding === 'identity' ? `"${version}"` : `"${version}-${encoding}"`,
  'cache-control': private_ ? 'private, no-cache' : 'no-cache',
});

const phaseVersions = new Map<ReadCache, Promise<string>>();

/**
 * The collection's version for a request. Requests that came over a connection share one
 * read until the event loop's next check phase (decision 034, after 024): they are handled
 * in the poll phase, where libuv serves the sockets that were ready when it looked, so every
 * such request arrived before the read and none is answered from a version older than its
 * arrival; a client's next request, sent after it read an answer, comes in a later phase and
 * a fresh read. A request made in the process itself (`inject` in tests, which may write and
 * then read with no I/O between) always reads anew, and so does one that came with a session:
 * it is handled after its session was read (decision 049), which on SQLite is in the check
 * phase, and a version it shared would reach the requests of the next poll phase.
 */
function versionFor(cache: ReadCache, request: FastifyRequest): Promise<string> {
  if (request.cookies[SESSION_COOKIE] !== undefined || !(request.raw.socket instanceof Socket)) return cache.version();
  let version = phaseVersions.get(cache);
  if (version === undefined) {
    if (phaseVersions.size === 0) setImmediate(() => phaseVersions.clear());
    version = cache.version();
    phaseVersions.set(cache, version);
  }
  return version;
}

/**
 * The answer to a read through `cache` (decision 017), given by the route itself, so that
 * a cached answer passes every hook a computed one does (decision 034): a 304 when the
 * client holds the current version, else the answer computed at this version (from memory
 * when held), keyed by the request's URL.
 */
export async function cachedRead(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (version: string) => Promise<unknown>,
  /** How the answer is compressed to be kept: the everyday quality unless the route says otherwise. */
  encodeKept: (body: Buffer, encoding: Exclude<Encoding, 'identity'>) => Buffer | Promise<Buffer> = encode,
): Promise<Buffer | FastifyReply> {
  const version = await versionFor(cache, request);
  const private_ = handsOutCsrfCookie(request);
  const headers = validators(version, encodingFor(request), private_);
  // The same answer whatever the cookie: shared caches may key it by address (and encoding) alone.
  if (!private_) reply.removeHeader('vary');
  addVary(reply, ['Accept-Encoding']);
  if (matchesEtag(request.headers['if-none-match'], headers.etag)) return reply.code(304).headers(headers).send();
  const body = await cache.answer(request.url, version, async () => Buffer.from(JSON.stringify(await compute(version))));
  reply.headers(headers).type(JSON_TYPE);
  return keptEncoding(request, reply, body, (encoding) =>
    cache.answer(`${encoding} ${request.url}`, version, async () => encodeKept(body, encoding)),
  );
}
