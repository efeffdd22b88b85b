import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INVISIBLE_CHARACTERS, LOOKS_TAKEN, MIXED_SCRIPTS } from '../../../contract/usernames';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { loginSlowdownMs, LOGIN_SLOWDOWN_BASE_MS, LOGIN_SLOWDOWN_MAX_MS } from './login-failures';

let t: TestApp;
let client: TestClient;

beforeEach(async () => {
  t = await createTestApp({ LOGIN_FAILURES_PER_15_MIN: '3' });
  client = new TestClient(t.app);
});
afterEach(() => t.close());

const me = async (c: TestClient) => (await c.get('/utoaztecan/api/users/')).json().results;

describe('sign-up', () => {
  it('creates an ordinary account and signs it in', async () => {
    const response = await client.post('/accounts/signup/', {
      username: 'xochitl',
      first_name: 'Xōchitl',
      email: 'x@example.org',
      password: 'tlaxcalli-caxtolli',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 2, username: 'xochitl', first_name: 'Xōchitl', email: 'x@example.org', is_staff: false, language: null, alphabet: null });
    expect(await me(client)).toEqual([response.json()]);
  });

  it('refuses a username already taken, whatever its case, and a weak password, naming both fields', async () => {
    await client.signup('Citlali');
    const other = new TestClient(t.app);
    const response = await other.post('/accounts/signup/', { username: 'citlali', password: '1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['A user with that username already exists.'],
      password: ['This password is too short. It must contain at least 8 characters.', 'This password is entirely numeric.'],
    });
    expect(await me(other)).toEqual([]);
  });

  it('says an empty password is blank, not too short, in Spanish too', async () => {
    const other = new TestClient(t.app);
    const response = await other.post('/accounts/signup/', { username: 'yaretzi', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['This field may not be blank.'] });
    const spanish = await other.request('POST', '/accounts/signup/', { username: 'yaretzi', password: '' }, {
      'accept-language': 'es-MX',
    });
    expect(spanish.json()).toEqual({ password: ['Este campo no puede estar en blanco.'] });
    expect(await me(other)).toEqual([]);
  });

  it.each([
    [{ password: 'long enough pass' }, 'username'],
    [{ username: 'ok', password: 'password' }, 'password'],
    [{ username: 'has space', password: 'long enough pass' }, 'username'],
    [{ username: 'ana', password: 'long enough pass', email: 'not-an-email' }, 'email'],
    [{ username: 'x'.repeat(151), password: 'long enough pass' }, 'username'],
    [{ username: 42, password: 'long enough pass' }, 'username'],
  ])('rejects %j at the field %s', async (body, field) => {
    const response = await client.post('/accounts/signup/', body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
  });
});

describe('login and logout', () => {
  beforeEach(async () => {
    await client.signup('tonatiuh', 'sun and moon 20');
    await client.post('/accounts/logout/');
  });

  it('signs in with the right password and out again', async () => {
    const login = await client.post('/accounts/login/', { username: 'Tonatiuh', password: 'sun and moon 20' });
    expect(login.statusCode).toBe(200);
    expect(login.json().username).toBe('tonatiuh');
    expect((await me(client)).map((u: { username: string }) => u.username)).toEqual(['tonatiuh']);

    const logout = await client.post('/accounts/logout/');
    expect(logout.statusCode).toBe(204);
    expect(await me(client)).toEqual([]);
  });

  it('refuses a wrong password without saying which field was wrong', async () => {
    const response = await client.post('/accounts/login/', { username: 'tonatiuh', password: 'wrong password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/correct username and password/);
    expect(await me(client)).toEqual([]);
  });

  it('gives the seeded staff account no usable password', async () => {
    const response = await client.post('/accounts/login/', { username: 'admin', password: '' });
    expect(response.statusCode).toBe(400);
    const guess = await client.post('/accounts/login/', { username: 'admin', password: 'admin' });
    expect(guess.statusCode).toBe(400);
  });

  it('rotates the session id at login, and the old session ends at logout', async () => {
    await client.post('/accounts/login/', { username: 'tonatiuh', password: 'sun and moon 20' });
    const first = client.cookies.get('sessionid');
    await client.post('/accounts/login/', { username: 'tonatiuh', password: 'sun and moon 20' });
    const second = client.cookies.get('sessionid');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    // The first session no longer works for anyone holding its cookie.
    const stale = new TestClient(t.app);
    stale.cookies.set('sessionid', first!);
    expect(await me(stale)).toEqual([]);

    const stolen = new TestClient(t.app);
    stolen.cookies.set('sessionid', second!);
    expect(await me(stolen)).toHaveLength(1);
    await client.post('/accounts/logout/');
    expect(await me(stolen)).toEqual([]);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and the CSRF cookie readable', async () => {
    const response = await client.post('/accounts/login/', { username: 'tonatiuh', password: 'sun and moon 20' });
    const session = response.cookies.find((c) => c.name === 'sessionid');
    const csrf = response.cookies.find((c) => c.name === 'csrftoken');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('rotates the CSRF token at login', async () => {
    const before = client.cookies.get('csrftoken');
    await client.post('/accounts/login/', { username: 'tonatiuh', password: 'sun and moon 20' });
    expect(client.cookies.get('csrftoken')).not.toBe(before);
  });

  it('refuses an address its guesses at a username, but lets the owner in from another address, slowed down', async () => {
    const attacker = new TestClient(t.app);
    attacker.remoteAddress = '203.0.113.66';
    for (let i = 0; i < 3; i += 1) {
      expect((await attacker.post('/accounts/login/', { username: 'tonatiuh', password: `guess ${i}` })).statusCode).toBe(400);
    }
    // From the attacker's address, even the right password is refused for the window.
    const limited = await attacker.post('/accounts/login/', { username: 'Tonatiuh', password: 'sun and moon 20' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/throttled/);
    expect(await me(attacker)).toEqual([]);

    // The owner, elsewhere, signs in with the right password: only after a wait, as everyone on that username waits.
    const owner = new TestClient(t.app);
    owner.remoteAddress = '198.51.100.44';
    const started = performance.now();
    const login = await owner.post('/accounts/login/', { username: 'tonatiuh', password: 'sun and moon 20' });
    expect(login.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_BASE_MS - 20);
    expect((await me(owner)).map((u: { username: string }) => u.username)).toEqual(['tonatiuh']);
    // A wrong password from a third address is a plain 400, after the same wait.
    expect((await new TestClient(t.app).post('/accounts/login/', { username: 'tonatiuh', password: 'nope' })).statusCode).toBe(400);
  });

  it('only slows down an address with many failures over many usernames, and its other users still sign in', async () => {
    const address = '192.0.2.30';
    const sprayer = new TestClient(t.app);
    sprayer.remoteAddress = address;
    // Three times the per-pair limit, one guess at each of nine usernames: the address's old limit.
    for (let i = 0; i < 9; i += 1) {
      expect((await sprayer.post('/accounts/login/', { username: `someone${i}`, password: 'Password1' })).statusCode).toBe(400);
    }
    const neighbour = new TestClient(t.app);
    neighbour.remoteAddress = address;
    const started = performance.now();
    expect((await neighbour.post('/accounts/login/', { username: 'tonatiuh', password: 'sun and moon 20' })).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_BASE_MS - 20);
  });

  it('does not count a successful login against the limit', async () => {
    for (let i = 0; i < 5; i += 1) {
      const ok = await client.post('/accounts/login/', { username: 'tonatiuh', password: 'sun and moon 20' });
      expect(ok.statusCode).toBe(200);
    }
  });
});

describe('CSRF', () => {
  it('refuses an unsafe request without the header, and changes nothing', async () => {
    client.sendCsrf = false;
    const response = await client.post('/accounts/signup/', { username: 'nocsrf', password: 'long enough pass' });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('CSRF Failed: CSRF token missing.');
    client.sendCsrf = true;
    const retry = await client.post('/accounts/signup/', { username: 'nocsrf', password: 'long enough pass' });
    expect(retry.statusCode).toBe(201);
  });

  it('refuses a wrong token and a missing cookie', async () => {
    await client.get('/utoaztecan/api/users/');
    const wrong = await client.request('POST', '/accounts/login/', { username: 'a', password: 'b' }, {
      'x-csrftoken': 'x'.repeat(43),
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe('CSRF Failed: CSRF token incorrect.');

    const bare = await t.app.inject({ method: 'POST', url: '/accounts/login/', payload: { username: 'a', password: 'b' } });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().detail).toBe('CSRF Failed: CSRF cookie not set.');
  });

  it('refuses a PATCH on your own account without the token, leaving it unchanged', async () => {
    const user = await client.signup('yolotl');
    client.sendCsrf = false;
    const response = await client.patch(`/utoaztecan/api/users/${user.id}/`, { first_name: 'Changed' });
    expect(response.statusCode).toBe(403);
    expect((await client.get(`/utoaztecan/api/users/${user.id}/`)).json().first_name).toBe('');
  });
});

describe('behind an HTTPS proxy', () => {
  it('marks the session and CSRF cookies Secure when the request came over HTTPS', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const secureClient = new TestClient(proxied.app);
      const response = await secureClient.request(
        'POST',
        '/accounts/signup/',
        { username: 'sslfan', password: 'long enough pass' },
        { 'x-forwarded-proto': 'https', origin: 'https://localhost:80' },
      );
      expect(response.statusCode).toBe(201);
      for (const name of ['sessionid', 'csrftoken']) {
        expect(response.cookies.find((c) => c.name === name)?.secure).toBe(true);
      }
      const plain = await new TestClient(proxied.app).get('/utoaztecan/api/users/');
      expect(plain.cookies.find((c) => c.name === 'csrftoken')?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });
});

describe('the failed-login limit under concurrency', () => {
  it('checks no more than the limit of passwords however many guesses arrive at once', async () => {
    await client.signup('citlalli', 'the right password');
    await client.post('/accounts/logout/');
    await client.get('/utoaztecan/api/users/');
    // 59 wrong guesses and the right password, all in flight together with one csrftoken pair.
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 30 ? 'the right password' : `wrong guess ${i}`));
    const responses = await Promise.all(guesses.map((password) => client.post('/accounts/login/', { username: 'citlalli', password })));
    const statuses = responses.map((r) => r.statusCode);
    const checked = statuses.filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60 - checked.length);
    expect(checked.every((status) => status === 400 || status === 200)).toBe(true);
  });

  it('counts each address apart: guesses from two addresses at once each get the limit checked, no more', async () => {
    await client.signup('mixtli', 'the right password');
    await client.post('/accounts/logout/');
    const first = new TestClient(t.app);
    first.remoteAddress = '198.51.100.1';
    const second = new TestClient(t.app);
    second.remoteAddress = '198.51.100.2';
    for (const c of [first, second]) await c.get('/utoaztecan/api/users/');
    const guesses = [first, second].flatMap((c) =>
      Array.from({ length: 20 }, (_, i) => c.post('/accounts/login/', { username: 'mixtli', password: `wrong guess ${i}` })),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    for (const half of [statuses.slice(0, 20), statuses.slice(20)]) {
      expect(half.filter((status) => status === 400)).toHaveLength(3);
      expect(half.filter((status) => status === 429)).toHaveLength(17);
    }
  });

  it('keeps counting failures after a successful login', async () => {
    await client.signup('ehecatl', 'the right password');
    await client.post('/accounts/logout/');
    for (let i = 0; i < 2; i += 1) await client.post('/accounts/login/', { username: 'ehecatl', password: `wrong ${i}` });
    expect((await client.post('/accounts/login/', { username: 'ehecatl', password: 'the right password' })).statusCode).toBe(200);
    expect((await client.post('/accounts/login/', { username: 'ehecatl', password: 'wrong again' })).statusCode).toBe(400);
    expect((await client.post('/accounts/login/', { username: 'ehecatl', password: 'the right password' })).statusCode).toBe(429);
  });
});

describe('the login slow-down', () => {
  it('waits nothing under the limits, then half a second, doubled each further limit of failures, up to eight', () => {
    expect(loginSlowdownMs(9, 29, 10)).toBe(0);
    expect(loginSlowdownMs(10, 0, 10)).toBe(LOGIN_SLOWDOWN_BASE_MS);
    expect(loginSlowdownMs(0, 30, 10)).toBe(LOGIN_SLOWDOWN_BASE_MS);
    expect(loginSlowdownMs(19, 0, 10)).toBe(LOGIN_SLOWDOWN_BASE_MS);
    expect(loginSlowdownMs(20, 0, 10)).toBe(2 * LOGIN_SLOWDOWN_BASE_MS);
    expect(loginSlowdownMs(25, 55, 10)).toBe(4 * LOGIN_SLOWDOWN_BASE_MS);
    expect(loginSlowdownMs(10_000, 0, 10)).toBe(LOGIN_SLOWDOWN_MAX_MS);
  });
});

describe('look-alike usernames', () => {
  const signup = (username: string) => client.post('/accounts/signup/', { username, password: 'long enough pass' });

  it.each([
    ['аdmin', 'a Cyrillic а beside Latin letters', MIXED_SCRIPTS],
    ['pаypal', 'one Cyrillic letter among Latin ones', MIXED_SCRIPTS],
    ['Ωmega', 'Greek and Latin', MIXED_SCRIPTS],
    ['nahuatl١', 'an Arabic-Indic digit beside Latin letters', MIXED_SCRIPTS],
    ['سلام١2', 'Arabic-Indic and ASCII digits together', MIXED_SCRIPTS],
    ['ad\u3164min', 'the Hangul filler U+3164', INVISIBLE_CHARACTERS],
    ['ad\u115Fmin', 'the Hangul choseong filler U+115F', INVISIBLE_CHARACTERS],
    ['ad\u1160min', 'the Hangul jungseong filler U+1160', INVISIBLE_CHARACTERS],
    ['\uFFA0admin', 'the halfwidth Hangul filler U+FFA0', INVISIBLE_CHARACTERS],
    ['\u3164', 'nothing but a filler', INVISIBLE_CHARACTERS],
  ])('refuses %j (%s) at the username', async (username, _why, message) => {
    const response = await signup(username);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [message] });
    expect(await me(client)).toEqual([]);
  });

  it.each([
    ['сосо', 'coco', 'all Cyrillic'],
    ['ΑΒΕ', 'abe', 'all Greek capitals'],
    ['adrnin', 'admin', 'r and n beside each other'],
    ['Iucy', 'lucy', 'a capital I for an l'],
    ['pau1', 'paul', 'a digit one for an l'],
    ['c0c0', 'coco', 'zeros for o'],
  ])('refuses %j beside %j (%s): the same confusable skeleton', async (lookAlike, existing, _why) => {
    if (existing !== 'admin') await new TestClient(t.app).signup(existing);
    const response = await signup(lookAlike);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [LOOKS_TAKEN] });
    expect(await me(client)).toEqual([]);
  });

  it.each([['Νίκος'], ['山田たろう'], ['김민준'], ['Иван2'], ['José_María'], ['tlahtoa.2024']])(
    'accepts %j, written in one script',
    async (username) => {
      const response = await signup(username);
      expect(response.statusCode).toBe(201);
      expect(response.json().username).toBe(username);
    },
  );

  it.each([['ａｄｍｉｎ'], ['𝐚𝐝𝐦𝐢𝐧'], ['ADMIN'], ['Ａdmin']])('refuses to sign up %s beside admin', async (username) => {
    const response = await client.post('/accounts/signup/', { username, password: 'long enough pass' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'] });
  });

  it('stores a compatibility form as the plain letters and signs in with either', async () => {
    const created = await client.post('/accounts/signup/', { username: 'ｍａｌｉｎａｌｌｉ', password: 'long enough pass' });
    expect(created.json().username).toBe('malinalli');
    await client.post('/accounts/logout/');
    const login = await client.post('/accounts/login/', { username: '𝐌𝐚𝐥𝐢𝐧𝐚𝐥𝐥𝐢', password: 'long enough pass' });
    expect(login.statusCode).toBe(200);
    expect(login.json().id).toBe(created.json().id);
  });
});

describe('sessions read together (decision 049)', () => {
  it('answers each of several users asking at once as themselves, and a guest among them as a guest', async () => {
    const users = ['ayotl', 'coyotl', 'mazatl'];
    const clients = users.map(() => new TestClient(t.app));
    await Promise.all(clients.map((c, index) => c.signup(users[index]!)));
    const guest = new TestClient(t.app);
    // Interleaved and repeated, so one phase's batch holds several keys, some twice.
    const askers = [...clients, guest, ...[...clients].reverse()];
    const answers = await Promise.all(askers.map((c) => me(c)));
    expect(answers.map((results) => results[0]?.username ?? 'guest')).toEqual([
      ...users,
      'guest',
      ...[...users].reverse(),
    ]);
  });

  it('treats an expired session as a guest', async () => {
    await client.signup('metztli');
    expect((await me(client))[0].username).toBe('metztli');
    await t.db.kysely.updateTable('app_session').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    expect(await me(client)).toEqual([]);
  });
});
