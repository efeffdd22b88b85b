import type { Pattern } from '../../../contract/patterns';
import type { PatternRow } from '../../db/tables';
import { contentOf } from './repository';

/** A pattern on the wire. */
export function presentPattern(row: PatternRow): Pattern {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    share: Boolean(row.share),
    featured: Boolean(row.featured),
    owner: row.owner,
    deleted: Boolean(row.deleted),
    pattern_vocabulary: row.pattern_vocabulary,
    ...contentOf(row),
  };
}
