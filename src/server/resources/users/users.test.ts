import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/harness';

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
      results: [{ id: anaId, username: 'ana', first_name: '', email: '', is_staff: false }],
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
    expect(response.json()).toEqual({ id: anaId, username: 'ana.maria', first_name: 'Ana María', email: 'ana@example.org', is_staff: false });
    expect((await ana.get(`/utoaztecan/api/users/${anaId}/`)).json().username).toBe('ana.maria');
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
