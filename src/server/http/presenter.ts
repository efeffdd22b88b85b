import type { AliasedExpression } from 'kysely';
import type { z } from 'zod';

type Decode = (value: unknown) => unknown;

/**
 * How a stored value becomes its wire value, read from the field's schema: a flag (0/1 on
 * SQLite) a boolean, a list or object (JSON text) parsed, a time (a Date on PostgreSQL) ISO
 * text; the rest as stored.
 */
function decoderOf(schema: z.ZodType): Decode {
  const def = schema.def as { type: string; innerType?: z.ZodType };
  switch (def.type) {
    case 'nullable': {
      const inner = decoderOf(def.innerType!);
      return (value) => (value === null ? null : inner(value));
    }
    case 'boolean':
      return Boolean;
    case 'array':
    case 'object':
    case 'record':
    case 'tuple':
      return (value) => (typeof value === 'string' ? JSON.parse(value) : value);
    case 'string':
      return (value) => (value instanceof Date ? value.toISOString() : value);
    default:
      return (value) => value;
  }
}

/** Wire fields read from a column of another name (a blog entry's `author` is its `owner`). */
export type Renames<Item extends z.ZodObject> = Partial<Record<keyof z.output<Item> & string, string>>;

/** The names of `Item`'s wire fields. */
type FieldOf<Item extends z.ZodObject> = keyof z.output<Item> & string;

const columnOf = <Item extends z.ZodObject>(renames: Renames<Item>, name: string) =>
  (renames as Record<string, string | undefined>)[name] ?? name;

/**
 * The presenter of a resource whose wire shape is its row (DRF's ModelSerializer) and,
 * for some, fields made from other records (`computed`: a set's cognates, a category's
 * credits): every other field of `item` from the column of its name (or `renames`), decoded
 * as its schema says, the computed ones as given, in the item's order. What is not in
 * `item` never reaches the wire.
 */
export function wirePresenterWith<Item extends z.ZodObject, Computed extends FieldOf<Item>>(
  item: Item,
  computed: readonly Computed[],
  renames: Renames<Item> = {},
) {
  const fromOthers = new Set<string>(computed);
  const fields = Object.entries(item.shape).map(([name, schema]) => ({
    name,
    column: columnOf(renames, name),
    decode: fromOthers.has(name) ? null : decoderOf(schema as z.ZodType),
  }));
  return (row: object, added: Pick<z.output<Item>, Computed>): z.output<Item> => {
    const stored = row as Record<string, unknown>;
    const given = added as Record<string, unknown>;
    return Object.fromEntries(fields.map(({ name, column, decode }) => [name, decode ? decode(stored[column]) : given[name]])) as z.output<Item>;
  };
}

/** The presenter of a resource whose wire shape is its row, field for field (see {@link wirePresenterWith}). */
export function wirePresenter<Item extends z.ZodObject>(item: Item, renames: Renames<Item> = {}) {
  const present = wirePresenterWith(item, [], renames);
  return (row: object): z.output<Item> => present(row, {});
}

/** How a resource's row is read: see {@link wireColumns}. */
export interface WireColumns<Item extends z.ZodObject> {
  /** Wire fields stored under another name. */
  renames?: Renames<Item>;
  /** Wire fields that are no column of the table: made from other records, or by `storedOnly`'s expressions. */
  computed?: readonly FieldOf<Item>[];
  /** The stored-only columns the server itself needs (`plain`, `created_at` …), and values read from elsewhere (an author's name). */
  storedOnly?: readonly (string | AliasedExpression<unknown, string>)[];
}

/**
 * The columns a row of such a resource is read with: those of `item`'s fields (or their
 * `renames`) but the `computed`, then the `storedOnly`. A field added to the item is read
 * without another edit.
 */
export function wireColumns<Item extends z.ZodObject>(item: Item, { renames = {}, computed = [], storedOnly = [] }: WireColumns<Item> = {}) {
  const skipped = new Set<string>(computed);
  const columns = Object.keys(item.shape)
    .filter((name) => !skipped.has(name))
    .map((name) => columnOf(renames, name));
  return [...new Set([...columns, ...storedOnly])];
}
