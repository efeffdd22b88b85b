import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../db/read-cache';
import { encode, encodingFor, keptEncoding, type Encoding } from './compression';
import { addVary } from './language';
import { handsOutCsrfCookie } from './session';

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

/**
 * The answer to a read through `cache` (decision 017), given by the route itself, so that
 * a cached answer passes every hook a computed one does (decision 034): a 304 when the
 * client holds the current version, else the answer computed at this version (from memory
 * when held), keyed by the request's URL. The version is the one the requests of this
 * event-loop phase share (decision 074), however the request came.
 */
export async function cachedRead(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (version: string) => Promise<unknown>,
  /** How the answer is compressed to be kept: the everyday quality unless the route says otherwise. */
  encodeKept: (body: Buffer, encoding: Exclude<Encoding, 'identity'>) => Buffer | Promise<Buffer> = encode,
): Promise<Buffer | FastifyReply> {
  const version = await cache.version();
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
