import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersApi } from '../../contract/accounts';
import { createTestApp, type TestApp } from '../test/harness';
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

describe('a page with its first screen drawn (decision 068)', () => {
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

describe('the server drawing the first screen into its pages', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    // A build: the app's page in web/, and beside it a renderer that draws what it is given.
    root = mkdtempSync(join(tmpdir(), 'np-first-screen-'));
    mkdirSync(join(root, 'web'));
    mkdirSync(join(root, 'ssr'));
    writeFileSync(join(root, 'web', 'index.html'), PAGE);
    writeFileSync(
      join(root, 'ssr', 'server-render.js'),
      `export async function renderFirstScreen(url, locale, reads) {
        if (url === '/') return null;
        if (url.startsWith('/broken')) throw new Error('a screen that cannot be drawn');
        const users = reads[${JSON.stringify(usersApi.url)}];
        return { html: '<main><h1>' + url + ' ' + locale + '</h1></main>', state: { queries: [{ users }] } };
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

  it('draws the screen at the address, in the reader’s language, from the reads the page brings', async () => {
    const response = await t.app.inject({ url: '/numbers?x=1', headers: { 'accept-language': 'es' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root" inert><main><h1>/numbers?x=1 es</h1></main></div>');
    // Who is signed in is among the reads it was drawn from; the reads are not sent twice.
    const users = await t.app.inject({ url: usersApi.url });
    expect(element(response.body, 'first-screen')).toEqual({ queries: [{ users: JSON.parse(users.body) }] });
    expect(element(response.body, 'page-reads')).toBeUndefined();
  });

  it('sends the page as it was, with its reads, where no screen is drawn or drawing fails', async () => {
    for (const url of ['/', '/broken/1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/app-Bb22.js"></script>');
      expect(element(response.body, 'page-reads'), url).toHaveProperty([usersApi.url]);
    }
  });
});
