import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Expression } from 'kysely';
import type { Dialect } from '../database';

/*
 * What every migration is handed, apart from the runner (`../migrate.ts`), so that the
 * migrations and the runner do not import each other.
 */

/** What a migration needs to write one schema for both dialects. */
export interface MigrationContext {
  dialect: Dialect;
  /** An auto-incrementing integer primary key. */
  id: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** timestamptz on PostgreSQL, ISO text on SQLite. */
  timestamp: ColumnDataType | Expression<unknown>;
  /** Text compared byte-wise, so `LIKE 'prefix%'` can use an ordinary index on both databases. */
  foldedText: ColumnDataType | Expression<unknown>;
}

/** The context of `dialect`: its spelling of an id, a time and folded text. */
export function contextFor(dialect: Dialect): MigrationContext {
  return dialect === 'sqlite'
    ? {
        dialect,
        id: (c) => c.primaryKey().autoIncrement(),
        timestamp: 'text',
        // NOCASE lets SQLite's LIKE optimisation use the index; stored values are already folded.
        foldedText: sql`text collate nocase`,
      }
    : {
        dialect,
        id: (c) => c.primaryKey().generatedByDefaultAsIdentity(),
        timestamp: 'timestamptz',
        foldedText: sql`text collate "C"`,
      };
}
