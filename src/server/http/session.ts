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

const newCsrfToken = () => randomBytes(32).toString('base64url');

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Django's CSRF contract: a readable `csrftoken` cookie that must come back in the
 * `X-CSRFToken` header on every unsafe request, login included. Checked before the body
 * is read, so a refused request changes nothing.
 */
function checkCsrf(request: FastifyRequest): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || !CSRF_TOKEN_FORMAT.test(cookie)) throw errors.csrfFailed('CSRF cookie not set.');
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header === '') throw errors.csrfFailed('CSRF token missing.');
  if (!sameToken(header, cookie)) throw errors.csrfFailed('CSRF token incorrect.');
}

/**
 * Server-side sessions kept in the database, in a signed HttpOnly SameSite=Lax cookie
 * (Secure over HTTPS), and the CSRF check for every unsafe request.
 */
export function installSessions(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('user', null);
  app.decorateRequest('issuedCsrfToken', null);

  app.addHook('onRequest', async (request) => {
    checkCsrf(request);
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value) request.user = await store.findUser(unsigned.value);
  });

  app.addHook('onSend', async (request, reply) => {
    const existing = request.cookies[CSRF_COOKIE];
    const token = request.issuedCsrfToken ?? (existing && CSRF_TOKEN_FORMAT.test(existing) ? null : newCsrfToken());
    if (token) {
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        secure: isSecure(request),
        httpOnly: false,
        maxAge: 365 * 24 * 60 * 60,
      });
    }
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
