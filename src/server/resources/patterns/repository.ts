import type { PatternContent } from '../../../contract/patterns';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository } from '../../db/owned-table';
import type { PatternRow } from '../../db/tables';
import type { FilterAllowList } from '../../http/filters';

/** The filters of GET /utoaztecan/api/pattern/ (SPEC.md §7). */
export const PATTERN_FILTERS: FilterAllowList = {
  plain__istartswith: { column: 'pattern.plain', lookup: 'istartswith', folded: true },
  owner: { column: 'pattern.owner', lookup: 'id' },
};

/** The fields of a pattern its owner writes. */
export interface PatternValues extends PatternContent {
  name: string;
  description: string;
  instructions: string;
  pattern_vocabulary: number | null;
  share: boolean;
  featured?: boolean;
}

const JSON_FIELDS = ['variables', 'words', 'substitutions', 'mapping', 'templates', 'rules'] as const;

const COLUMNS = [
  'id', 'name', 'plain', 'description', 'instructions', ...JSON_FIELDS, 'pattern_vocabulary', 'share', 'featured', 'deleted', 'owner',
  'created_at',
] as const;

/** Row values: the name folded for search, the structured fields as JSON text. */
function storedValues(values: Partial<PatternValues>): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...values };
  for (const field of JSON_FIELDS) if (values[field] !== undefined) stored[field] = JSON.stringify(values[field]);
  if (values.name !== undefined) stored.plain = foldNahuatl(values.name);
  return stored;
}

/** The stored content of a pattern, parsed. */
export function contentOf(row: PatternRow): PatternContent {
  return Object.fromEntries(JSON_FIELDS.map((field) => [field, JSON.parse(row[field])])) as unknown as PatternContent;
}

/** All SQL for `pattern`: an owned, shared, soft-deleted table. */
export function patternRepository(db: Db) {
  return ownedRepository<PatternRow, PatternValues>(db, {
    table: 'pattern',
    columns: COLUMNS,
    order: ['plain'],
    visibility: 'share',
    softDelete: true,
    stored: storedValues,
  });
}

export type PatternRepository = ReturnType<typeof patternRepository>;
