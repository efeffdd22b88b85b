import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB, TestClient, type TestApp } from '../server/test/harness';
import { userRepository } from '../server/resources/users/repository';
import { createOrUpdateUser } from './createuser';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('npm run createuser', () => {
  it('gives the seeded staff account (id 1) a password, after which it can sign in as staff', async () => {
    expect(await createOrUpdateUser(t.db, { username: 'admin', password: 'tzontli cempohualli', staff: true })).toEqual(
      {
        id: 1,
        created: false,
      },
    );
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
    expect(
      (await createOrUpdateUser(t.db, { username: 'editor', password: 'quite long enough', staff: true })).created,
    ).toBe(true);
    await expect(createOrUpdateUser(t.db, { username: 'weak', password: 'short', staff: true })).rejects.toThrow(
      /too short/,
    );
    await expect(
      createOrUpdateUser(t.db, { username: 'bad name', password: 'quite long enough', staff: true }),
    ).rejects.toThrow(/valid username/);
  });

  it('ends every session of an account whose password it changes', async () => {
    const laptop = new TestClient(t.app);
    const { id } = await laptop.signup('tlamatini', 'the old long password');
    const phone = new TestClient(t.app);
    expect(
      (await phone.post('/accounts/login/', { username: 'tlamatini', password: 'the old long password' })).statusCode,
    ).toBe(200);
    const signedIn = async (client: TestClient) =>
      (await client.get('/utoaztecan/api/users/')).json().results.map((u: { id: number }) => u.id);
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
    await expect(
      createOrUpdateUser(t.db, { username: 'аdmin', password: 'quite long enough', staff: true }),
    ).rejects.toThrow(/different scripts/);
    await expect(
      createOrUpdateUser(t.db, { username: 'adrnin', password: 'quite long enough', staff: true }),
    ).rejects.toThrow(/looks the same/);
    expect(await userRepository(t.db).count()).toBe(1);
  });

  it('stores a look-alike username as the plain letters it imitates', async () => {
    expect(
      (await createOrUpdateUser(t.db, { username: 'ａｄｍｉｎ', password: 'tzontli cempohualli', staff: true })).id,
    ).toBe(1);
  });
});

/** Runs `npm run createuser -- …` as a process on a SQLite file, `input` piped to it; its exit code and output. */
function runWithInput(databaseUrl: string, input: string, ...args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/createuser.ts', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

// On SQLite only: reading standard input is the same whatever the database.
describe.runIf(TEST_DB === 'sqlite')('the createuser command with the password piped in', () => {
  it('creates the account from the two lines, and fails with a message when they are missing or differ', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'createuser-'));
    const url = `sqlite:${join(dir, 'db.sqlite')}`;
    try {
      const created = await runWithInput(url, 'quetzal-feathers-42\nquetzal-feathers-42\n', '--username', 'tlacuilo');
      expect(created.output).toContain('Created staff account "tlacuilo"');
      expect(created.code).toBe(0);

      const short = await runWithInput(url, 'quetzal-feathers-42\n', '--username', 'tlacuilo');
      expect(short.code).toBe(1);
      expect(short.output).toContain('No password on standard input');

      const differ = await runWithInput(url, 'quetzal-feathers-42\nquetzal-feathers-43\n', '--username', 'tlacuilo');
      expect(differ.code).toBe(1);
      expect(differ.output).toContain('The two passwords differ.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
