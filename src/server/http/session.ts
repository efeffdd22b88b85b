import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors';
import { SESSION_LIFETIME_MS, type SessionStore, type SessionUser } from './session-store';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const CSRF_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    user: SessionUser | null;
    /** A CSRF token issued during this request, to be set as the cookie on the way out. */
    issuedCsrfToken: string | null;
  }
}

/** Random bytes drawn a block at a time: one `randomBytes` call per 256 tokens rather than one each. */
const TOKEN_BYTES = 32;
let tokenPool = Buffer.alloc(0);
let tokenPoolAt = 0;

/** A fresh CSRF token: 256 random bits, base64url (43 characters). */
function newCsrfToken(): string {
  if (tokenPoolAt + TOKEN_BYTES > tokenPool.length) {
    tokenPool = randomBytes(TOKEN_BYTES * 256);
    tokenPoolAt = 0;
  }
  const token = tokenPool.toString('base64url', tokenPoolAt, tokenPoolAt + TOKEN_BYTES);
  // Each token's bytes are used once: zeroed so nothing in memory keeps a handed-out token's source.
  tokenPool.fill(0, tokenPoolAt, tokenPoolAt + TOKEN_BYTES);
  tokenPoolAt += TOKEN_BYTES;
  return token;
}

const CSRF_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The `Set-Cookie` value of a CSRF token, as `reply.setCookie` would write it (readable by
 * scripts, SameSite=Lax, Secure over HTTPS, a year), built directly: the token is
 * base64url, so nothing needs encoding, and a cookieless GET hands one out every time.
 */
const csrfCookie = (token: string, secure: boolean) =>
  `${CSRF_COOKIE}=${token}; Max-Age=${CSRF_MAX_AGE}; Path=/${secure ? '; Secure' : ''}; SameSite=Lax`;

/** Whether a request's `csrftoken` cookie is one the server could have handed out (else a response gives a new one). */
export const hasCsrfCookie = (value: string | undefined): value is string =>
  value !== undefined && CSRF_TOKEN_FORMAT.test(value);

/** The `Set-Cookie` value handing out a fresh CSRF token. */
const newCsrfCookie = (secure: boolean): string => csrfCookie(newCsrfToken(), secure);

/** Whether the answer to `request` will hand out a CSRF cookie (then no shared cache may keep it). */
export function handsOutCsrfCookie(request: FastifyRequest): boolean {
  return request.issuedCsrfToken !== null || !hasCsrfCookie(request.cookies[CSRF_COOKIE]);
}

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `origin` is the request's own or one of the configured trusted origins (`https://*.example.org` allowed). */
function isTrustedOrigin(origin: string, request: FastifyRequest, trusted: readonly string[]): boolean {
  if (origin === `${request.protocol}://${request.host}`) return true;
  return trusted.some((pattern) => {
    if (!pattern.includes('://*.')) return origin === pattern;
    const [scheme, rest] = pattern.split('://*.') as [string, string];
    return origin.startsWith(`${scheme}://`) && origin.endsWith(`.${rest}`);
  });
}

/** The origin (`scheme://host[:port]`) of a URL, or null when it is not one. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? null : parsed.origin;
  } catch {
    return null;
  }
}

/**
 * Django 4's origin check: a write that says where it comes from (`Origin`) must come
 * from this app or a trusted origin; over HTTPS, a write without `Origin` must carry a
 * same-origin `Referer`. A page on another site cannot then post with a stolen token.
 */
function checkOrigin(request: FastifyRequest, trusted: readonly string[]): void {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!isTrustedOrigin(origin, request, trusted)) throw errors.csrfFailed(`Origin checking failed - ${origin} does not match any trusted origins.`);
    return;
  }
  if (request.protocol !== 'https') return;
  const referer = request.headers.referer;
  if (!referer) throw errors.csrfFailed('Referer checking failed - no Referer.');
  const refererOrigin = originOf(referer);
  if (refererOrigin === null) throw errors.csrfFailed('Referer checking failed - Referer is malformed.');
  if (!refererOrigin.startsWith('https://')) throw errors.csrfFailed('Referer checking failed - Referer is insecure while host is secure.');
  if (!isTrustedOrigin(refererOrigin, request, trusted)) {
    throw errors.csrfFailed(`Referer checking failed - ${refererOrigin} does not match any trusted origins.`);
  }
}

/**
 * Django's CSRF contract: the origin check above, then a readable `csrftoken` cookie
 * that must come back in the `X-CSRFToken` header on every unsafe request, login
 * included. Checked before the body is read, so a refused request changes nothing.
 */
function checkCsrf(request: FastifyRequest, trusted: readonly string[]): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  checkOrigin(request, trusted);
  const cookie = request.cookies[CSRF_COOKIE];
  if (!hasCsrfCookie(cookie)) throw errors.csrfFailed('CSRF cookie not set.');
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header === '') throw errors.csrfFailed('CSRF token missing.');
  if (!sameToken(header, cookie)) throw errors.csrfFailed('CSRF token incorrect.');
}

/**
 * Server-side sessions kept in the database, in a signed HttpOnly SameSite=Lax cookie
 * (Secure over HTTPS), and the CSRF check for every unsafe request; `trustedOrigins`
 * are other origins allowed to write (a deployment behind a proxy on another name).
 */
export function installSessions(app: FastifyInstance, store: SessionStore, trustedOrigins: readonly string[] = []): void {
  app.decorateRequest('user', null);
  app.decorateRequest('issuedCsrfToken', null);

  // Callback hooks, not async ones: a guest's read (most requests) then costs no promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkCsrf(request, trustedOrigins);
    } catch (error) {
      done(error as Error);
      return;
    }
    const raw = request.cookies[SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (!unsigned?.valid || !unsigned.value) {
      done();
      return;
    }
    store.findUser(unsigned.value).then(
      (user) => {
        request.user = user;
        done();
      },
      (error: Error) => done(error),
    );
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const cookie =
      request.issuedCsrfToken !== null
        ? csrfCookie(request.issuedCsrfToken, isSecure(request))
        : hasCsrfCookie(request.cookies[CSRF_COOKIE])
          ? null
          : newCsrfCookie(isSecure(request));
    // After @fastify/cookie's own onSend, so appended to the cookies it wrote (the session's at login).
    if (cookie) reply.header('set-cookie', cookie);
    done(null, payload);
  });
}

/** Signs `user` in: a fresh session id (never the one the request came with) and a fresh CSRF token. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: SessionStore,
  user: SessionUser,
): Promise<void> {
  await endSession(request, reply, store);
  const sessionId = await store.create(user.id);
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
    signed: true,
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
  request.user = user;
  request.issuedCsrfToken = newCsrfToken();
}

/** Ends the request's session, if any, on the server and in the browser. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, store: SessionStore): Promise<void> {
  const raw = request.cookies[SESSION_COOKIE];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value) await store.remove(unsigned.value);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }
  request.user = null;
}
