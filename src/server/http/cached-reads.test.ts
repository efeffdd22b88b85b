import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, staffClient, type TestApp, type TestClient } from '../test/harness';

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

/** One request over a real connection, as a browser or proxy sends it. */
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

/**
 * Listens, with a hook added after all the app's own (as a later concern would be: a
 * language, a header): it counts the requests it sees and marks their answers.
 */
async function listen(t: TestApp): Promise<{ origin: string; reachedFastify: () => number }> {
  let count = 0;
  t.app.addHook('onRequest', (_request, _reply, done) => {
    count += 1;
    done();
  });
  t.app.addHook('onSend', async (_request, reply) => {
    reply.header('x-later-hook', 'seen');
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { origin: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, reachedFastify: () => count };
}

describe('cached dictionary reads: one path through every hook', () => {
  let t: TestApp;
  let staff: TestClient;
  let origin: string;
  let reachedFastify: () => number;
  let session: string;

  /** Sends `path` twice: the first answer is computed, the second comes from the read cache; both pass every hook. */
  async function twice(path: string, headers: Record<string, string> = {}) {
    const before = reachedFastify();
    const computed = await send(origin, path, { headers });
    const cached = await send(origin, path, { headers });
    expect(reachedFastify(), `${path}: both requests pass the hooks`).toBe(before + 2);
    expect(cached.raw['x-later-hook'], `${path}: the cached answer has a later hook's header`).toBe('seen');
    return { computed, cached };
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

  it('answers a cached read with the status, headers and bytes of the computed one, for every kind of visitor', async () => {
    const visitors: Array<[string, Record<string, string>, boolean]> = [
      ['a first visit, no cookie', {}, true],
      ['a visitor with a CSRF cookie', { cookie: WELL_FORMED }, false],
      ['a malformed CSRF cookie', { cookie: 'csrftoken=not-a-token' }, true],
      ['a signed-in editor', { cookie: session }, false],
    ];
    // Each visitor asks other addresses (a page size of its own), so that its first answer is computed.
    for (const [index, [visitor, headers, handsOutCookie]] of visitors.entries()) {
      const size = 10 + index;
      const paths = [
        `${W}?plain__istartswith=c&page_size=${size}`,
        `${W}?search=sleeps&page_size=${size}`,
        `${W}count/?search=to&page_size=${size}`,
        `${W}${index + 1}/`,
      ];
      for (const path of paths) {
        const { computed, cached } = await twice(path, headers);
        expect(computed.status, `${visitor} ${path}`).toBe(200);
        expect(cached.status).toBe(200);
        expect(cached.headers, `${visitor} ${path}`).toEqual(computed.headers);
        expect(cached.body.equals(computed.body), `${visitor} ${path}: the same bytes`).toBe(true);
        expect(cached.raw['cache-control']).toBe(handsOutCookie ? 'private, no-cache' : 'no-cache');
        if (handsOutCookie) {
          expect(cached.raw['set-cookie']?.[0]).toMatch(TOKEN);
          expect(cached.raw['set-cookie']?.[0]).not.toBe(computed.raw['set-cookie']?.[0]);
        } else {
          expect(cached.raw['set-cookie']).toBeUndefined();
        }
      }
    }
  });

  it('answers a matching If-None-Match with the same empty 304 the route gives', async () => {
    const path = `${W}?plain__istartswith=tl`;
    const { cached: held } = await twice(path, { cookie: WELL_FORMED });
    const etag = held.raw.etag!;
    const cached = await send(origin, path, { headers: { cookie: WELL_FORMED, 'if-none-match': `W/${etag}` } });
    // The route answers 304 before looking for the answer: a path it never answered shows its 304.
    const computed = await send(origin, `${W}?plain__istartswith=ch`, { headers: { cookie: WELL_FORMED, 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers).toEqual(computed.headers);
    // An old ETag gets the whole answer.
    const stale = await send(origin, path, { headers: { cookie: WELL_FORMED, 'if-none-match': '"old.1"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(held.body)).toBe(true);
  });

  it('answers HEAD and a GET with a body as it answers GET, and a new version after a write', async () => {
    const word = 'cochiztli';
    const path = `${W}?plain__istartswith=co`;
    const { cached } = await twice(path, { cookie: WELL_FORMED });
    const head = await send(origin, path, { method: 'HEAD', headers: { cookie: WELL_FORMED } });
    expect(head.status).toBe(200);
    const withBody = await send(origin, path, {
      headers: { cookie: WELL_FORMED, 'content-type': 'application/json', 'content-length': '2' },
      body: '{}',
    });
    expect(withBody.status).toBe(200);
    expect(withBody.body.equals(cached.body)).toBe(true);

    // A write makes a new version: the next read is computed again, and shows the word.
    expect((await staff.post(W, { word, type: 'tlach2', definition_english: ['to sleep'] })).statusCode).toBe(201);
    const after = await send(origin, path, { headers: { cookie: WELL_FORMED } });
    expect(after.raw.etag).not.toBe(cached.raw.etag);
    expect(JSON.parse(after.body.toString()).results.map((w: { word: string }) => w.word)).toContain(word);
  });
});

describe('cached dictionary reads behind a trusted proxy', () => {
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

  it('hands out a CSRF cookie whose Secure flag follows the proxy, on computed and cached answers alike', async () => {
    const path = `${W}count/`;
    const headers = { 'x-forwarded-proto': 'https' };
    const before = reachedFastify();
    for (let i = 0; i < 2; i++) {
      const answer = await send(origin, path, { headers });
      expect(answer.raw['set-cookie']?.[0]).toMatch(/; Secure; SameSite=Lax$/);
    }
    const held = await send(origin, path, { headers: { ...headers, cookie: WELL_FORMED } });
    expect(held.raw['set-cookie']).toBeUndefined();
    expect(reachedFastify()).toBe(before + 3);
  });
});

describe('cached dictionary reads: one shared version read, in the process as over a connection', () => {
  let t: TestApp;
  let staff: TestClient;
  let origin: string;
  let session: string;

  beforeAll(async () => {
    t = await createTestApp({ SEED: 'false' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    staff = await staffClient(t);
    session = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  interface Options {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  }
  /** The two ways a request reaches the app: `inject` (tests, the server's own renderer) and a real connection. */
  const transports = {
    inject: async (path: string, { method = 'GET', headers, body }: Options = {}) => {
      const answer = await t.app.inject({ url: path, method, headers, payload: body });
      return { status: answer.statusCode, etag: answer.headers.etag, body: answer.body };
    },
    socket: async (path: string, options: Options = {}) => {
      const answer = await send(origin, path, options);
      return { status: answer.status, etag: answer.raw.etag, body: answer.body.toString() };
    },
  };
  type Transport = keyof typeof transports;

  it('answers a burst of reads made both ways at once, with and without a session, from one version', async () => {
    const path = `${W}count/`;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => {
        const transport: Transport = index % 2 === 0 ? 'inject' : 'socket';
        return transports[transport](path, { headers: index % 3 === 0 ? { cookie: session } : {} });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
  });

  it('answers a read that follows a write with the write, whichever way each came', async () => {
    const csrf = staff.cookies.get('csrftoken')!;
    for (const writer of ['inject', 'socket'] as const) {
      for (const reader of ['inject', 'socket'] as const) {
        const word = `cochi${writer}${reader}`;
        const path = `${W}?plain__istartswith=${word}`;
        const before = await transports[reader](path);
        expect(JSON.parse(before.body).count).toBe(0);
        const written = await transports[writer](W, {
          method: 'POST',
          headers: { cookie: session, 'x-csrftoken': csrf, 'content-type': 'application/json' },
          body: JSON.stringify({ word, type: 'tlach2', definition_english: ['to sleep'] }),
        });
        expect(written.status, `${writer} write`).toBe(201);
        // No I/O between the write's answer and the read under `inject`: the read must still see it.
        const after = await transports[reader](path);
        expect(after.etag, `${writer} write, ${reader} read`).not.toBe(before.etag);
        expect(JSON.parse(after.body).results.map((w: { word: string }) => w.word)).toEqual([word]);
      }
    }
  });
});
