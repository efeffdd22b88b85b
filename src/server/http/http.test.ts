import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOAD_AFTER_PAINT, LOAD_AFTER_PAINT_SOURCE } from './first-screen';
import { createTestApp, TestClient, type TestApp } from '../test/harness';

let t: TestApp;
let client: TestClient;

beforeEach(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
  await client.signup('ana');
});
afterEach(() => t.close());

describe('request bodies', () => {
  it('answers malformed JSON with a 400 and changes nothing', async () => {
    const response = await client.request('PATCH', '/utoaztecan/api/users/2/', '{"first_name": ', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^JSON parse error/);
    expect((await client.get('/utoaztecan/api/users/2/')).json().first_name).toBe('');
  });

  it('and other control characters are refused too, but tabs and line breaks are text (decision 079)', async () => {
    for (const control of ['\u0001', '\u001b', '\u007f', '\u000b', '\u009b', '\ud800']) {
      const patch = await client.patch('/utoaztecan/api/users/2/', { first_name: `A${control}B` });
      expect(patch.statusCode).toBe(400);
      expect(patch.json()).toEqual({ first_name: ['Control characters are not allowed.'] });
    }
    const tagged = await client.post('/utoaztecan/api/vocabulary/', { name: 'Controls', tags: ['ok', 'b\u0002d'] });
    expect(tagged.json()).toEqual({ 'tags.1': ['Control characters are not allowed.'] });
    const search = await client.get('/utoaztecan/api/nahuatl/?search=co%01chi');
    expect(search.json()).toEqual({ search: ['Control characters are not allowed.'] });
    const lines = await client.post('/utoaztecan/api/vocabulary/', { name: 'Lines', description: 'one\ttwo\r\nthree' });
    expect(lines.statusCode).toBe(201);
    expect(lines.json().description).toBe('one\ttwo\r\nthree');
  });

  it('answers a body over 1 MiB with a 413', async () => {
    const response = await client.patch('/utoaztecan/api/users/2/', { first_name: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is larger than 1 MiB.' });
  });

  it('answers a body that is not JSON with a 415', async () => {
    const response = await client.request('PATCH', '/utoaztecan/api/users/2/', 'first_name=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.' });
  });

  it('answers a body shorter than its Content-Length with a 400, not a 415, and changes nothing', async () => {
    const response = await client.request('PATCH', '/utoaztecan/api/users/2/', '{"first_name": "short"}', {
      'content-type': 'application/json',
      'content-length': '400',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.stringMatching(/Content-Length/) });
    expect((await client.get('/utoaztecan/api/users/2/')).json().first_name).toBe('');
  });

  it.each([['null'], ['[]'], ['"text"'], ['42']])('answers a JSON body %s that is not an object with a 400', async (body) => {
    const response = await client.request('PATCH', '/utoaztecan/api/users/2/', body, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
  });
});

describe('addresses and methods', () => {
  it('answers an unknown API address with a JSON 404', async () => {
    const response = await client.get('/utoaztecan/api/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers a method the address does not support with a 405', async () => {
    const response = await client.delete('/utoaztecan/api/users/');
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({ detail: 'Method "DELETE" not allowed.' });
  });

  it('accepts the address without its trailing slash', async () => {
    expect((await client.get('/utoaztecan/api/users')).statusCode).toBe(200);
  });

  it('sends pages a CSP that allows no inline script but the one that loads the app after the first paint', async () => {
    const response = await client.get('/');
    const csp = String(response.headers['content-security-policy']);
    const loader = createHash('sha256').update(LOAD_AFTER_PAINT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${loader}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  const PAGE_HEADERS = {
    'content-security-policy':
      `default-src 'self';script-src 'self' ${LOAD_AFTER_PAINT_SOURCE};style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';` +
      "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
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
  };

  it('sends the same security headers on pages, the worker, the SVG favicon and addresses outside the API', async () => {
    for (const response of [
      await client.get('/'),
      await client.get('/accounts/login/'),
      await client.get('/words/cochi/'),
      await client.get('/sw.js'),
      await client.get('/favicon.svg'),
      await client.get('/assets/../sw.js'),
      await client.get('/%E0%A4%A/'),
      await client.get('/apiary/'),
      await client.get('/utoaztecan/api'),
    ]) {
      expect(response.headers).toMatchObject(PAGE_HEADERS);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends the built scripts, styles, icons and manifest only the headers that act on any response (decision 073)', async () => {
    const file = {
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    };
    for (const url of ['/assets/missing.js', '/assets/app-Ab12.css?v=1', '/icon-192.png', '/manifest.webmanifest']) {
      const response = await client.get(url);
      expect(response.headers, url).toMatchObject(file);
      for (const name of Object.keys(PAGE_HEADERS).filter((name) => !(name in file)))
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('sends the API a policy that allows nothing, and none of the headers that act only on a page', async () => {
    const api = {
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    for (const response of [
      await client.get('/utoaztecan/api/nahuatl/'),
      await client.get('/utoaztecan/api/nahuatl/999999/'),
      await client.get('/utoaztecan/api/nothing-here/'),
      await client.get('/blog/api/nothing-here/'),
      await client.get('/api/schema/'),
      await client.get('/utoaztecan/api/nahuatl/%E0%A4%A/'),
      await client.delete('/utoaztecan/api/users/'),
      // Percent-encoded prefixes reach the API, so they are the API's answers too.
      await client.get('/%75toaztecan/api/nahuatl/'),
      await client.get('/utoaztecan/%61pi/nothing-here/'),
      await client.get('/%62log/api/nothing-here/'),
    ]) {
      expect(response.headers).toMatchObject(api);
      for (const name of Object.keys(PAGE_HEADERS).filter((name) => !(name in api)))
        expect(response.headers[name], name).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('marks answers that depend on who is signed in private to the session, and shared dictionary reads not', async () => {
    const guest = new TestClient(t.app);
    await guest.get('/utoaztecan/api/nahuatl/'); // holds a csrftoken from here on
    for (const caller of [guest, client]) {
      for (const url of ['/utoaztecan/api/nahuatl-sentence/', '/utoaztecan/api/vocabulary/', '/utoaztecan/api/users/', '/utoaztecan/api/users/2/']) {
        const response = await caller.get(url);
        expect(response.headers['cache-control'], url).toBe('private, no-cache');
        // A guest's 404 is an error body in the request's language, which varies with Accept-Language too.
        expect(response.headers.vary, url).toBe(response.statusCode === 200 ? 'Cookie' : 'Cookie, Accept-Language');
      }
      const dictionary = await caller.get('/utoaztecan/api/nahuatl/');
      expect(dictionary.headers['cache-control']).toBe('no-cache');
      // Not with the cookie: only with the encoding the client accepts (decision 073).
      expect(dictionary.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('hands a cookieless request a fresh csrftoken cookie, and none to a request that has one', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/utoaztecan/api/nahuatl/' });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^csrftoken=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
      tokens.add(header);
    }
    expect(tokens.size).toBe(3);
    const held = await t.app.inject({
      method: 'GET',
      url: '/utoaztecan/api/nahuatl/',
      headers: { cookie: `csrftoken=${'a'.repeat(43)}` },
    });
    expect(held.headers['set-cookie']).toBeUndefined();
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/utoaztecan/api/nahuatl/',
      headers: { cookie: 'csrftoken=short' },
    });
    expect(String(malformed.headers['set-cookie'])).toMatch(/^csrftoken=[A-Za-z0-9_-]{43};/);
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await client.get('/api/schema/');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/utoaztecan/api/users/', '/utoaztecan/api/users/{id}/', '/accounts/login/', '/accounts/signup/']),
    );
    const patch = document.paths['/utoaztecan/api/users/{id}/'].patch;
    expect(Object.keys(patch.requestBody.content['application/json'].schema.properties)).toEqual(['username', 'first_name', 'email', 'language', 'alphabet']);
  });
});

describe('paging parameters', () => {
  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=x', 'page_size'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const response = await client.get(`/utoaztecan/api/users/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
  });

  it('answers a page past the end with a 404', async () => {
    const response = await client.get('/utoaztecan/api/users/?page=2');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Invalid page.' });
  });
});

describe('serving the web app', () => {
  it('sends index.html for the root and for app routes, files as they are, and JSON 404s for the API', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'np-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Nahuatl Practice</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    const served = await createTestApp({ STATIC_DIR: dir });
    try {
      for (const url of ['/', '/piyali', '/detail/5', '/accounts/login/']) {
        const page = await served.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Nahuatl Practice</title>');
      }
      expect((await served.app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
      // A rebuilt asset is served without a restart.
      writeFileSync(join(dir, 'assets', 'later.js'), 'console.log(2)');
      expect((await served.app.inject({ url: '/assets/later.js' })).statusCode).toBe(200);
      expect((await served.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await served.app.inject({ url: '/utoaztecan/api/missing/' })).json()).toEqual({ detail: 'Not found.' });
    } finally {
      await served.close();
    }
  });
});

describe('source maps', () => {
  it('are a 404 unless SERVE_SOURCE_MAPS asks for them', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'np-maps-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Nahuatl Practice</title>');
    mkdirSync(join(dir, 'assets'));
    const files = ['sw.js', 'sw.js.map', 'assets/app.js', 'assets/app.js.map', 'sw.js.map.br', 'sw.js.map.gz'];
    for (const file of files) writeFileSync(join(dir, file), `/* ${file} */`);
    const maps = ['/sw.js.map', '/assets/app.js.map', '/sw.js.map.br', '/sw.js.map.gz'];
    const served = await createTestApp({ STATIC_DIR: dir });
    try {
      for (const url of maps) {
        for (const encoding of ['identity', 'br, gzip']) {
          const response = await served.app.inject({ url, headers: { 'accept-encoding': encoding } });
          expect(response.statusCode, url).toBe(404);
          expect(response.body, url).not.toContain('sw.js');
        }
      }
      expect((await served.app.inject({ url: '/sw.js' })).statusCode).toBe(200);
      expect((await served.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    } finally {
      await served.close();
    }
    const debugging = await createTestApp({ STATIC_DIR: dir, SERVE_SOURCE_MAPS: 'true' });
    try {
      for (const url of ['/sw.js.map', '/assets/app.js.map']) {
        const response = await debugging.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toBe(`/* ${url.slice(1)} */`);
      }
    } finally {
      await debugging.close();
    }
  });
});

describe('NUL characters', () => {
  it('are refused in queries and bodies with a 400 naming the field, on both databases', async () => {
    const search = await client.get('/utoaztecan/api/nahuatl/?search=co%00chi');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ search: ['Null characters are not allowed.'] });
    const patch = await client.patch('/utoaztecan/api/users/2/', { first_name: 'A\u0000B' });
    expect(patch.json()).toEqual({ first_name: ['Null characters are not allowed.'] });
    expect((await client.get('/utoaztecan/api/users/2/')).json().first_name).toBe('');
  });

  it('make an address in the path unknown (404) for guests and owners, on both databases', async () => {
    const guest = new TestClient(t.app);
    for (const url of ['/utoaztecan/api/semantic-category/abc%00/', '/utoaztecan/api/nahuatl/1%00/', '/blog/api/entry/a%00b/']) {
      for (const caller of [guest, client]) {
        expect((await caller.get(url)).statusCode, url).toBe(404);
        expect((await caller.patch(url, { description: 'x' })).statusCode, url).toBe(404);
        expect((await caller.delete(url)).statusCode, url).toBe(404);
      }
    }
  });
});

describe('ids beyond the database integer range', () => {
  it('are unknown addresses (404) in a path and a 400 in a filter or a body, on both databases', async () => {
    expect((await client.get('/utoaztecan/api/nahuatl/2147483648/')).statusCode).toBe(404);
    expect((await client.get('/utoaztecan/api/nahuatl/9007199254740991/')).statusCode).toBe(404);
    const filter = await client.get('/utoaztecan/api/nahuatl-sentence/?nahuatl=3000000000');
    expect(filter.statusCode).toBe(400);
    expect(Object.keys(filter.json())).toEqual(['nahuatl']);
    const body = await client.post('/utoaztecan/api/vocabulary-word/', { vocabulary: 3000000000, nahuatl_word: 1 });
    expect(body.statusCode).toBe(400);
    expect(Object.keys(body.json())).toEqual(['vocabulary']);
  });
});

describe('deeply nested bodies', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([[40], [4_000], [400_000]])('refuses a body nested %i levels deep with a 400 naming the field', async (depth) => {
    const guest = new TestClient(t.app);
    const response = await guest.request('POST', '/accounts/login/', `{"username":${nested(depth)},"password":"x"}`, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['Nesting is too deep (at most 32 levels).'] });
  });

  it('refuses deep nesting on a signed-in write and changes nothing', async () => {
    const response = await client.request('PATCH', '/utoaztecan/api/users/2/', `{"first_name":"x","email":${nested(5_000)}}`, {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['email']);
    expect((await client.get('/utoaztecan/api/users/2/')).json().first_name).toBe('');
  });
});

describe('ids in paths', () => {
  it.each([['0x2'], ['+2'], ['02'], ['2.0'], ['2e0'], ['%202'], ['2%20'], ['0'], ['-2']])('%s is not the id 2: a 404 for reads and writes', async (id) => {
    expect((await client.get(`/utoaztecan/api/users/${id}/`)).statusCode).toBe(404);
    expect((await client.patch(`/utoaztecan/api/users/${id}/`, { first_name: 'Changed' })).statusCode).toBe(404);
    expect((await client.get('/utoaztecan/api/users/2/')).json().first_name).toBe('');
  });

  it('still finds the record by its canonical id', async () => {
    expect((await client.get('/utoaztecan/api/users/2/')).statusCode).toBe(200);
  });
});

describe('the origin of writes', () => {
  const write = (c: TestClient, headers: Record<string, string>) =>
    c.request('PATCH', '/utoaztecan/api/users/2/', { first_name: 'Changed' }, headers);
  const firstName = async () => (await client.get('/utoaztecan/api/users/2/')).json().first_name;

  it('accepts a write from the app itself', async () => {
    expect((await write(client, { origin: 'http://localhost:80' })).statusCode).toBe(200);
  });

  it.each([['https://evil.example'], ['http://localhost:8080'], ['null']])('refuses a write from origin %s and changes nothing', async (origin) => {
    const response = await write(client, { origin });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(`CSRF Failed: Origin checking failed - ${origin} does not match any trusted origins.`);
    expect(await firstName()).toBe('');
  });

  it('refuses an HTTPS write with no Origin and no same-origin Referer', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const secure = new TestClient(proxied.app);
      const https = { 'x-forwarded-proto': 'https', host: 'nahuatl.example.org' };
      const signup = (headers: Record<string, string>) =>
        secure.request('POST', '/accounts/signup/', { username: 'viaproxy', password: 'long enough pass' }, { ...https, ...headers });
      expect((await signup({})).json().detail).toBe('CSRF Failed: Referer checking failed - no Referer.');
      expect((await signup({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
      expect((await signup({ referer: 'http://nahuatl.example.org/page' })).json().detail).toMatch(/insecure/);
      expect((await signup({ referer: 'https://nahuatl.example.org/accounts/signup/' })).statusCode).toBe(201);
    } finally {
      await proxied.close();
    }
  });

  it('accepts the configured trusted origins, wildcard subdomains included', async () => {
    const trusting = await createTestApp({ TRUSTED_ORIGINS: 'https://nahuatl.example.org, https://*.example.net' });
    try {
      const other = new TestClient(trusting.app);
      const signup = (username: string, origin: string) =>
        other.request('POST', '/accounts/signup/', { username, password: 'long enough pass' }, { origin });
      expect((await signup('one', 'https://nahuatl.example.org')).statusCode).toBe(201);
      expect((await signup('two', 'https://app.example.net')).statusCode).toBe(201);
      expect((await signup('three', 'https://example.net.evil.org')).statusCode).toBe(403);
    } finally {
      await trusting.close();
    }
  });
});
