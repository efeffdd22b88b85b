import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository, type OwnedValues } from '../../db/owned-table';
import type { PatternRow } from '../../db/tables';
import { Pattern, type PatternPatch, type patternResource } from '../../../contract/patterns';
import { wireColumns } from '../../http/presenter';
import { wordStartsFilter, wordsText, type FilterColumns } from '../../db/filters';

/** The filters of GET /utoaztecan/api/pattern/ (SPEC.md §7). */
export const PATTERN_FILTERS: FilterColumns<typeof patternResource.filters> = {
  plain__istartswith: { column: 'pattern.plain', folded: true },
  search: wordStartsFilter(['pattern.name_words', 'pattern.description_words']),
  owner: { column: 'pattern.owner' },
  language: { column: 'pattern.language' },
};

/** The fields of a pattern its owner writes. */
export type PatternValues = OwnedValues<PatternPatch>;

const JSON_FIELDS = ['variables', 'words', 'substitutions', 'mapping', 'templates', 'rules'] as const;

const COLUMNS = wireColumns(Pattern, { storedOnly: ['plain', 'name_words', 'description_words', 'created_at'] });

/**
 * The key a name sorts and is found by its start with: folded, without the marks that open it,
 * so that "¿Ticcuā? — What do you eat?" sits among the T's and "ticc" finds it (decision 083).
 */
const nameKey = (name: string) => foldNahuatl(name).replace(/^[\p{Ps}\p{Pi}¿¡"'\s]+/u, '');

/** Row values: the name folded for search, the structured fields as JSON text. */
function storedValues(values: Partial<PatternValues>): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...values };
  for (const field of JSON_FIELDS) if (values[field] !== undefined) stored[field] = JSON.stringify(values[field]);
  if (values.name !== undefined) {
    stored.plain = nameKey(values.name);
    stored.name_words = wordsText(values.name);
  }
  if (values.description !== undefined) stored.description_words = wordsText(values.description);
  return stored;
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
