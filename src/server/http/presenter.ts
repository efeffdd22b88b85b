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

/**
 * The presenter of a resource whose wire shape is its row, field for field (DRF's
 * ModelSerializer): every field of `item` from the column of its name (or `renames`),
 * decoded as its schema says. What is not in `item` never reaches the wire.
 */
export function wirePresenter<Item extends z.ZodObject>(item: Item, renames: Renames<Item> = {}) {
  const fields = Object.entries(item.shape).map(([name, schema]) => {
    const column = (renames as Record<string, string | undefined>)[name] ?? name;
    return { name, column, decode: decoderOf(schema as z.ZodType) };
  });
  return (row: object): z.output<Item> => {
    const stored = row as Record<string, unknown>;
    return Object.fromEntries(fields.map(({ name, column, decode }) => [name, decode(stored[column])])) as z.output<Item>;
  };
}

/**
 * The columns a row of such a resource is read with: those of `item`'s fields (or their
 * `renames`), then the stored-only columns the server itself needs (`plain`, `created_at` …).
 */
export function wireColumns<Item extends z.ZodObject>(item: Item, renames: Renames<Item>, storedOnly: readonly string[]): string[] {
  const columns = Object.keys(item.shape).map((name) => (renames as Record<string, string | undefined>)[name] ?? name);
  return [...new Set([...columns, ...storedOnly])];
}
