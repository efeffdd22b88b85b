import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReadCache } from '../db/read-cache';
import type { SuccessLog } from './request-log';
import { securityHeadersFor } from './security';
import { CSRF_COOKIE, handsOutCsrfCookie, hasCsrfCookie, newCsrfCookie } from './session';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether an If-None-Match header names `etag` (weak or strong, in a list, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * The validators of a cached answer: its collection's version as the ETag, and `no-cache`
 * (always revalidated). The answer is the same for everyone, so a shared cache may keep
 * it, except when this response hands the client a CSRF cookie.
 */
const validators = (version: string, private_: boolean) => ({
  etag: `"${version}"`,
  'cache-control': private_ ? 'private, no-cache' : 'no-cache',
});

/**
 * The answer to a read through `cache` (decision 017): a 304 when the client holds the
 * current version, else the answer computed at this version (from memory when held),
 * keyed by the request's URL. Every answer kept under a URL is therefore the 200 this
 * address gives now, which is what lets {@link frontDoor} serve it without the route.
 */
export async function cachedRead(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (version: string) => Promise<unknown>,
): Promise<Buffer | FastifyReply> {
  const version = await cache.version();
  const headers = validators(version, handsOutCsrfCookie(request));
  if (matchesEtag(request.headers['if-none-match'], headers.etag)) return reply.code(304).headers(headers).send();
  const body = await cache.answer(request.url, version, async () => Buffer.from(JSON.stringify(await compute(version))));
  reply.headers(headers).type(JSON_TYPE);
  return body;
}

/** Answers under `prefix` (a route's address) are kept in `cache` by {@link cachedRead}. */
export interface HeldAnswers {
  prefix: string;
  cache: ReadCache;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FrontDoorOptions {
  /** The cookie plugin's own parser, so a `csrftoken` reads here as it does in Fastify. */
  parseCookie: (header: string) => Record<string, string | undefined>;
  /** Whether the client sees HTTPS (a CSRF cookie is then Secure); null when only Fastify can tell (a trusted proxy). */
  secure: (request: IncomingMessage) => boolean | null;
  /** The request log's line for a success, when successes are logged. */
  logSuccess: SuccessLog | null;
}

export interface FrontDoor {
  /** Serves `request` when it is a GET whose answer is held; otherwise hands it to `next` (Fastify). */
  handle(request: IncomingMessage, response: ServerResponse, next: Handler): void;
  /** Starts serving the answers `sources` hold (until then Fastify sees every request). */
  open(sources: readonly HeldAnswers[], options: FrontDoorOptions): void;
  /** Stops serving: from now on Fastify sees every request (its 503 while it closes). */
  close(): void;
}

/**
 * The front door of the HTTP server (decision 024): a GET whose answer a read cache holds
 * at the current version is answered here, before Fastify builds its request, reply,
 * logger and hooks for it, with the very bytes and headers the route would send (security
 * headers, validators, CSRF cookie; a test compares the two). Everything else, and any
 * doubt, goes on to Fastify: other methods, a request with a body, an answer not held, a
 * failed version read, a CSRF cookie to hand out when only Fastify knows the protocol, and
 * every request before `open` and after `close`.
 */
export function frontDoor(): FrontDoor {
  let sources: readonly HeldAnswers[] = [];
  let options: FrontDoorOptions | null = null;

  // One version read serves every request this door handles until the event loop's next
  // check phase. The door runs from the HTTP parser, in the poll phase, and libuv handles
  // there the sockets that were ready when it looked: every such request had arrived before
  // the read, so none is answered from a version older than its arrival. A client's next
  // request, sent after it read an answer, comes in a later phase and a fresh read.
  const versions = new Map<ReadCache, Promise<string>>();
  const forgetVersions = () => versions.clear();
  function versionOf(cache: ReadCache): Promise<string> {
    let version = versions.get(cache);
    if (version === undefined) {
      if (versions.size === 0) setImmediate(forgetVersions);
      version = cache.version();
      versions.set(cache, version);
    }
    return version;
  }

  function answer(
    { parseCookie, secure, logSuccess }: FrontDoorOptions,
    request: IncomingMessage,
    response: ServerResponse,
    next: Handler,
    start: number,
    version: string,
    body: Buffer,
  ) {
    const header = request.headers.cookie;
    const existing = header ? parseCookie(header)[CSRF_COOKIE] : undefined;
    let cookie: string | null = null;
    if (!hasCsrfCookie(existing)) {
      const https = secure(request);
      if (https === null) return next(request, response);
      cookie = newCsrfCookie(https);
    }
    const held = validators(version, cookie !== null);
    const headers: Record<string, string | number> = { ...securityHeadersFor(request.url ?? ''), ...held };
    const notModified = matchesEtag(request.headers['if-none-match'], held.etag);
    if (!notModified) headers['content-type'] = JSON_TYPE;
    if (cookie !== null) headers['set-cookie'] = cookie;
    if (notModified) {
      response.writeHead(304, headers);
      response.end();
    } else {
      headers['content-length'] = body.length;
      response.writeHead(200, headers);
      response.end(body);
    }
    logSuccess?.('GET', request.url!, response.statusCode, performance.now() - start);
  }

  return {
    handle(request, response, next) {
      const url = request.url ?? '';
      const source =
        options !== null && request.method === 'GET' && !hasBody(request)
          ? sources.find((held) => url.startsWith(held.prefix))
          : undefined;
      if (source === undefined) return next(request, response);
      const start = performance.now();
      versionOf(source.cache).then(
        (version) => {
          const body = options !== null ? source.cache.get(url, version) : undefined;
          if (options === null || body === undefined) next(request, response);
          else answer(options, request, response, next, start, version, body);
        },
        () => next(request, response),
      );
    },
    open(held, given) {
      sources = held;
      options = given;
    },
    close() {
      options = null;
    },
  };
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
