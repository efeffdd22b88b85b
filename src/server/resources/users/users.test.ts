import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { INVISIBLE_CHARACTERS, LOOKS_TAKEN, MIXED_SCRIPTS } from '../../../contract/usernames';
import { migrateToLatest } from '../../db/migrate';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';
import { userRepository } from './repository';

let t: TestApp;
let ana: TestClient;
let anaId: number;

beforeEach(async () => {
  t = await createTestApp();
  ana = new TestClient(t.app);
  anaId = (await ana.signup('ana')).id;
});
afterEach(() => t.close());

describe('GET /utoaztecan/api/users/', () => {
  it('lists the signed-in user alone, in a DRF page', async () => {
    await new TestClient(t.app).signup('beto');
    const response = await ana.get('/utoaztecan/api/users/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [{ id: anaId, username: 'ana', first_name: '', email: '', is_staff: false, language: null, alphabet: null }],
    });
  });

  it('is an empty page for a guest', async () => {
    const response = await new TestClient(t.app).get('/utoaztecan/api/users/');
    expect(response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('refuses an unknown filter with a 400 naming it', async () => {
    const response = await ana.get('/utoaztecan/api/users/?username=beto');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['username']);
  });
});

describe('GET and PATCH /utoaztecan/api/users/{id}/', () => {
  it('reads yourself', async () => {
    const response = await ana.get(`/utoaztecan/api/users/${anaId}/`);
    expect(response.json()).toMatchObject({ id: anaId, username: 'ana' });
  });

  it('hides everyone else, and unknown or malformed ids, as not found', async () => {
    for (const id of ['1', '999', 'abc', '-1', '1.5']) {
      expect((await ana.get(`/utoaztecan/api/users/${id}/`)).statusCode).toBe(404);
    }
    expect((await new TestClient(t.app).get(`/utoaztecan/api/users/${anaId}/`)).statusCode).toBe(404);
  });

  it('changes your username, first name and email, ignoring read-only fields', async () => {
    const response = await ana.patch(`/utoaztecan/api/users/${anaId}/`, {
      username: 'ana.maria',
      first_name: 'Ana María',
      email: 'ana@example.org',
      id: 77,
      is_staff: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: anaId, username: 'ana.maria', first_name: 'Ana María', email: 'ana@example.org', is_staff: false, language: null, alphabet: null });
    expect((await ana.get(`/utoaztecan/api/users/${anaId}/`)).json().username).toBe('ana.maria');
  });

  it('keeps the alphabet you read Nahuatl in, and refuses one it does not know with a 400 naming it', async () => {
    const url = `/utoaztecan/api/users/${anaId}/`;
    expect((await ana.patch(url, { alphabet: 'modern' })).json()).toMatchObject({ alphabet: 'modern', language: null });
    expect((await ana.get(url)).json().alphabet).toBe('modern');
    const refused = await ana.patch(url, { alphabet: 'cyrillic', first_name: 'Ana' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['alphabet']);
    expect((await ana.get(url)).json()).toMatchObject({ alphabet: 'modern', first_name: '' });
    expect((await ana.patch(url, { alphabet: null })).json().alphabet).toBeNull();
  });

  it("refuses another user's account and leaves it unchanged", async () => {
    const beto = new TestClient(t.app);
    const betoId = (await beto.signup('beto')).id;
    const response = await ana.patch(`/utoaztecan/api/users/${betoId}/`, { first_name: 'Hacked' });
    expect(response.statusCode).toBe(404);
    expect((await beto.get(`/utoaztecan/api/users/${betoId}/`)).json().first_name).toBe('');
  });

  it('refuses a guest', async () => {
    const response = await new TestClient(t.app).patch(`/utoaztecan/api/users/${anaId}/`, { first_name: 'x' });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [{ username: '' }, 'username'],
    [{ username: 'bad name' }, 'username'],
    [{ email: 'nope' }, 'email'],
    [{ first_name: 5 }, 'first_name'],
  ])('rejects %j at %s and changes nothing', async (body, field) => {
    const response = await ana.patch(`/utoaztecan/api/users/${anaId}/`, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
    expect((await ana.get(`/utoaztecan/api/users/${anaId}/`)).json()).toMatchObject({ username: 'ana', email: '', first_name: '' });
  });

  it('refuses a username someone else holds', async () => {
    await new TestClient(t.app).signup('beto');
    const response = await ana.patch(`/utoaztecan/api/users/${anaId}/`, { username: 'BETO' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['A user with that username already exists.'] });
  });
});

describe('look-alike usernames on a rename', () => {
  it.each([
    ['аna', MIXED_SCRIPTS],
    ['an\u3164a', INVISIBLE_CHARACTERS],
  ])('refuses %j and changes nothing', async (username, message) => {
    const response = await ana.patch(`/utoaztecan/api/users/${anaId}/`, { username });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [message] });
    expect((await ana.get(`/utoaztecan/api/users/${anaId}/`)).json().username).toBe('ana');
  });

  it('refuses a name that looks like someone else’s, and allows one that looks like your own', async () => {
    await new TestClient(t.app).signup('coco');
    const response = await ana.patch(`/utoaztecan/api/users/${anaId}/`, { username: 'сосо' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [LOOKS_TAKEN] });
    expect((await ana.get(`/utoaztecan/api/users/${anaId}/`)).json().username).toBe('ana');
    for (const username of ['Ana', 'ANA']) {
      expect((await ana.patch(`/utoaztecan/api/users/${anaId}/`, { username })).statusCode).toBe(200);
    }
  });
});

describe('migration 019 on accounts that already look alike', () => {
  it('keeps both, gives the newer a null skeleton, and refuses new look-alikes of either', async () => {
    const { kysely } = t.db;
    // Back to the schema before 019, with two look-alike accounts an older server let in.
    await sql`drop table write_count`.execute(kysely);
    await sql`drop index app_user_username_skeleton`.execute(kysely);
    await sql`drop index login_failure_pair`.execute(kysely);
    await sql`alter table app_user drop column username_skeleton`.execute(kysely);
    await sql`delete from kysely_migration where name = '019-write-limit-and-username-skeleton'`.execute(kysely);
    const joined = new Date().toISOString();
    for (const username of ['coco', 'сосо']) {
      await sql`insert into app_user (username, username_key, first_name, email, password_hash, is_staff, is_active, date_joined)
        values (${username}, ${username}, '', '', null, ${false}, ${true}, ${joined})`.execute(kysely);
    }

    await migrateToLatest(t.db, { allowUnordered: true });

    const rows = await sql<{ username: string; username_skeleton: string | null }>`
      select username, username_skeleton from app_user order by id`.execute(kysely);
    expect(rows.rows).toEqual([
      { username: 'admin', username_skeleton: 'adrnin' },
      { username: 'ana', username_skeleton: 'ana' },
      { username: 'coco', username_skeleton: 'coco' },
      { username: 'сосо', username_skeleton: null },
    ]);
    const response = await new TestClient(t.app).post('/accounts/signup/', { username: 'c0c0', password: 'long enough pass' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [LOOKS_TAKEN] });
    // The newer keeps its null while its name still looks like its own old one.
    const users = userRepository(t.db);
    const newer = (await users.getByUsername('сосо'))!;
    expect((await users.update(newer.id, { username: 'СОСО' }))?.username_skeleton).toBeNull();
    expect((await users.update(newer.id, { username: 'nezahualcoyotl' }))?.username_skeleton).toBe('nezahualcoyotl');
  });
});
