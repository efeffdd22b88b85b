import { sql, type Expression, type SqlBool } from 'kysely';
import { MAX_ID } from '../../contract/common';
import { foldNahuatl } from '../../nahuatl';
import type { Dialect } from '../db/database';
import { errors } from './errors';
import { PAGING_PARAMS } from './paging';

/** The comparisons a filter parameter may ask for, named as Django's lookups. */
export type Lookup = 'exact' | 'istartswith' | 'icontains' | 'in' | 'boolean' | 'id';

/** One allowed filter: the column it reads and how it compares. */
export interface FilterSpec {
  column: string;
  lookup: Lookup;
  /** Compare on the folded form (lower case, no accents or macrons); the column must hold folded text. */
  folded?: boolean;
  /** A condition of its own for filters that are not a comparison on one column (a join, say). */
  condition?: (value: ParsedFilter['value']) => Expression<SqlBool>;
}

/** The filters a resource accepts, keyed by query parameter (`plain__istartswith`, `share` …). */
export type FilterAllowList = Readonly<Record<string, FilterSpec>>;

/** A filter parameter that was allowed and has a valid value. */
export interface ParsedFilter {
  spec: FilterSpec;
  value: string | number | boolean | string[];
}

const TRUE_VALUES = new Set(['true', '1', 'yes']);
const FALSE_VALUES = new Set(['false', '0', 'no']);

function parseValue(name: string, spec: FilterSpec, raw: string): ParsedFilter['value'] {
  const text = spec.folded ? foldNahuatl(raw) : raw.trim();
  switch (spec.lookup) {
    case 'id': {
      if (!/^\d{1,15}$/.test(raw.trim())) throw errors.invalid({ [name]: ['A valid integer is required.'] });
      const id = Number(raw.trim());
      if (id > MAX_ID) throw errors.invalid({ [name]: [`Ensure this value is less than or equal to ${MAX_ID}.`] });
      return id;
    }
    case 'boolean': {
      const lower = raw.trim().toLowerCase();
      if (TRUE_VALUES.has(lower)) return true;
      if (FALSE_VALUES.has(lower)) return false;
      throw errors.invalid({ [name]: ['Must be a valid boolean.'] });
    }
    case 'in':
      return text.split(',').map((part) => part.trim()).filter((part) => part !== '');
    default:
      return text;
  }
}

/**
 * Reads the filter parameters of a request against an allow-list. An unknown parameter
 * is a 400 naming it, never silently ignored; `also` names other parameters the
 * resource reads itself (such as `search`).
 */
export function requireFilters(
  query: Record<string, unknown>,
  allowList: FilterAllowList,
  also: readonly string[] = [],
): ParsedFilter[] {
  const filters: ParsedFilter[] = [];
  const unknown: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(query)) {
    if ((PAGING_PARAMS as readonly string[]).includes(name) || also.includes(name)) continue;
    // Own keys only: `?toString=` must not find Object.prototype.toString.
    const spec = Object.hasOwn(allowList, name) ? allowList[name] : undefined;
    if (!spec) {
      unknown[name] = [`Unknown filter. Allowed: ${Object.keys(allowList).sort().join(', ') || 'none'}.`];
      continue;
    }
    if (typeof raw !== 'string') throw errors.invalid({ [name]: ['Give this parameter once.'] });
    filters.push({ spec, value: parseValue(name, spec, raw) });
  }
  if (Object.keys(unknown).length > 0) throw errors.invalid(unknown);
  return filters;
}

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

/** The SQL condition of one parsed filter. Shared by every list and its `count/`. */
export function filterCondition(filter: ParsedFilter, dialect: Dialect): Expression<SqlBool> {
  const { spec, value } = filter;
  if (spec.condition) return spec.condition(value);
  const column = sql.ref(spec.column);
  switch (spec.lookup) {
    case 'istartswith':
      return like(spec.column, `${escapeLike(String(value))}%`, dialect);
    case 'icontains':
      return like(spec.column, `%${escapeLike(String(value))}%`, dialect);
    case 'in': {
      const values = value as string[];
      if (values.length === 0) return sql<SqlBool>`1 = 0`;
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
  return sql<SqlBool>`${sql.join(filters.map((f) => filterCondition(f, dialect)), sql` and `)}`;
}
