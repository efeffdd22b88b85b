import { sql, type Expression, type SqlBool } from 'kysely';
import type { FilterDeclarations, Lookup } from '../../contract/resource';
import { foldNahuatl } from '../../nahuatl';
import type { Dialect } from './database';

/** How one filter of the contract reads the database: the column it compares, or a condition of its own. */
export interface FilterSql {
  column: string;
  /** Compare on the folded form (lower case, no accents or macrons); the column must hold folded text. */
  folded?: boolean;
  /** A condition of its own for filters that are not a comparison on one column (a join, say). */
  condition?: (value: FilterValue) => Expression<SqlBool>;
}

/** The SQL of every filter a resource's contract declares, by name. */
export type FilterColumns<F extends FilterDeclarations = FilterDeclarations> = { readonly [K in keyof F]: FilterSql };

/** A filter's value once read from the query string. */
export type FilterValue = string | number | boolean | string[];

/** A filter parameter that was allowed and has a valid value. */
export interface ParsedFilter {
  lookup: Lookup;
  sql: FilterSql;
  value: FilterValue;
}

/** The value a filter compares, folded where its column holds folded text. */
export const filterText = (spec: FilterSql, raw: string) => (spec.folded ? foldNahuatl(raw) : raw.trim());

/** `text` with LIKE's wildcards (and the escape character) made literal. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column LIKE pattern`, with the escape clause SQLite needs only when the pattern uses it;
 * the column is named, or an expression over one (`lower(definition)`).
 */
export function like(column: string | Expression<unknown>, pattern: string, dialect: Dialect): Expression<SqlBool> {
  // SQLite has no default LIKE escape character, and an ESCAPE clause turns off its
  // index optimisation, so it is added only when the pattern needs it.
  const needsEscape = pattern.includes('\\');
  const operand = typeof column === 'string' ? sql.ref(column) : column;
  return dialect === 'sqlite' && needsEscape
    ? sql<SqlBool>`${operand} like ${pattern} escape '\\'`
    : sql<SqlBool>`${operand} like ${pattern}`;
}

/** The condition no row meets: a filter whose value no stored text can hold. */
export const NOTHING = sql<SqlBool>`1 = 0`;

/** The SQL condition of one parsed filter. Shared by every list and its `count/`. */
export function filterCondition(filter: ParsedFilter, dialect: Dialect): Expression<SqlBool> {
  const { lookup, value } = filter;
  const spec = filter.sql;
  if (spec.condition) return spec.condition(value);
  const column = sql.ref(spec.column);
  switch (lookup) {
    case 'istartswith':
      return like(spec.column, `${escapeLike(String(value))}%`, dialect);
    case 'icontains':
      return like(spec.column, `%${escapeLike(String(value))}%`, dialect);
    case 'in': {
      const values = value as string[];
      if (values.length === 0) return NOTHING;
      return sql<SqlBool>`${column} in (${sql.join(values)})`;
    }
    case 'boolean':
      return dialect === 'sqlite' ? sql<SqlBool>`${column} = ${value ? 1 : 0}` : sql<SqlBool>`${column} = ${value}`;
    default:
      return sql<SqlBool>`${column} = ${value}`;
  }
}

/** Every parsed filter as one condition (true when there are none). */
export function filterConditions(filters: ParsedFilter[], dialect: Dialect): Expression<SqlBool> {
  if (filters.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.join(
    filters.map((f) => filterCondition(f, dialect)),
    sql` and `,
  )}`;
}

/** Folded tags between bars (`|food|verbs|`), stored beside the tags so one tag is found with LIKE '%|tag|%'. */
export const tagsPlain = (tags: string[]) => `|${tags.map(foldNahuatl).join('|')}|`;

/**
 * The `tag` filter on a table's `tags_plain` column: rows carrying that tag, whatever its
 * case or accents. The tag is matched literally (`?tag=%` finds the tag "%", not every row).
 */
export function tagFilter(column: string): FilterSql {
  // LIKE '%…' uses no index, so the escape clause (which both dialects read) costs nothing.
  const condition = (value: FilterValue) =>
    sql<SqlBool>`${sql.ref(column)} like ${`%|${escapeLike(String(value))}|%`} escape '\\'`;
  return { column, folded: true, condition };
}

/**
 * A text's words, folded and each between spaces (` what are their names `), stored beside
 * the text so that a word is found by its start: LIKE '% nam%'.
 */
export const wordsText = (text: string) =>
  ` ${foldNahuatl(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;

/**
 * A search of several words: every word of the query starts a word of one of `columns`
 * (columns of {@link wordsText}), or is found anywhere in one of `containing` (folded text,
 * such as a Nahuatl sentence, whose words grow by prefixes); in any order ("names" finds
 * "What are their names?").
 */
export function wordStartsFilter(columns: readonly string[], containing: readonly string[] = []): FilterSql {
  // LIKE '% …' uses no index, so the escape clause (which both dialects read) costs nothing.
  const likeEscaped = (column: string, pattern: string) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
  const condition = (value: FilterValue) => {
    const words = wordsText(String(value)).trim().split(' ').filter(Boolean);
    if (words.length === 0) return NOTHING;
    const each = words.map((word) => {
      const escaped = escapeLike(word);
      const matches = [
        ...containing.map((column) => likeEscaped(column, `%${escaped}%`)),
        ...columns.map((column) => likeEscaped(column, `% ${escaped}%`)),
      ];
      return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
    });
    return sql<SqlBool>`${sql.join(each, sql` and `)}`;
  };
  return { column: columns[0]!, folded: true, condition };
}

/**
 * Folded text within one search word of `words_plain`, a bar (which no word holds) never
 * spanning two: the condition on `column`, or none when the text is nothing but bars.
 */
export function withinAWord(column: string, folded: string, dialect: Dialect): Expression<SqlBool> {
  const text = folded.replaceAll('|', '');
  return text === '' ? NOTHING : like(column, `%${escapeLike(text)}%`, dialect);
}
