import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasTranslation } from '../../contract/api-messages';
import { createTestApp, staffClient, TestClient, userClient, type TestApp } from '../test/harness';

// Decision 040: the API's errors in the request's language, English unchanged.

const WORDS = '/utoaztecan/api/nahuatl/';
const USERS = '/utoaztecan/api/users/';
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

let t: TestApp;
let guest: TestClient;
let ana: TestClient;
let anaId: number;

beforeAll(async () => {
  // One failed login from an address refuses the next; sign-ups are not limited here.
  t = await createTestApp({ LOGIN_FAILURES_PER_15_MIN: '1', SIGNUPS_PER_HOUR: '100000' });
  // Failures only a broken server gives, on routes of their own (added before the app starts).
  t.app.get('/api/test/database-away/', async () => {
    throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  });
  t.app.get('/api/test/bug/', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
  guest = new TestClient(t.app);
  ana = await userClient(t, 'lengua-ana');
  anaId = (await ana.get(USERS)).json().results[0].id;
});
afterAll(() => t.close());

/** A request from `client` with extra headers (the client's cookies and CSRF token still go). */
const send = (
  client: TestClient,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) => client.request(method, url, body, headers);

/** The headers every answer in a language carries. */
function expectLanguage(response: LightMyRequestResponse, locale: 'es' | 'en'): void {
  expect(response.headers['content-language'], response.body).toBe(locale);
  expect(String(response.headers.vary).split(', ')).toEqual(expect.arrayContaining(['Accept-Language', 'Cookie']));
}

describe('each kind of error, in Spanish and in English', () => {
  it.each([
    [
      '400 naming fields',
      (headers: Record<string, string>) =>
        send(guest, 'POST', '/accounts/signup/', headers, {
          username: 'bad name',
          email: 'nope',
          password: 'long enough pass',
        }),
      {
        username: [
          'Escribe un nombre de usuario válido. Este valor solo puede contener letras, números y los caracteres @/./+/-/_.',
        ],
        email: ['Escribe una dirección de correo electrónico válida.'],
      },
      {
        username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'],
        email: ['Enter a valid email address.'],
      },
    ],
    [
      '400 with a count in it',
      (headers: Record<string, string>) =>
        send(guest, 'POST', '/accounts/signup/', headers, { username: 'nuevo', password: '1234' }),
      {
        password: [
          'Esta contraseña es demasiado corta. Debe contener al menos 8 caracteres.',
          'Esta contraseña es completamente numérica.',
        ],
      },
      {
        password: [
          'This password is too short. It must contain at least 8 characters.',
          'This password is entirely numeric.',
        ],
      },
    ],
    [
      '400 on the whole body',
      (headers: Record<string, string>) => send(guest, 'POST', '/accounts/login/', headers, [1]),
      { non_field_errors: ['Entrada no válida: se esperaba un objeto y se recibió una lista'] },
      { non_field_errors: ['Invalid input: expected object, received array'] },
    ],
    [
      '403 for a guest',
      (headers: Record<string, string>) =>
        send(new TestClient(t.app), 'PATCH', `${USERS}1/`, headers, { first_name: 'x' }),
      { detail: 'No se proporcionaron las credenciales de autenticación.' },
      { detail: 'Authentication credentials were not provided.' },
    ],
    [
      '403 without the CSRF token',
      async (headers: Record<string, string>) => {
        const forgetful = new TestClient(t.app);
        forgetful.sendCsrf = false;
        return send(forgetful, 'POST', '/accounts/login/', headers, { username: 'x', password: 'y' });
      },
      { detail: 'Falló la verificación CSRF: Falta el token CSRF.' },
      { detail: 'CSRF Failed: CSRF token missing.' },
    ],
    [
      '404',
      (headers: Record<string, string>) => send(guest, 'GET', `${WORDS}999999/`, headers),
      { detail: 'No encontrado.' },
      { detail: 'Not found.' },
    ],
    [
      '404 past the last page',
      (headers: Record<string, string>) => send(guest, 'GET', `${USERS}?page=2`, headers),
      { detail: 'Página no válida.' },
      { detail: 'Invalid page.' },
    ],
    [
      '400 for a filter',
      (headers: Record<string, string>) => send(guest, 'GET', `${WORDS}?colour=red`, headers),
      { colour: ['Filtro desconocido. Se permiten: letter, modern_letter, plain__istartswith, recorded, type, word.'] },
      { colour: ['Unknown filter. Allowed: letter, modern_letter, plain__istartswith, recorded, type, word.'] },
    ],
    [
      '400 for an address the router cannot read, before any hook',
      (headers: Record<string, string>) => send(guest, 'GET', `${WORDS}%E0%A4%A/`, headers),
      { detail: 'La dirección no es válida (codificación con porcentajes incorrecta).' },
      { detail: 'The address is not valid (bad percent-encoding).' },
    ],
    [
      '405',
      (headers: Record<string, string>) => send(guest, 'DELETE', USERS, headers),
      { detail: 'Método "DELETE" no permitido.' },
      { detail: 'Method "DELETE" not allowed.' },
    ],
    [
      '503 when the database is away',
      (headers: Record<string, string>) => send(guest, 'GET', '/api/test/database-away/', headers),
      { detail: 'La base de datos no está disponible en este momento. Vuelve a intentarlo en 5 segundos.' },
      { detail: 'The database is not available right now. Try again in 5 seconds.' },
    ],
    [
      '500',
      (headers: Record<string, string>) => send(guest, 'GET', '/api/test/bug/', headers),
      { detail: 'Ocurrió un error en el servidor.' },
      { detail: 'A server error occurred.' },
    ],
  ])('%s', async (_kind, request, spanish, english) => {
    const inSpanish = await request(SPANISH);
    expect(inSpanish.json()).toEqual(spanish);
    expectLanguage(inSpanish, 'es');
    // Without Accept-Language, and asking for English: the English of before.
    for (const headers of [{}, ENGLISH]) {
      const inEnglish = await request(headers);
      expect(inEnglish.statusCode).toBe(inSpanish.statusCode);
      expect(inEnglish.json()).toEqual(english);
      expectLanguage(inEnglish, 'en');
    }
  });
});

describe('the login refusals', () => {
  it('refuses wrong credentials, then throttles the address, in the language asked', async () => {
    const guesser = new TestClient(t.app);
    guesser.remoteAddress = '203.0.113.30';
    const wrong = await send(guesser, 'POST', '/accounts/login/', SPANISH, {
      username: 'lengua-ana',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toMatch(
      /^Credenciales incorrectas\. Escribe un nombre de usuario y una contraseña correctos/,
    );
    expectLanguage(wrong, 'es');
    for (const [headers, pattern] of [
      [SPANISH, /^Demasiadas solicitudes\. Vuelve a intentarlo en \d+ segundos?\.$/],
      [ENGLISH, /^Request was throttled\. Expected available in \d+ seconds\.$/],
    ] as const) {
      const refused = await send(guesser, 'POST', '/accounts/login/', headers, {
        username: 'lengua-ana',
        password: 'correct horse battery',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(pattern);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('which language answers', () => {
  const missing = `${WORDS}999999/`;
  const detailFor = async (client: TestClient, headers: Record<string, string>) =>
    (await send(client, 'GET', missing, headers)).json().detail;

  it('follows Accept-Language, its weights, and English when it names neither language', async () => {
    expect(await detailFor(guest, { 'accept-language': 'es' })).toBe('No encontrado.');
    expect(await detailFor(guest, { 'accept-language': 'fr-CA, es-419;q=0.8, en;q=0.5' })).toBe('No encontrado.');
    expect(await detailFor(guest, { 'accept-language': 'es;q=0.2, en;q=0.9' })).toBe('Not found.');
    expect(await detailFor(guest, { 'accept-language': 'fr, de' })).toBe('Not found.');
  });

  it('puts the lang cookie before the stored choice, and the stored choice before Accept-Language', async () => {
    const beto = await userClient(t, 'lengua-beto');
    const betoId = (await beto.get(USERS)).json().results[0].id;
    expect((await beto.patch(`${USERS}${betoId}/`, { language: 'es' })).json().language).toBe('es');
    // Stored Spanish beats a browser asking for English.
    expect(await detailFor(beto, ENGLISH)).toBe('No encontrado.');
    // The cookie (this browser's choice) beats the stored Spanish, both ways.
    beto.cookies.set('lang', 'en');
    expect(await detailFor(beto, SPANISH)).toBe('Not found.');
    const guestWithCookie = new TestClient(t.app);
    guestWithCookie.cookies.set('lang', 'es');
    expect(await detailFor(guestWithCookie, ENGLISH)).toBe('No encontrado.');
    // A cookie naming no language of the app is no choice.
    beto.cookies.set('lang', 'fr');
    expect(await detailFor(beto, ENGLISH)).toBe('No encontrado.');
    // Back to no stored choice: the browser decides again.
    beto.cookies.delete('lang');
    expect((await beto.patch(`${USERS}${betoId}/`, { language: null })).json().language).toBeNull();
    expect(await detailFor(beto, ENGLISH)).toBe('Not found.');
  });
});

describe('answers that do not depend on the language', () => {
  it('carry no Content-Language and keep their Vary', async () => {
    for (const headers of [SPANISH, ENGLISH]) {
      const mine = await send(ana, 'GET', USERS, headers);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-language']).toBeUndefined();
      expect(mine.headers.vary).toBe('Cookie');
      const words = await send(ana, 'GET', WORDS, headers);
      expect(words.headers['content-language']).toBeUndefined();
      expect(words.headers.vary).toBe('Accept-Encoding');
    }
  });
});

describe('the read cache', () => {
  it('serves one data answer to both languages, and never an error in the other language', async () => {
    const staff = await staffClient(t, 'lengua-staff');
    expect((await staff.post(WORDS, { word: 'cochi', type: 'intrans', definitions: ['sleep'] })).statusCode).toBe(201);
    const spanish = await send(guest, 'GET', WORDS, SPANISH);
    const english = await send(guest, 'GET', WORDS, ENGLISH);
    expect(english.body).toBe(spanish.body);
    expect(english.headers.etag).toBe(spanish.headers.etag);
    // The same cached address failing: first in Spanish, then in English, then both at once.
    const pastTheEnd = `${WORDS}?page=99999`;
    expect((await send(guest, 'GET', pastTheEnd, SPANISH)).json()).toEqual({ detail: 'Página no válida.' });
    expect((await send(guest, 'GET', pastTheEnd, ENGLISH)).json()).toEqual({ detail: 'Invalid page.' });
    const [both1, both2] = await Promise.all([
      send(guest, 'GET', `${WORDS}?page=99998`, SPANISH),
      send(guest, 'GET', `${WORDS}?page=99998`, ENGLISH),
    ]);
    expect([both1.json().detail, both2.json().detail]).toEqual(['Página no válida.', 'Invalid page.']);
    expectLanguage(both1, 'es');
    expectLanguage(both2, 'en');
  });
});

describe('the stored language', () => {
  it('is null until chosen, is set and cleared by its owner, and refuses anything else with a 400 naming it', async () => {
    expect((await ana.get(`${USERS}${anaId}/`)).json().language).toBeNull();
    for (const language of ['fr', 'ES', '', 5, true]) {
      const refused = await ana.patch(`${USERS}${anaId}/`, { language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ language: ['Must be one of es, en, or null.'] });
    }
    const inSpanish = await send(ana, 'PATCH', `${USERS}${anaId}/`, SPANISH, { language: 'fr' });
    expect(inSpanish.json()).toEqual({ language: ['Debe ser uno de estos: es, en, o null.'] });
    expect((await ana.get(`${USERS}${anaId}/`)).json().language).toBeNull();
    const chosen = await ana.patch(`${USERS}${anaId}/`, { language: 'es' });
    expect(chosen.json()).toMatchObject({ id: anaId, username: 'lengua-ana', language: 'es' });
    expect((await ana.get(USERS)).json().results[0].language).toBe('es');
    // It comes back at the next sign-in.
    const again = new TestClient(t.app);
    expect(
      (await again.post('/accounts/login/', { username: 'lengua-ana', password: 'correct horse battery' })).json()
        .language,
    ).toBe('es');
    expect((await ana.patch(`${USERS}${anaId}/`, { language: null })).json().language).toBeNull();
  });

  it('is refused to a guest with a 403', async () => {
    const response = await new TestClient(t.app).patch(`${USERS}${anaId}/`, { language: 'es' });
    expect(response.statusCode).toBe(403);
    expect((await ana.get(`${USERS}${anaId}/`)).json().language).toBeNull();
  });
});

describe('the first HTML answer', () => {
  let dir: string;
  let served: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'np-lang-'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head><title>Nahuatl Practice</title></head></html>',
    );
    served = await createTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await served.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [SPANISH, undefined, 'es'],
    [ENGLISH, undefined, 'en'],
    [{}, undefined, 'en'],
    [ENGLISH, 'es', 'es'],
    [SPANISH, 'en', 'en'],
  ])('with %j and the cookie %s says <html lang="%s">', async (headers, cookie, locale) => {
    for (const url of ['/', '/detail/5', '/accounts/login/']) {
      const page = await served.app.inject({
        url,
        headers: { ...headers, ...(cookie ? { cookie: `lang=${cookie}` } : {}) },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<html lang="${locale}">`);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-language']).toBe(locale);
      expect(page.headers.vary).toBe('Accept-Language, Cookie');
    }
  });
});

describe('every message a request can produce', () => {
  /** Values no field accepts as they are: each of the wrong type somewhere, or too long, or blank. */
  const JUNK: unknown[] = [
    null,
    5,
    1.5,
    -1,
    '',
    ' ',
    'x'.repeat(3000),
    true,
    [],
    [5],
    ['x', 'y', 'z'],
    {},
    { a: 5 },
    [[5]],
    Array.from({ length: 300 }, () => 'x'),
  ];

  type Operation = {
    requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown> } } } };
    parameters?: Array<{ name: string; in: string }>;
  };

  it('has a Spanish translation, found by sending each body and query field of every operation bad values', async () => {
    const staff = await staffClient(t, 'lengua-fuzz');
    const document = (await staff.get('/api/schema/')).json() as { paths: Record<string, Record<string, Operation>> };
    const messages = new Map<string, string>();
    const collect = (where: string, response: LightMyRequestResponse) => {
      if (response.statusCode < 400) return;
      const walk = (value: unknown): void => {
        if (typeof value === 'string') messages.set(value, where);
        else if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(response.json());
    };
    for (const [path, byMethod] of Object.entries(document.paths)) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const [method, operation] of Object.entries(byMethod)) {
        const verb = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
        const fields = Object.keys(operation.requestBody?.content['application/json'].schema.properties ?? {});
        if (operation.requestBody) {
          for (const body of [[], 'x', 5, null, {}])
            collect(
              `${method} ${path}`,
              await staff.request(verb, url, JSON.stringify(body), { 'content-type': 'application/json' }),
            );
          for (const field of fields)
            for (const value of JUNK)
              collect(`${method} ${path} ${field}`, await staff.request(verb, url, { [field]: value }));
        }
        for (const parameter of operation.parameters?.filter((p) => p.in === 'query') ?? []) {
          for (const value of ['', 'x', '-1', '1.5', '99999999999999999', 'a,b'])
            collect(
              `${method} ${path} ?${parameter.name}`,
              await staff.request(verb, `${url}?${parameter.name}=${value}`),
            );
          collect(
            `${method} ${path} ?${parameter.name} twice`,
            await staff.request(verb, `${url}?${parameter.name}=1&${parameter.name}=2`),
          );
        }
        if (verb === 'GET') collect(`${method} ${path} ?unknown`, await staff.request(verb, `${url}?unknown=1`));
      }
    }
    expect(messages.size).toBeGreaterThan(60);
    const untranslated = [...messages]
      .filter(([message]) => !hasTranslation(message, 'es'))
      .map(([message, where]) => `${message}  (${where})`);
    expect(untranslated).toEqual([]);
  }, 120_000);
});
