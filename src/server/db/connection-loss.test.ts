import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app';
import { prepareDatabase } from '../boot';
import { loadConfig } from '../config';
import { DATABASE_RETRY_SECONDS } from '../http/errors';
import { createTestApp, TEST_DB, TestClient, userClient, type TestApp } from '../test/harness';
import { isDatabaseUnavailable, type Db } from './database';

const SENTENCES = '/utoaztecan/api/nahuatl-sentence/';
const WORDS = '/utoaztecan/api/nahuatl/';

/** A 503 as the API gives it when the database is not there: `{"detail": …}` and `Retry-After`. */
function expectUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_SECONDS));
  expect(response.json()).toEqual({ detail: expect.stringContaining('database is not available') });
}

describe('which failures mean the database is not there right now', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('counts a dropped or refused connection, a server going away or starting, and SQLite locked past its timeout', () => {
    for (const error of [
      coded('ECONNRESET', 'read ECONNRESET'),
      coded('ECONNREFUSED'),
      Object.assign(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]), {}),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P02'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      coded('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
      coded('SQLITE_BUSY', 'database is locked'),
      coded('SQLITE_BUSY_SNAPSHOT'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('does not count a failure of the query itself', () => {
    for (const error of [
      coded('23505', 'duplicate key value violates unique constraint'),
      coded('54000', 'index row size 3016 exceeds btree version 4 maximum 2704'),
      coded('22021', 'invalid byte sequence for encoding "UTF8": 0x00'),
      coded('SQLITE_CONSTRAINT_UNIQUE'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      null,
      'ECONNRESET',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

/**
 * PostgreSQL alone: its connections are sockets to another process, which a restart, a crash
 * or `pg_terminate_backend` closes under the app. SQLite's connection is a file in the
 * process itself; its equivalent, another process holding the write lock, is tested below.
 */
describe.runIf(TEST_DB === 'postgres')('PostgreSQL dropping the app’s connections', { timeout: 30_000 }, () => {
  let t: TestApp;
  let ana: TestClient;
  let admin: pg.Client;
  let database: string;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await userClient(t, 'dropped-ana');
    database = new URL(t.config.DATABASE_URL).pathname.slice(1);
    admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  /** The app's connections to its database (the admin's own excluded, wherever it is). */
  const appBackends = async (): Promise<Array<{ pid: number; wait_event_type: string | null }>> =>
    (
      await admin.query(
        'select pid, wait_event_type from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      )
    ).rows;

  /** `pg_terminate_backend` on every connection of the app; returns how many there were. */
  async function terminateAppBackends(): Promise<number> {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.length;
  }

  const until = (what: string, condition: () => Promise<boolean>) =>
    vi.waitFor(
      async () => {
        if (!(await condition())) throw new Error(`timed out waiting for ${what}`);
      },
      { timeout: 5000, interval: 25 },
    );

  /**
   * The backends are gone from PostgreSQL's view; the pause lets the app's client sockets see
   * their end too (the pool's clients are not visible from here to wait on).
   */
  const afterBackendsEnded = () => new Promise((r) => setTimeout(r, 50));

  it('fails the transaction whose connection was dropped while it held it, and the next query opens a new one', async () => {
    const failure = await t.db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        expect(await terminateAppBackends()).toBeGreaterThan(0);
        // The connection is checked out and idle in its transaction when PostgreSQL drops it:
        // the 'error' event that ended the process before comes now.
        await until('the backends to end', async () => (await appBackends()).length === 0);
        await afterBackendsEnded();
        await sql`select 1`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await sql<{ one: number }>`select 1 as one`.execute(t.db.kysely)).rows).toEqual([{ one: 1 }]);
  });

  it('answers 503 with Retry-After to a request whose connection was dropped while its query ran, and serves the next', async () => {
    // The app's insert waits for this lock, taken on a connection of the test's own: its
    // connection is in the middle of a query when PostgreSQL drops it.
    const locker = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table nahuatl_sentence in access exclusive mode');
      const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const pending = ana.post(SENTENCES, { sentence: 'Nictlālia in amatl.' });
      await until('the insert to wait for the lock', async () =>
        (await appBackends()).some((b) => b.pid !== lockerPid && b.wait_event_type === 'Lock'),
      );
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid not in (pg_backend_pid(), $2)',
        [database, lockerPid],
      );
      expectUnavailable(await pending);
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
    }
    const created = await ana.post(SENTENCES, { sentence: 'Nictlālia in amatl.' });
    expect(created.statusCode, created.body).toBe(201);
    const read = await ana.get(`${SENTENCES}${created.json().id}/`);
    expect(read.statusCode).toBe(200);
  });

  it('serves every request after its idle connections were dropped between requests, the read cache’s included', async () => {
    expect((await ana.get(`${WORDS}?page_size=2`)).statusCode).toBe(200);
    expect(await terminateAppBackends()).toBeGreaterThan(0);
    await until('the backends to end', async () => (await appBackends()).length === 0);
    await afterBackendsEnded();
    const words = await ana.get(`${WORDS}?page_size=2`);
    expect(words.statusCode, words.body).toBe(200);
    const sentence = await ana.post(SENTENCES, { sentence: 'Ōquichīuh in calli.' });
    expect(sentence.statusCode, sentence.body).toBe(201);
    expect((await ana.get(`${SENTENCES}${sentence.json().id}/`)).statusCode).toBe(200);
  });

  it(
    'keeps serving while connections are dropped under concurrent writes: each write is a 201 that is kept, or a 503',
    { timeout: 60_000 },
    async () => {
      const acknowledged = new Map<number, string>();
      const statuses = new Map<number, number>();
      let writing = true;
      const writer = async (name: string) => {
        for (let n = 1; writing; n += 1) {
          const text = `Nictlālia ${name}-${n} in amatl.`;
          const response = await ana.post(SENTENCES, { sentence: text });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode === 201) acknowledged.set(response.json().id, text);
          else expectUnavailable(response);
          const read = await ana.get(`${WORDS}?page_size=1&plain__istartswith=${n % 7 === 0 ? 'cochi' : 'a'}`);
          if (read.statusCode !== 200) expectUnavailable(read);
        }
      };
      const writers = Array.from({ length: 6 }, (_, i) => writer(`w${i}`));
      // Each round, connections are dropped once the writers have been answered again.
      const answered = () => [...statuses.values()].reduce((sum, count) => sum + count, 0);
      const aFewMoreAnswers = (since: number) => until('more answers', async () => answered() >= since + 6);
      let dropped = 0;
      for (let round = 0; round < 5; round += 1) {
        await aFewMoreAnswers(answered());
        dropped += await terminateAppBackends();
      }
      await aFewMoreAnswers(answered());
      writing = false;
      await Promise.all(writers);
      expect(dropped).toBeGreaterThan(0);
      expect(
        [...statuses.keys()].every((status) => status === 201 || status === 503),
        JSON.stringify([...statuses]),
      ).toBe(true);
      expect(acknowledged.size).toBeGreaterThan(0);
      const { rows } = await sql<{ id: number; sentence: string }>`select id, sentence from nahuatl_sentence
      where id in (${sql.join([...acknowledged.keys()])})`.execute(t.db.kysely);
      expect(new Map(rows.map((row) => [row.id, row.sentence]))).toEqual(acknowledged);
      expect((await ana.post(SENTENCES, { sentence: 'Ye tlamic.' })).statusCode).toBe(201);
    },
  );
});

/**
 * SQLite alone: another process (an import, a backup) holding the file's write lock longer
 * than the busy timeout (5 s) makes a write fail with SQLITE_BUSY; PostgreSQL's writers wait
 * for each other's row locks instead, with no such timeout.
 */
describe.runIf(TEST_DB === 'sqlite')('SQLite locked by another process', { timeout: 30_000 }, () => {
  let dir: string;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nahuatl-busy-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      STATIC_DIR: 'dist/web',
      SEED: 'false',
      DATABASE_URL: `sqlite:${join(dir, 'app.sqlite')}`,
    });
    db = await prepareDatabase(config);
    app = await buildApp(config, db);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'answers a write 503 with Retry-After when the lock outlasts the busy timeout, and takes it once the lock is gone',
    { timeout: 30_000 },
    async () => {
      const ana = new TestClient(app);
      await ana.signup('busy-ana');
      const other = new SQLite(join(dir, 'app.sqlite'));
      try {
        other.exec('begin immediate');
        expectUnavailable(await ana.post(SENTENCES, { sentence: 'Nictlālia in amatl.' }));
      } finally {
        other.exec('rollback');
        other.close();
      }
      expect((await ana.post(SENTENCES, { sentence: 'Nictlālia in amatl.' })).statusCode).toBe(201);
    },
  );
});
