import { sql, type SqlBool } from 'kysely';
import { foldNahuatl } from '../../nahuatl';
import type { FilterSpec } from './filters';

/** Folded tags between bars (`|food|verbs|`), stored beside the tags so one tag is found with LIKE '%|tag|%'. */
export const tagsPlain = (tags: string[]) => `|${tags.map(foldNahuatl).join('|')}|`;

/** The `tag` filter on a table's `tags_plain` column: rows carrying that tag, whatever its case or accents. */
export function tagFilter(column: string): FilterSpec {
  return {
    column,
    lookup: 'exact',
    folded: true,
    condition: (value) => sql<SqlBool>`${sql.ref(column)} like ${`%|${String(value).replace(/[\\%_|]/g, '')}|%`}`,
  };
}
