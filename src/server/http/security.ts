import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from '../../contract/common';
import { LOAD_AFTER_PAINT_SOURCE } from './first-screen';

/**
 * The Content-Security-Policy: scripts from this origin only, and the one inline script that
 * loads them after a drawn screen's first paint, by its hash (decision 073); no eval.
 * Inline styles are allowed because the accessible widget library sets them for
 * positioning and scroll locking; no user content reaches a style.
 */
const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", LOAD_AFTER_PAINT_SOURCE],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers of the pages and files: the policy above and helmet's defaults (the
 * headers @fastify/helmet sent before, listed once). HSTS only means something over HTTPS,
 * where a proxy in front decides it. Built once at start: @fastify/helmet rebuilt helmet's
 * middleware on every request, 5 % of a cached dictionary read (decision 020).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Security headers of the API's answers, which are JSON and never a page (decision 032): the
 * ones that act on a response whatever it is (no sniffing, no framing, no cross-origin
 * embedding, no referrer) and a policy that allows nothing, as OWASP's REST Security Cheat
 * Sheet advises. helmet's others guard what a page does (its opener, agent cluster, DNS
 * prefetching, IE8 downloads, Flash policies, the old XSS auditor); an API answer opened
 * directly is an inert document under `default-src 'none'`. node writes each header line of
 * every answer: without those six a held prefix list served 5–9 % more.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  // An answer may hold what only this session may see (private records, the user itself):
  // no shared cache keeps it, and a browser keeps it per cookie. The read cache's answers,
  // the same for everyone, say so themselves (cached-reads.ts).
  'cache-control': 'private, no-cache',
  vary: 'Cookie',
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * Security headers of the app's files that are never a document nor a worker: the built scripts
 * and styles (`/assets/`), the icons, the manifest. Only the headers that act on any response;
 * a policy acts on a document or a worker, so the pages, the service worker's scripts and the
 * SVG favicon keep the pages' set. Each header line is sent with every file: the pages' set is
 * about 0.8 KB, and a first visit fetches some fifteen files (decision 073).
 */
export const FILE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
});

/** Whether the path is one of the files above: a file of `/assets/` but an SVG, or an icon or the manifest. */
const isInertFile = (path: string) =>
  (/^\/assets\/[\w.-]+$/.test(path) && !path.includes('..') && !/\.svg$/i.test(path)) ||
  /^\/[\w-]+\.(png|webmanifest)$/.test(path);

/**
 * `url` as the router matches it: percent-decoded, so that `/%75toaztecan/api/` is the API
 * it reaches. A malformed escape routes nowhere and stays as sent.
 */
function routedUrl(url: string): string {
  if (!url.includes('%')) return url;
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** Whether `url` is an address of the API (answers in JSON), not of a page or a file. */
export const isApiAddress = (url: string) => {
  const routed = routedUrl(url);
  return API_PREFIXES.some((prefix) => routed.startsWith(prefix));
};

/** The security headers of a response to `url`: the API's for its addresses, the files' for theirs, the pages' otherwise. */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  if (isApiAddress(url)) return API_SECURITY_HEADERS;
  return isInertFile(routedUrl(url).split('?')[0] ?? '') ? FILE_SECURITY_HEADERS : SECURITY_HEADERS;
}

/** Sends {@link securityHeadersFor} the address on every response, errors and 404s included. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    done();
  });
}
