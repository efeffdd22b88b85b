import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../boot';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** Databases migrated once, with and without the sample data, that each test's database is copied from. */
    postgresTemplates: { seeded: string; empty: string };
  }
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Gives the PostgreSQL API tests an admin URL: TEST_DATABASE_URL when set (CI starts its
 * own cluster), otherwise a throwaway cluster started here and stopped afterwards. Then
 * migrates two template databases, one with the sample data and one without: a test's
 * database is a copy of one (`create database … template …`, a tenth of the second that
 * migrating and seeding a new one took).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  let stopCluster = () => {};
  let adminUrl = given;
  if (!adminUrl) {
    const [url, dir] = execFileSync('scripts/throwaway-postgres.sh', ['start'], { encoding: 'utf8' }).trim().split(' ');
    if (!url || !dir) throw new Error('scripts/throwaway-postgres.sh start printed no URL');
    adminUrl = url;
    stopCluster = () => execFileSync('scripts/throwaway-postgres.sh', ['stop', dir]);
  }
  const suffix = randomBytes(4).toString('hex');
  const templates = { seeded: `np_template_seeded_${suffix}`, empty: `np_template_empty_${suffix}` };
  for (const [kind, name] of Object.entries(templates)) {
    await onAdmin(adminUrl, `create database ${name}`);
    const db = await prepareDatabase({ DATABASE_URL: databaseUrl(adminUrl, name), SEED: kind === 'seeded' });
    await db.close();
  }
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplates', templates);
  return async () => {
    if (given) for (const name of Object.values(templates)) await onAdmin(given, `drop database if exists ${name} with (force)`);
    stopCluster();
  };
}
