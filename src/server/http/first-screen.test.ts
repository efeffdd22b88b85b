import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, userClient, type TestApp } from '../test/harness';
import { firstScreenRenderer, LOAD_AFTER_PAINT, LOAD_AFTER_PAINT_SOURCE, withFirstScreen } from './first-screen';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Nahuatl Practice</title>' +
  '<script type="module" crossorigin src="/assets/rolldown-runtime-Aa11.js"></script>' +
  '<script type="module" crossorigin src="/assets/app-Bb22.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-Cc33.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/word-detail-Dd44.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/en-Ee55.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/word-detail-Ff66.js">' +
  '</head><body><div id="root"></div></body></html>';

/** The page's `<script type="application/json" id=…>` element, read. */
const element = (page: string, id: string): unknown => {
  const found = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(page);
  return found ? JSON.parse(found[1]!) : undefined;
};

describe('a page with its first screen drawn (decision 073)', () => {
  const state = { queries: [{ queryKey: ['words', 'detail', 29], state: { data: { headword: '</script><b>' } } }] };
  const page = withFirstScreen(PAGE, { html: '<main><h1>cochi</h1></main>', state });

  it('holds the screen in #root and the queries it was drawn from', () => {
    // Inert until the app has taken it over: nothing on it is used before it is live.
    expect(page).toContain('<div id="root" inert><main><h1>cochi</h1></main></div>');
    // A `</script>` in the data cannot end the element early.
    expect(page.match(/<\/script>/g)).toHaveLength(3);
    expect(element(page, 'first-screen')).toEqual(state);
  });

  it('fetches the app’s scripts and their preloads after the first paint, and keeps the styles that paint it', () => {
    expect(page).not.toMatch(/<script type="module" crossorigin src=/);
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(element(page, 'app-files')).toEqual({
      scripts: ['/assets/rolldown-runtime-Aa11.js', '/assets/app-Bb22.js'],
      preload: ['/assets/en-Ee55.js', '/assets/word-detail-Ff66.js'],
    });
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/word-detail-Dd44.css">');
  });

  it('has one inline script, the one whose hash the Content-Security-Policy allows', () => {
    const inline = [...page.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([LOAD_AFTER_PAINT]);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(LOAD_AFTER_PAINT_SOURCE).toBe(`'sha256-${hash}'`);
  });
});

/** Reads the renderer below asks for, as the screens do: who is signed in, and the welcome page's list in the page's language. */
const READS = ['/utoaztecan/api/users/', '/blog/api/entry/piyali/?language=es'];

describe('the server drawing the first screen into its pages (decision 073)', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    // A build: the app's page in web/, and beside it a renderer that draws what the app answers it.
    root = mkdtempSync(join(tmpdir(), 'np-first-screen-'));
    mkdirSync(join(root, 'web'));
    mkdirSync(join(root, 'ssr'));
    writeFileSync(join(root, 'web', 'index.html'), PAGE);
    writeFileSync(
      join(root, 'ssr', 'server-render.js'),
      `export async function renderFirstScreen({ url, locale, cookies, fetch }) {
        if (url === '/') return { redirect: '/piyali' };
        if (url.startsWith('/broken')) throw new Error('a screen that cannot be drawn');
        // Drawn slowly for the first reader, so that a second one's page is drawn meanwhile.
        if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 50));
        const answers = await Promise.all(${JSON.stringify(READS)}.map(async (read) => {
          const response = await fetch(read, { headers: { Accept: 'application/json' } });
          return [read, response.status, await response.json()];
        }));
        return { html: '<main><h1>' + url + ' ' + locale + '</h1></main>', state: { queries: answers, cookies } };
      }`,
    );
    t = await createTestApp({ STATIC_DIR: join(root, 'web') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('finds no renderer where none is built', async () => {
    expect(await firstScreenRenderer(join(tmpdir(), 'np-no-such-build', 'web'))).toBeNull();
  });

  it('draws the screen at the address, in the reader’s language, from what the API answers the reader', async () => {
    const learner = await userClient(t, 'firstscreenreader');
    const cookie = [...learner.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const reader = { 'accept-language': 'es', cookie };
    const response = await t.app.inject({ url: '/numbers?x=1', headers: reader });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root" inert><main><h1>/numbers?x=1 es</h1></main></div>');
    // Each read is answered in process as the API answers the reader's browser: who is signed
    // in, the list in their language; the page brings only the queries, not the reads again.
    const drawn = element(response.body, 'first-screen') as { queries: [string, number, unknown][]; cookies: string };
    expect(drawn.cookies).toBe(cookie);
    for (const [read, status, answer] of drawn.queries) {
      const asked = await t.app.inject({ url: read, headers: reader });
      expect([status, answer], read).toEqual([200, asked.json()]);
    }
    expect(drawn.queries[0]![2]).toMatchObject({ results: [{ username: 'firstscreenreader' }] });
    expect(element(response.body, 'page-reads')).toBeUndefined();
  });

  it('draws pages side by side, each for its own reader', async () => {
    const [slow, quick] = await Promise.all([
      t.app.inject({ url: '/slow', headers: { 'accept-language': 'es' } }),
      t.app.inject({ url: '/quick', headers: { 'accept-language': 'en' } }),
    ]);
    expect(slow.body).toContain('<h1>/slow es</h1>');
    expect(quick.body).toContain('<h1>/quick en</h1>');
  });

  it('sends the root on to the welcome page from the server, in the reader’s language', async () => {
    const response = await t.app.inject({ url: '/', headers: { 'accept-language': 'es' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/piyali');
    expect(response.headers['content-language']).toBe('es');
  });

  it('sends the page as it was where drawing fails', async () => {
    const response = await t.app.inject({ url: '/broken/1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/app-Bb22.js"></script>');
    expect(element(response.body, 'first-screen')).toBeUndefined();
  });
});
