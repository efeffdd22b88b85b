import { sql, type Kysely, type SqlBool } from 'kysely';
import { Loanword, type loanwordResource, type LoanwordPatch } from '../../../contract/loanwords';
import { wireColumns } from '../../http/presenter';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository, type OwnedValues } from '../../db/owned-table';
import type { Database, LoanwordRow } from '../../db/tables';
import { escapeLike, like, type FilterColumns } from '../../db/filters';
import { visibleReferences } from '../../http/utoaztecan-visibility';

/** The SQL of the filters of GET /utoaztecan/api/loanword/ (SPEC.md §7), plus `owner`. */
function loanwordFilters(db: Db): FilterColumns<typeof loanwordResource.filters> {
  return {
    source_language: { column: 'loanword.source_language' },
    target_language: { column: 'loanword.target_language' },
    target_language__in: { column: 'loanword.target_language' },
    set: { column: 'loanword.set' },
    // Either word begins with the text.
    plain__istartswith: {
      column: 'loanword.source_plain',
      folded: true,
      condition: (value) => {
        const pattern = `${escapeLike(String(value))}%`;
        return sql<SqlBool>`(${like('loanword.source_plain', pattern, db.dialect)} or ${like('loanword.target_plain', pattern, db.dialect)})`;
      },
    },
    // The search box: either word, or a word of either definition.
    loanword: {
      column: 'loanword.source_plain',
      folded: true,
      condition: (value) => {
        const pattern = `%${escapeLike(String(value))}%`;
        return sql<SqlBool>`(${like('loanword.source_plain', pattern, db.dialect)} or ${like('loanword.target_plain', pattern, db.dialect)}
          or ${like('loanword.source_definition_plain', pattern, db.dialect)} or ${like('loanword.target_definition_plain', pattern, db.dialect)})`;
      },
    },
    owner: { column: 'loanword.owner' },
  };
}

/** The fields of a loanword its writer gives. */
export type LoanwordValues = OwnedValues<LoanwordPatch>;

const COLUMNS = wireColumns(Loanword, { storedOnly: ['source_plain', 'target_plain', 'dataset', 'key', 'created_at'] });

/** The columns a writer's values are stored in, the folded words included. */
function stored(values: Partial<LoanwordValues>): Record<string, unknown> {
  return {
    ...values,
    ...(values.source_word !== undefined ? { source_plain: foldNahuatl(values.source_word) } : {}),
    ...(values.target_word !== undefined ? { target_plain: foldNahuatl(values.target_word) } : {}),
    ...(values.source_definition !== undefined
      ? { source_definition_plain: foldNahuatl(values.source_definition) }
      : {}),
    ...(values.target_definition !== undefined
      ? { target_definition_plain: foldNahuatl(values.target_definition) }
      : {}),
  };
}

/** A loanword an importer brings: its values and the key it is known by (`csv:…`, `cldf:…`). */
export interface ImportedLoanword {
  key: string;
  values: LoanwordValues;
  dataset?: number | null;
}

/** What saving imported loanwords did (or, in a dry run, would do). */
export interface LoanwordImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const IMPORT_BATCH = 200;
const COMPARED = [
  'source_language',
  'source_word',
  'source_definition',
  'target_language',
  'target_word',
  'target_definition',
  'target_set',
  'target_set_key_id',
  'set',
  'rule_set',
  'transforms',
  'share',
  'dataset',
] as const;

/** Whether a stored row already holds what the import brings (booleans are 0/1 on SQLite). */
function sameAs(row: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return COMPARED.every((column) => {
    const before = row[column];
    const after = values[column];
    return typeof after === 'boolean' ? Boolean(before) === after : (before ?? null) === (after ?? null);
  });
}

/**
 * Saves imported loanwords matched by their key: new keys are created for `owner`, rows
 * whose values differ are updated, the rest are left alone, so saving the same rows twice
 * changes nothing. Runs on the executor given (a transaction the caller holds); with
 * `dryRun` it only reads and counts.
 */
export async function saveImportedLoanwords(
  kysely: Kysely<Database>,
  rows: readonly ImportedLoanword[],
  options: { owner: number; dryRun?: boolean; onProgress?: (done: number) => void },
): Promise<LoanwordImportCounts> {
  const counts: LoanwordImportCounts = { created: 0, updated: 0, unchanged: 0 };
  for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
    const batch = rows.slice(i, i + IMPORT_BATCH);
    const existing = new Map(
      (
        await kysely
          .selectFrom('loanword')
          .selectAll()
          .where(
            'key',
            'in',
            batch.map((row) => row.key),
          )
          .execute()
      ).map((row) => [row.key, row]),
    );
    for (const row of batch) {
      const values = {
        ...row.values,
        source_plain: foldNahuatl(row.values.source_word),
        target_plain: foldNahuatl(row.values.target_word),
        source_definition_plain: foldNahuatl(row.values.source_definition),
        target_definition_plain: foldNahuatl(row.values.target_definition),
        dataset: row.dataset ?? null,
      };
      const before = existing.get(row.key);
      if (!before) {
        counts.created += 1;
        if (!options.dryRun) {
          await kysely
            .insertInto('loanword')
            .values({ ...values, key: row.key, owner: options.owner, created_at: new Date().toISOString() })
            .execute();
        }
      } else if (sameAs(before, values)) {
        counts.unchanged += 1;
      } else {
        counts.updated += 1;
        if (!options.dryRun) await kysely.updateTable('loanword').set(values).where('id', '=', before.id).execute();
      }
    }
    options.onProgress?.(Math.min(i + IMPORT_BATCH, rows.length));
  }
  return counts;
}

/** All SQL for `loanword`: an owned, shared table (deleted for good). */
export function loanwordRepository(db: Db) {
  const loanwords = ownedRepository<LoanwordRow, LoanwordValues>(db, {
    table: 'loanword',
    columns: COLUMNS,
    order: ['source_plain', 'target_plain'],
    visibility: 'share',
    softDelete: false,
    stored,
  });

  return {
    ...loanwords,
    filters: loanwordFilters(db),
    requireVisibleRefs: visibleReferences(db),

    /** Per pair of source and target language: how many loanwords the viewer can see. */
    async languageCounts(viewer: number | null) {
      const rows = await db.kysely
        .selectFrom('loanword')
        .where(loanwords.visibleTo(viewer))
        .select((eb) => ['loanword.source_language', 'loanword.target_language', eb.fn.countAll<number>().as('count')])
        .groupBy(['loanword.source_language', 'loanword.target_language'])
        .execute();
      // Sorted here, by code point, so both databases give the same order whatever their collation.
      const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      return rows
        .map((row) => ({ source: row.source_language, target: row.target_language, count: Number(row.count) }))
        .sort((a, b) => byCode(a.source, b.source) || byCode(a.target, b.target));
    },

    /** Saves imported loanwords in one transaction (see {@link saveImportedLoanwords}). */
    importMany(
      rows: readonly ImportedLoanword[],
      options: { owner: number; dryRun?: boolean; onProgress?: (done: number) => void },
    ) {
      return db.kysely.transaction().execute((trx) => saveImportedLoanwords(trx, rows, options));
    },
  };
}

export type LoanwordRepository = ReturnType<typeof loanwordRepository>;
