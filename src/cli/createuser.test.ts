import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../server/test/harness';
import { userRepository } from '../server/resources/users/repository';
import { createOrUpdateUser } from './createuser';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('npm run createuser', () => {
  it("gives the seeded staff account (id 1) a password, after which it can sign in as staff", async () => {
    expect(await createOrUpdateUser(t.db, { username: 'admin', password: 'tzontli cempohualli', staff: true })).toEqual({
      id: 1,
      created: false,
    });
    const client = new TestClient(t.app);
    const response = await client.post('/accounts/login/', { username: 'admin', password: 'tzontli cempohualli' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 1, is_staff: true });
  });

  it('promotes an ordinary account to staff', async () => {
    const client = new TestClient(t.app);
    const { id } = await client.signup('maestra');
    await createOrUpdateUser(t.db, { username: 'maestra', password: 'a new long password', staff: true });
    await client.post('/accounts/login/', { username: 'maestra', password: 'a new long password' });
    expect((await client.get(`/utoaztecan/api/users/${id}/`)).json().is_staff).toBe(true);
  });

  it('creates a new account and refuses weak passwords and bad names', async () => {
    expect((await createOrUpdateUser(t.db, { username: 'editor', password: 'quite long enough', staff: true })).created).toBe(true);
    await expect(createOrUpdateUser(t.db, { username: 'weak', password: 'short', staff: true })).rejects.toThrow(/too short/);
    await expect(createOrUpdateUser(t.db, { username: 'bad name', password: 'quite long enough', staff: true })).rejects.toThrow(
      /valid username/,
    );
  });

  it('ends every session of an account whose password it changes', async () => {
    const laptop = new TestClient(t.app);
    const { id } = await laptop.signup('tlamatini', 'the old long password');
    const phone = new TestClient(t.app);
    expect((await phone.post('/accounts/login/', { username: 'tlamatini', password: 'the old long password' })).statusCode).toBe(200);
    const signedIn = async (client: TestClient) => (await client.get('/utoaztecan/api/users/')).json().results.map((u: { id: number }) => u.id);
    expect(await signedIn(laptop)).toEqual([id]);

    await createOrUpdateUser(t.db, { username: 'tlamatini', password: 'a brand new password', staff: false });

    expect(await signedIn(laptop)).toEqual([]);
    expect(await signedIn(phone)).toEqual([]);
    const stranger = new TestClient(t.app);
    const { id: otherId } = await stranger.signup('other-user');
    await createOrUpdateUser(t.db, { username: 'tlamatini', password: 'yet another password', staff: false });
    expect(await signedIn(stranger)).toEqual([otherId]);
  });

  it('refuses a name in two scripts, or one that looks like an existing account, and creates nothing', async () => {
    await expect(createOrUpdateUser(t.db, { username: 'аdmin', password: 'quite long enough', staff: true })).rejects.toThrow(
      /different scripts/,
    );
    await expect(createOrUpdateUser(t.db, { username: 'adrnin', password: 'quite long enough', staff: true })).rejects.toThrow(
      /looks the same/,
    );
    expect(await userRepository(t.db).count()).toBe(1);
  });

  it('stores a look-alike username as the plain letters it imitates', async () => {
    expect((await createOrUpdateUser(t.db, { username: 'ａｄｍｉｎ', password: 'tzontli cempohualli', staff: true })).id).toBe(1);
  });
});
