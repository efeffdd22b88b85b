import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { prepareDatabase } from '../../boot';
import { loadConfig } from '../../config';
import { openDatabase, type Db } from '../../db/database';
import { readCache } from '../../db/read-cache';
import { createTestApp, staffClient, TEST_DB, TestClient, type TestApp } from '../../test/harness';
import { wordRepository } from './repository';

// Two app instances on one database, as two servers behind a load balancer share one
// PostgreSQL (and, on SQLite, one file): each has its own read cache.
const W = '/utoaztecan/api/nahuatl/';
let first: TestApp;
let second: { app: FastifyInstance; db: Db };
let sqliteDir: string | null = null;
let staff: TestClient;
let onFirst: TestClient;
let onSecond: TestClient;

beforeAll(async () => {
  if (TEST_DB === 'postgres') {
    first = await createTestApp({ SEED: 'false' });
  } else {
    // In-memory SQLite cannot be shared between two connections: a file can.
    sqliteDir = await mkdtemp(join(tmpdir(), 'read-cache-'));
    const config = loadConfig({
      DATABASE_URL: `sqlite:${join(sqliteDir, 'db.sqlite')}`,
      SEED: 'false',
      LOG_LEVEL: 'silent',
    });
    const db = await prepareDatabase(config);
    const app = await buildApp(config, db);
    first = { app, db, config, close: async () => (await app.close(), await db.close()) };
  }
  const db = openDatabase(first.config.DATABASE_URL);
  second = { db, app: await buildApp(first.config, db) };
  staff = await staffClient(first);
  onFirst = new TestClient(first.app);
  onSecond = new TestClient(second.app);
  for (const word of ['cochi', 'chōca', 'tlapāna']) {
    expect((await staff.post(W, { word, type: 'tlach2', definition_english: [`to ${word}`] })).statusCode).toBe(201);
  }
}, 60_000);

afterAll(async () => {
  await second.app.close();
  await second.db.close();
  await first.close();
  if (sqliteDir) await rm(sqliteDir, { recursive: true, force: true });
});

async function idOf(word: string): Promise<number> {
  return (await onFirst.get(`${W}?word=${encodeURIComponent(word)}`)).json().results[0].id;
}

const READS = [
  `${W}`,
  `${W}?search=nicochiz`,
  `${W}count/`,
  `${W}count/?plain__istartswith=co`,
  `${W}?plain__istartswith=ch`,
];

describe('revalidating dictionary reads', () => {
  it('gives every read an ETag to revalidate with, and answers a matching If-None-Match with an empty 304', async () => {
    for (const url of [...READS, `${W}${await idOf('cochi')}/`]) {
      const fresh = await onFirst.get(url);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['content-type']).toMatch(/^application\/json/);
      expect(fresh.headers['cache-control']).toMatch(/no-cache/);
      const etag = fresh.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]+\.\d+"$/);
      const again = await onFirst.request('GET', url, undefined, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await onFirst.request('GET', url, undefined, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(
        304,
      );
      const stale = await onFirst.request('GET', url, undefined, { 'if-none-match': '"0.0"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(fresh.body);
    }
  });

  it('lets shared caches keep an answer only when it sets no cookie', async () => {
    const newcomer = new TestClient(first.app);
    const guest = await newcomer.get(W);
    expect(guest.headers['set-cookie']).toBeDefined();
    expect(guest.headers['cache-control']).toBe('private, no-cache');
    const withCookie = await newcomer.get(W);
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    expect(withCookie.headers['cache-control']).toBe('no-cache');
  });

  it('answers bad input with a 400 that carries no ETag and is never kept', async () => {
    for (let i = 0; i < 2; i += 1) {
      const bad = await onFirst.get(`${W}?plain__icontains=x`);
      expect(bad.statusCode).toBe(400);
      expect(bad.headers.etag).toBeUndefined();
    }
    expect((await onFirst.get(`${W}999999/`)).statusCode).toBe(404);
  });
});

describe('a write changes every cached answer, on every instance', () => {
  it('shows a word added, changed, annotated and deleted through the API at once, on this instance and the other', async () => {
    const before = await Promise.all(READS.map((url) => onSecond.get(url)));
    const countBefore = (await onFirst.get(`${W}count/`)).json();

    const created = (
      await staff.post(W, { word: 'cochiya', type: 'tlach2', definition_english: ['to be sleepy'] })
    ).json();
    for (const client of [onFirst, onSecond]) {
      expect((await client.get(`${W}count/`)).json()).toBe(countBefore + 1);
      expect((await client.get(`${W}count/?plain__istartswith=co`)).json()).toBe(before[3]!.json() + 1);
      expect((await client.get(`${W}?search=sleepy`)).json().results.map((w: { word: string }) => w.word)).toEqual([
        'cochiya',
      ]);
    }
    const after = await onSecond.request('GET', READS[2]!, undefined, {
      'if-none-match': before[2]!.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before[2]!.headers.etag);

    const detail = `${W}${created.id}/`;
    expect((await onSecond.get(detail)).json().definition_english).toEqual(['to be sleepy']);
    await staff.patch(detail, { definition_english: ['to be drowsy'] });
    expect((await onSecond.get(detail)).json().definition_english).toEqual(['to be drowsy']);
    expect((await onSecond.get(`${W}?search=sleepy`)).json().count).toBe(0);

    const note = await staff.post('/utoaztecan/api/nahuatl-annotation/', {
      nahuatl: created.id,
      definition: 'Huasteca usage.',
    });
    expect(note.statusCode).toBe(201);
    expect((await onSecond.get(detail)).json().annotations).toEqual([note.json()]);

    expect((await staff.delete(detail)).statusCode).toBe(204);
    expect((await onSecond.get(detail)).statusCode).toBe(404);
    expect((await onSecond.get(`${W}count/`)).json()).toBe(countBefore);
  });

  it('sees writes made beside the API: an import, and annotations removed with their author', async () => {
    const id = await idOf('chōca');
    const cached = await onSecond.get(`${W}${id}/`);
    expect(cached.json().annotations).toEqual([]);

    // The importer's write path, on its own connection.
    const importer = openDatabase(first.config.DATABASE_URL);
    try {
      await wordRepository(importer).upsertMany([
        {
          word: 'chōca',
          type: 'tlach2',
          past: null,
          owned: null,
          transitive: false,
          definition_spanish: ['llorar'],
          definition_english: ['to cry'],
        },
      ]);
    } finally {
      await importer.close();
    }
    expect((await onSecond.get(`${W}${id}/`)).json().definition_spanish).toEqual(['llorar']);
    expect((await onSecond.get(`${W}?search=llorar`)).json().results[0].word).toBe('chōca');

    // An author's account removed: the database deletes their annotations by cascade.
    const author = await staffClient(first, 'annotator');
    expect(
      (await author.post('/utoaztecan/api/nahuatl-annotation/', { nahuatl: id, definition: 'To weep.' })).statusCode,
    ).toBe(201);
    expect((await onSecond.get(`${W}${id}/`)).json().annotations).toHaveLength(1);
    await sql`delete from app_user where username = 'annotator'`.execute(first.db.kysely);
    expect((await onSecond.get(`${W}${id}/`)).json().annotations).toEqual([]);
  });
});

describe('without a cache', () => {
  it('answers the same, with the same validators', async () => {
    const plain = await createTestApp({ SEED: 'false', READ_CACHE_MB: '0' });
    try {
      const editor = await staffClient(plain);
      expect(
        (await editor.post(W, { word: 'cochi', type: 'tlach2', definition_english: ['to sleep'] })).statusCode,
      ).toBe(201);
      const client = new TestClient(plain.app);
      const one = await client.get(`${W}?search=sleep`);
      const two = await client.get(`${W}?search=sleep`);
      expect(two.body).toBe(one.body);
      expect(one.json().results[0]).toMatchObject({ word: 'cochi', match: { kind: 'definition' } });
      expect(
        (await client.request('GET', `${W}?search=sleep`, undefined, { 'if-none-match': one.headers.etag as string }))
          .statusCode,
      ).toBe(304);
    } finally {
      await plain.close();
    }
  });
});

describe('answers computed at once', () => {
  it('computes an answer asked for many times at once only once, and a failure for each asker without keeping it', async () => {
    const cache = readCache(first.db, 'dictionary', 1024 * 1024);
    const version = await cache.version();
    let runs = 0;
    const slow = () =>
      new Promise<Buffer>((resolve) => {
        runs += 1;
        setTimeout(() => resolve(Buffer.from(`answer ${runs}`)), 20);
      });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.answer('/a', version, slow)));
    expect(answers.map(String)).toEqual(Array(10).fill('answer 1'));
    expect(new Set(answers).size).toBe(1);
    expect(String(await cache.answer('/a', version, slow))).toBe('answer 1');
    expect(runs).toBe(1);

    const failing = () => Promise.reject(new Error('no such word'));
    const failures = await Promise.allSettled([
      cache.answer('/b', version, failing),
      cache.answer('/b', version, failing),
    ]);
    expect(failures.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(String(await cache.answer('/b', version, slow))).toBe('answer 2');
  });

  it('computes each time without a cache', async () => {
    const cache = readCache(first.db, 'dictionary', 0);
    const version = await cache.version();
    let runs = 0;
    const count = async () => Buffer.from(`run ${(runs += 1)}`);
    const answers = await Promise.all([cache.answer('/a', version, count), cache.answer('/a', version, count)]);
    expect(answers.map(String)).toEqual(['run 1', 'run 2']);
  });
});

/** `db` with its reads of a collection's version counted (SQLite's prepared statement, PostgreSQL's quick query). */
function countingVersionReads(db: Db): { db: Db; reads: () => number } {
  let reads = 0;
  const { sqlite, quickQuery } = db;
  const prepare = (text: string) => {
    const statement = sqlite!.prepare(text);
    return { get: (...values: unknown[]) => ((reads += 1), statement.get(...values)) };
  };
  return {
    db: {
      ...db,
      sqlite: sqlite && ({ prepare } as unknown as typeof sqlite),
      quickQuery:
        quickQuery && (<Row>(text: string, values: unknown[]) => ((reads += 1), quickQuery<Row>(text, values))),
    },
    reads: () => reads,
  };
}

describe('the version read', () => {
  it('is one read for the callers of an event-loop phase, and a caller after a write sees it', async () => {
    const { db, reads } = countingVersionReads(first.db);
    const cache = readCache(db, 'dictionary', 0);
    const versions = await Promise.all(Array.from({ length: 10 }, () => cache.version()));
    expect(new Set(versions).size).toBe(1);
    expect(reads()).toBe(1);

    const early = cache.version();
    await sql`update data_version set version = version + 1 where name = 'dictionary'`.execute(first.db.kysely);
    const late = cache.version();
    expect(await late).not.toBe(versions[0]);
    // Asked before the write: the read it shares may be the old one or the new, never an older one.
    expect([versions[0], await late]).toContain(await early);
  });
});
