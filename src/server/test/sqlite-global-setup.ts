import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../boot';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Files holding SQLite databases migrated once, with and without the sample data: each test's
     * in-memory database is opened on a copy of one.
     */
    sqliteTemplates: { seeded: string; empty: string };
  }
}

/**
 * Migrates (and seeds) two in-memory SQLite databases once for the whole run and writes their
 * images to files, as the PostgreSQL setup makes template databases: a test app's database is
 * then a copy of one, in a millisecond, where migrating and seeding took a third of a second.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'np-sqlite-templates-'));
  const templates = { seeded: join(dir, 'seeded.sqlite'), empty: join(dir, 'empty.sqlite') };
  for (const [kind, file] of Object.entries(templates)) {
    const db = await prepareDatabase({ DATABASE_URL: 'sqlite::memory:', SEED: kind === 'seeded' });
    writeFileSync(file, db.sqlite!.serialize());
    await db.close();
  }
  project.provide('sqliteTemplates', templates);
  return () => rmSync(dir, { recursive: true, force: true });
}
