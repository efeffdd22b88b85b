import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadCache } from '../db/read-cache';
import { createTestApp, staffClient, type TestApp, type TestClient } from '../test/harness';
import { frontDoor, type FrontDoor } from './cached-reads';

const W = '/utoaztecan/api/nahuatl/';
const TOKEN = /^csrftoken=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; SameSite=Lax$/;
const WELL_FORMED = 'csrftoken=abcdefghijabcdefghijabcdefghijabcdefghij123';

interface Answer {
  status: number;
  /** Header names in the order sent, with their values (Date and the CSRF token's value left out). */
  headers: Array<[string, string]>;
  raw: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over a real connection, as a browser or proxy sends it (the door sits before Fastify's handler). */
function send(
  origin: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          const value = res.rawHeaders[i + 1]!;
          if (name === 'date') continue;
          headers.push([name, name === 'set-cookie' ? value.replace(/=[^;]*/, '=TOKEN') : value]);
        }
        resolve({ status: res.statusCode!, headers, raw: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

async function listen(t: TestApp): Promise<{ origin: string; reachedFastify: () => number }> {
  let count = 0;
  t.app.addHook('onRequest', (_request, _reply, done) => {
    count += 1;
    done();
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, reachedFastify: () => count };
}

describe('the front door: held dictionary answers served before Fastify', () => {
  let t: TestApp;
  let staff: TestClient;
  let origin: string;
  let reachedFastify: () => number;
  let session: string;

  /** Sends `path` twice: the first answer comes from the route, the second from the door. */
  async function twice(path: string, headers: Record<string, string> = {}) {
    const before = reachedFastify();
    const route = await send(origin, path, { headers });
    expect(reachedFastify(), `${path} first reaches the route`).toBe(before + 1);
    const door = await send(origin, path, { headers });
    expect(reachedFastify(), `${path} again is answered by the door`).toBe(before + 1);
    return { route, door };
  }

  beforeAll(async () => {
    t = await createTestApp({ SEED: 'false' });
    ({ origin, reachedFastify } = await listen(t));
    staff = await staffClient(t);
    for (const word of ['cochi', 'chōca', 'tlapāna', 'tequiti']) {
      expect((await staff.post(W, { word, type: 'tlach2', definition_english: [`to ${word}`] })).statusCode).toBe(201);
    }
    session = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  it('answers a held read with the status, headers and bytes the route gave, for every kind of visitor', async () => {
    const visitors: Array<[string, Record<string, string>, boolean]> = [
      ['a first visit, no cookie', {}, true],
      ['a visitor with a CSRF cookie', { cookie: WELL_FORMED }, false],
      ['a malformed CSRF cookie', { cookie: 'csrftoken=not-a-token' }, true],
      ['a signed-in editor', { cookie: session }, false],
    ];
    // Each visitor asks other addresses (a page size of its own), so that its first request is the route's.
    for (const [index, [visitor, headers, handsOutCookie]] of visitors.entries()) {
      const size = 10 + index;
      const paths = [
        `${W}?plain__istartswith=c&page_size=${size}`,
        `${W}?search=sleeps&page_size=${size}`,
        `${W}count/?search=to&page_size=${size}`,
        `${W}${index + 1}/`,
      ];
      for (const path of paths) {
        const { route, door } = await twice(path, headers);
        expect(route.status, `${visitor} ${path}`).toBe(200);
        expect(door.status).toBe(200);
        expect(door.headers, `${visitor} ${path}`).toEqual(route.headers);
        expect(door.body.equals(route.body), `${visitor} ${path}: the same bytes`).toBe(true);
        expect(door.raw['cache-control']).toBe(handsOutCookie ? 'private, no-cache' : 'no-cache');
        if (handsOutCookie) {
          expect(door.raw['set-cookie']?.[0]).toMatch(TOKEN);
          expect(door.raw['set-cookie']?.[0]).not.toBe(route.raw['set-cookie']?.[0]);
        } else {
          expect(door.raw['set-cookie']).toBeUndefined();
        }
      }
    }
  });

  it('answers a matching If-None-Match with the same empty 304 the route gives', async () => {
    const path = `${W}?plain__istartswith=tl`;
    const { door: held } = await twice(path, { cookie: WELL_FORMED });
    const etag = held.raw.etag!;
    const before = reachedFastify();
    const door = await send(origin, path, { headers: { cookie: WELL_FORMED, 'if-none-match': `W/${etag}` } });
    expect(reachedFastify()).toBe(before);
    // The route answers 304 before looking for the answer: a path it never answered shows its 304.
    const route = await send(origin, `${W}?plain__istartswith=ch`, { headers: { cookie: WELL_FORMED, 'if-none-match': etag } });
    expect(reachedFastify()).toBe(before + 1);
    expect(door.status).toBe(304);
    expect(door.body.length).toBe(0);
    expect(door.headers).toEqual(route.headers);
    // An old ETag gets the whole answer.
    const stale = await send(origin, path, { headers: { cookie: WELL_FORMED, 'if-none-match': '"old.1"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(held.body)).toBe(true);
  });

  it('leaves to Fastify what it does not hold: other methods, a body, another version', async () => {
    const word = 'cochiztli';
    const path = `${W}?plain__istartswith=co`;
    const { door } = await twice(path, { cookie: WELL_FORMED });
    let before = reachedFastify();
    const head = await send(origin, path, { method: 'HEAD', headers: { cookie: WELL_FORMED } });
    expect(head.status).toBe(200);
    expect(reachedFastify()).toBe(before + 1);
    before = reachedFastify();
    const withBody = await send(origin, path, {
      headers: { cookie: WELL_FORMED, 'content-type': 'application/json', 'content-length': '2' },
      body: '{}',
    });
    expect(withBody.status).toBe(200);
    expect(reachedFastify()).toBe(before + 1);

    // A write makes a new version: the next read is the route's, and shows the word.
    expect((await staff.post(W, { word, type: 'tlach2', definition_english: ['to sleep'] })).statusCode).toBe(201);
    before = reachedFastify();
    const after = await send(origin, path, { headers: { cookie: WELL_FORMED } });
    expect(reachedFastify()).toBe(before + 1);
    expect(after.raw.etag).not.toBe(door.raw.etag);
    expect(JSON.parse(after.body.toString()).results.map((w: { word: string }) => w.word)).toContain(word);
  });
});

describe('the front door behind a trusted proxy', () => {
  let t: TestApp;
  let origin: string;
  let reachedFastify: () => number;

  beforeAll(async () => {
    t = await createTestApp({ SEED: 'false', TRUST_PROXY: 'true' });
    ({ origin, reachedFastify } = await listen(t));
  });

  afterAll(async () => {
    await t.close();
  });

  it('lets Fastify hand out a CSRF cookie, whose Secure flag follows the proxy, and serves visitors who have one', async () => {
    const path = `${W}count/`;
    const headers = { 'x-forwarded-proto': 'https' };
    const before = reachedFastify();
    for (let i = 0; i < 2; i++) {
      const answer = await send(origin, path, { headers });
      expect(answer.raw['set-cookie']?.[0]).toMatch(/; Secure; SameSite=Lax$/);
    }
    expect(reachedFastify()).toBe(before + 2);
    await send(origin, path, { headers: { ...headers, cookie: WELL_FORMED } });
    expect(reachedFastify()).toBe(before + 2);
  });
});

describe('frontDoor', () => {
  /** A cache holding one answer at version e.1, or failing to read its version. */
  function fakeCache(fails = false): ReadCache {
    return {
      version: () => (fails ? Promise.reject(new Error('database gone')) : Promise.resolve('e.1')),
      get: (key, version) => (key === '/held/' && version === 'e.1' ? Buffer.from('[1]') : undefined),
      set: () => undefined,
      answer: () => Promise.reject(new Error('not used')),
      size: () => ({ entries: 1, bytes: 3 }),
    };
  }

  async function serve(door: FrontDoor): Promise<{ server: Server; origin: string }> {
    const server = createServer((request, response) =>
      door.handle(request, response, (_req, res) => {
        res.writeHead(418).end('next');
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }

  const options = (logged: unknown[][] = []) => ({
    parseCookie: () => ({}),
    secure: () => false,
    logSuccess: (...line: unknown[]) => void logged.push(line),
  });

  it('serves only between open and close, only what it holds, and leaves a failed version read to the next handler', async () => {
    const door = frontDoor();
    const { server, origin } = await serve(door);
    try {
      expect((await send(origin, '/held/')).status).toBe(418);
      const logged: unknown[][] = [];
      door.open([{ prefix: '/held', cache: fakeCache() }], options(logged));
      const held = await send(origin, '/held/');
      expect(held.status).toBe(200);
      expect(held.body.toString()).toBe('[1]');
      expect(held.raw.etag).toBe('"e.1"');
      expect(logged).toEqual([['GET', '/held/', 200, expect.any(Number)]]);
      expect((await send(origin, '/held/other/')).status).toBe(418);
      expect((await send(origin, '/elsewhere/')).status).toBe(418);
      door.close();
      expect((await send(origin, '/held/')).status).toBe(418);

      const failing = frontDoor();
      failing.open([{ prefix: '/held', cache: fakeCache(true) }], options());
      const other = await serve(failing);
      try {
        expect((await send(other.origin, '/held/')).status).toBe(418);
      } finally {
        other.server.close();
      }
    } finally {
      server.close();
    }
  });
});
