import { MAX_ID } from '../../contract/common';
import type { z } from 'zod';
import type { FilterDeclarations, Lookup, QueryDeclaration } from '../../contract/resource';
import { filterText, type FilterColumns, type FilterSql, type FilterValue, type ParsedFilter } from '../db/filters';
import { errors, requireValid } from './errors';
import { PAGING_PARAMS } from './paging';

const TRUE_VALUES = new Set(['true', '1', 'yes']);
const FALSE_VALUES = new Set(['false', '0', 'no']);

/** A boolean query parameter as DRF reads one (true/1/yes, false/0/no); anything else is a 400 naming it. */
export function parseBoolean(name: string, raw: string): boolean {
  const lower = raw.trim().toLowerCase();
  if (TRUE_VALUES.has(lower)) return true;
  if (FALSE_VALUES.has(lower)) return false;
  throw errors.invalid({ [name]: ['Must be a valid boolean.'] });
}

function parseValue(name: string, lookup: Lookup, spec: FilterSql, raw: string): FilterValue {
  const text = filterText(spec, raw);
  switch (lookup) {
    case 'id': {
      if (!/^\d{1,15}$/.test(raw.trim())) throw errors.invalid({ [name]: ['A valid integer is required.'] });
      const id = Number(raw.trim());
      if (id > MAX_ID) throw errors.invalid({ [name]: [`Ensure this value is less than or equal to ${MAX_ID}.`] });
      return id;
    }
    case 'boolean':
      return parseBoolean(name, raw);
    case 'in':
      return text.split(',').map((part) => part.trim()).filter((part) => part !== '');
    default:
      // A blank value asks for nothing: a 400, never every record.
      if (text === '') throw errors.invalid({ [name]: ['This field may not be blank.'] });
      return text;
  }
}

/**
 * Reads the filter parameters of a request against a resource's declared filters and
 * their SQL. An unknown parameter is a 400 naming it, never silently ignored; `also` names
 * other parameters the resource reads itself (such as `search`).
 */
export function requireFilters<F extends FilterDeclarations>(
  query: Record<string, unknown>,
  declared: F,
  columns: FilterColumns<F>,
  also: readonly string[] = [],
): ParsedFilter[] {
  return readFilters(query, declared, columns, also, Object.keys(declared));
}

/**
 * Reads a request's query as the contract declares it (`QueryDeclaration`): its own
 * parameters by their schema, then its filters as {@link requireFilters} does. A malformed
 * value is a 400 naming it; an unknown name is a 400 listing the filters and parameters allowed.
 */
export function requireQuery<F extends FilterDeclarations, P extends z.ZodObject>(
  query: Record<string, unknown>,
  declared: QueryDeclaration<F, P>,
  columns: FilterColumns<F>,
): { filters: ParsedFilter[]; params: z.output<P> } {
  const names = Object.keys(declared.params.shape);
  const params = requireValid(declared.params, Object.fromEntries(names.map((name) => [name, query[name]])));
  const allowed = [...Object.keys(declared.filters), ...names];
  return { filters: readFilters(query, declared.filters, columns, names, allowed), params };
}

function readFilters<F extends FilterDeclarations>(
  query: Record<string, unknown>,
  declared: F,
  columns: FilterColumns<F>,
  also: readonly string[],
  allowed: readonly string[],
): ParsedFilter[] {
  const filters: ParsedFilter[] = [];
  const unknown: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(query)) {
    if ((PAGING_PARAMS as readonly string[]).includes(name) || also.includes(name)) continue;
    // Own keys only: `?toString=` must not find Object.prototype.toString.
    if (!Object.hasOwn(declared, name)) {
      unknown[name] = [`Unknown filter. Allowed: ${[...allowed].sort().join(', ') || 'none'}.`];
      continue;
    }
    if (typeof raw !== 'string') throw errors.invalid({ [name]: ['Give this parameter once.'] });
    const lookup = declared[name]!;
    const spec = columns[name]!;
    filters.push({ lookup, sql: spec, value: parseValue(name, lookup, spec, raw) });
  }
  if (Object.keys(unknown).length > 0) throw errors.invalid(unknown);
  return filters;
}
