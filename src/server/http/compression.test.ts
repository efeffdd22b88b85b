import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryResource } from '../../contract/entries';
import { wordExportApi } from '../../contract/api/word-export';
import { wordsApi } from '../../contract/api/words';
import { createTestApp, type TestApp } from '../test/harness';
import { encode } from './compression';
import { scriptSafeJson } from './first-screen';
import type { RoutePreloads } from './route-preloads';

/** What Chromium and Firefox send. */
const BROWSER = 'gzip, deflate, br';

/** The bytes of an answer as the client reads them, decompressed by its Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === undefined) return raw.toString('utf8');
  throw new Error(`unexpected Content-Encoding ${String(encoding)}`);
}

const varies = (response: LightMyRequestResponse) => String(response.headers.vary ?? '').toLowerCase();

/** A built web app in a temp folder: a hashed script with its build-time `.br` and `.gz`, the service worker, index.html. */
function builtApp(): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'np-compress-'));
  const script = `console.log(${JSON.stringify('nican tlahtoa '.repeat(200))});\n`;
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Nahuatl Practice</title></head><!-- ${'x'.repeat(2000)} --></html>`,
  );
  const preloads: RoutePreloads = {
    routes: [
      {
        path: 'detail/:id',
        scripts: ['assets/word-detail-Ef56.js', 'assets/core-Gh78.js'],
        styles: ['assets/word-detail-Ij90.css'],
      },
      { path: 'numbers', scripts: ['assets/numbers-Kl12.js', 'assets/core-Gh78.js'], styles: [] },
      { path: '*', scripts: ['assets/not-found-Mn34.js'], styles: [] },
    ],
    catalogs: {
      en: { scripts: ['assets/en-Op56.js'], styles: [] },
      es: { scripts: ['assets/es-Qr78.js'], styles: [] },
    },
  };
  writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'assets', 'app-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app-Ab12Cd34.js.gz'), gzipSync(script));
  return { dir, script };
}

describe('compressed JSON answers, on both databases', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  // A dictionary list (through the read cache) and the blog's list (compressed as it is sent).
  for (const url of [`${wordsApi.url}?page_size=50`, entryResource.url]) {
    it(`sends ${url} in brotli to a browser, in gzip without brotli, as it is to a client that accepts neither`, async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      for (const [accepted, encoding] of [
        [BROWSER, 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
      ] as const) {
        // Twice: the second may come from the read cache.
        for (const round of [1, 2]) {
          const response = await get(url, accepted);
          expect(response.headers['content-encoding'], `${accepted} #${round}`).toBe(encoding);
          expect(varies(response)).toContain('accept-encoding');
          expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
          expect(JSON.parse(decoded(response))).toEqual(plain.json());
        }
      }
      for (const accepted of ['identity', 'zstd']) {
        const response = await get(url, accepted);
        expect(response.headers['content-encoding'], accepted).toBeUndefined();
        expect(response.body).toBe(plain.body);
      }
    });
  }

  it('tags each encoding of a cached answer apart, so a cache holding one is never told another is current', async () => {
    const url = `${wordsApi.url}?page_size=50`;
    const tags = new Map<string, string>();
    for (const accepted of [BROWSER, 'gzip', 'identity'])
      tags.set(accepted, String((await get(url, accepted)).headers.etag));
    expect(new Set(tags.values()).size).toBe(3);
    const brotliTag = tags.get(BROWSER)!;
    const asGzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': brotliTag } });
    expect(asGzip.statusCode).toBe(200);
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    const asBrotli = await t.app.inject({ url, headers: { 'accept-encoding': BROWSER, 'if-none-match': brotliTag } });
    expect(asBrotli.statusCode).toBe(304);
  });

  it('keeps the dictionary export in brotli at its best, and the version call gives that size (decision 073)', async () => {
    const plain = await get(wordExportApi.url);
    const best = brotliCompressSync(plain.rawPayload, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.rawPayload.length,
      },
    });
    for (const round of [1, 2]) {
      const response = await get(wordExportApi.url, BROWSER);
      expect(response.headers['content-encoding'], `#${round}`).toBe('br');
      expect(response.rawPayload.length, `#${round}`).toBe(best.length);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }
    expect((await get(wordExportApi.version)).json()).toMatchObject({ bytes: best.length });
    // A list as long keeps the everyday quality, which the word search's speed needs.
    const list = await get(`${wordsApi.url}?page_size=200`);
    expect((await get(`${wordsApi.url}?page_size=200`, BROWSER)).rawPayload.length).toBe(
      encode(list.rawPayload, 'br').length,
    );
  });

  it('sends a short answer as it is, whatever the client accepts', async () => {
    const response = await get(`${wordsApi.count}?search=cochi`, BROWSER);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(typeof response.json()).toBe('number');
  });
});

describe('the built web app', () => {
  let t: TestApp;
  let built: { dir: string; script: string };
  beforeAll(async () => {
    built = builtApp();
    t = await createTestApp({ STATIC_DIR: built.dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(built.dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a hashed file compressed at build time, in brotli or gzip, and kept for a year', async () => {
    for (const [accepted, encoding] of [
      [BROWSER, 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const) {
      const response = await get('/assets/app-Ab12Cd34.js', accepted);
      expect(response.statusCode, accepted).toBe(200);
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(varies(response)).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(response)).toBe(built.script);
    }
  });

  it('has the HTML of every route and the service worker revalidated on every use', async () => {
    for (const url of ['/', '/piyali', '/words?search=cochi', '/detail/5', '/sw.js']) {
      const response = await get(url, BROWSER);
      expect(response.statusCode, url).toBe(200);
      // A page brings its reader's own answers (decision 073): no shared cache keeps it.
      expect(response.headers['cache-control'], url).toBe(url === '/sw.js' ? 'no-cache' : 'private, no-cache');
    }
  });

  it('names in the page the files of the screen at its address and of its language, to be fetched with the app (decision 073)', async () => {
    const links = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const detail = await get('/detail/5');
    // The screen's styles hold its first paint (decision 073): the page links them.
    expect(links(detail.body)).toEqual(['/assets/en-Op56.js', '/assets/word-detail-Ef56.js', '/assets/core-Gh78.js']);
    expect(detail.body).toContain('<link rel="stylesheet" crossorigin href="/assets/word-detail-Ij90.css">');
    expect(detail.body.indexOf('modulepreload')).toBeLessThan(detail.body.indexOf('</head>'));
    // Spanish: the Spanish catalog; an address with a query; one with a trailing slash.
    const spanish = await t.app.inject({ url: '/numbers?x=1', headers: { 'accept-language': 'es' } });
    expect(links(spanish.body)).toEqual(['/assets/es-Qr78.js', '/assets/numbers-Kl12.js', '/assets/core-Gh78.js']);
    expect(links((await get('/numbers/')).body)).toContain('/assets/numbers-Kl12.js');
    // Any other address shows the not-found screen; the root goes on to the welcome page, and gets only the texts.
    expect(links((await get('/no/such/page')).body)).toEqual(['/assets/en-Op56.js', '/assets/not-found-Mn34.js']);
    expect(links((await get('/detail/5/more')).body)).toEqual(['/assets/en-Op56.js', '/assets/not-found-Mn34.js']);
    expect(links((await get('/')).body)).toEqual(['/assets/en-Op56.js']);
  });

  it('writes JSON that no text in it can end early', () => {
    expect(scriptSafeJson({ a: '</script><b>\u2028' })).toBe('{"a":"\\u003c/script>\\u003cb>\\u2028"}');
    expect(JSON.parse(scriptSafeJson({ a: '</script>\u2029' }))).toEqual({ a: '</script>\u2029' });
  });

  it('sends the HTML compressed', async () => {
    const plain = await get('/piyali');
    const response = await get('/piyali', BROWSER);
    expect(response.headers['content-encoding']).toBe('br');
    expect(varies(response)).toContain('accept-encoding');
    expect(decoded(response)).toBe(plain.body);
    expect(plain.body).toContain('<title>Nahuatl Practice</title>');
  });
});
