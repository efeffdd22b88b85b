import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { prepareDatabase } from './boot';
import { loadConfig } from './config';
import { TEST_DB } from './test/harness';

/** A statement on the cluster's admin database. */
async function onAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return url.toString();
};

/** Every table of the database `name` with its number of rows, but the migrations' own. */
async function rowCounts(name: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
       order by table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables.rows)
      counts[table] = Number((await client.query<{ n: string }>(`select count(*) as n from "${table}"`)).rows[0]!.n);
    return counts;
  } finally {
    await client.end();
  }
}

// Issue 49: several instances starting together is the normal deployment on PostgreSQL. Their
// migrations and seeding raced ("duplicate key value violates unique constraint"), and one exited.
describe.runIf(TEST_DB === 'postgres')(
  'app servers started at once on one empty PostgreSQL',
  { timeout: 120_000 },
  () => {
    it('all three start and answer, and the sample data is there once', async () => {
      const name = `np_start_${randomBytes(6).toString('hex')}`;
      await onAdmin(`create database ${name}`);
      const url = urlOf(name);
      const started = await Promise.allSettled([1, 2, 3].map(() => prepareDatabase({ DATABASE_URL: url, SEED: true })));
      const dbs = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual([
          'started',
          'started',
          'started',
        ]);
        // The same rows as one start's: the seeded template was prepared by one.
        expect(await rowCounts(name)).toEqual(await rowCounts(inject('postgresTemplates').seeded));
        const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: 'dist/web', DATABASE_URL: url });
        const counts: unknown[] = [];
        for (const db of dbs) {
          const app = await buildApp(config, db);
          const answer = await app.inject('/utoaztecan/api/vocabulary/count/');
          expect(answer.statusCode, answer.body).toBe(200);
          counts.push(answer.json());
          await app.close();
        }
        // Each answers, and all three alike: the sample's shared vocabularies.
        expect(counts[0]).toBeGreaterThan(0);
        expect(counts).toEqual([counts[0], counts[0], counts[0]]);
      } finally {
        for (const db of dbs) await db.close();
        await onAdmin(`drop database if exists ${name} with (force)`);
      }
    });
  },
);
