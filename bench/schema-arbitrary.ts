/**
 * Values for the fuzz bench (bench/fuzz.ts), drawn with fast-check from the JSON Schemas of the
 * OpenAPI document: valid-ish values that pass the schema's types, bounds and patterns, and the
 * hostile ones a careless or malicious client sends instead. Only the keywords our document
 * uses are read (zod's `z.toJSONSchema` output: no `$ref`); an unknown one is ignored.
 */

import fc from 'fast-check';

/** The part of a JSON Schema our OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema;
  propertyNames?: Schema;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export type Schema = JsonSchema | boolean;

/** Words a learner would type: most strings start from one, so that searches and lookups find something. */
const WORDS = [
  'cochi',
  'tlacatl',
  'calli',
  'nehuatl',
  'atl',
  'xochitl',
  'tlaxcalli',
  'ni',
  'in',
  'a',
  'ā',
  'kalli',
  'ōme',
];

/** The ids of records that exist for a field of this name (`sentence`, `word`), when the caller knows some. */
export type IdsFor = (field: string) => number[] | undefined;

const noIds: IdsFor = () => undefined;

/**
 * A valid-ish value of `schema`: its type, within its bounds, matching its pattern; an integer
 * field named in `idsFor` is mostly one of the ids it gives, so that links find their records.
 */
export function validValue(schema: Schema | undefined, idsFor: IdsFor = noIds): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true)
    return fc.oneof(fc.constantFrom(...WORDS), fc.integer({ min: 1, max: 40 }));
  if (schema === false) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((option) => validValue(option, idsFor)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => validValue({ ...schema, type }, idsFor)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return validInteger(schema);
    case 'number':
      return validNumber(schema);
    case 'string':
      return validString(schema);
    case 'array':
      return validArray(schema, idsFor);
    case 'object':
      return validObject(schema, idsFor);
    default:
      return validValue(true);
  }
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const min = Math.max(
    schema.minimum ?? -Number.MAX_SAFE_INTEGER,
    schema.exclusiveMinimum === undefined ? -Number.MAX_SAFE_INTEGER : Math.floor(schema.exclusiveMinimum) + 1,
  );
  const max = Math.min(
    schema.maximum ?? Number.MAX_SAFE_INTEGER,
    schema.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : Math.ceil(schema.exclusiveMaximum) - 1,
  );
  return { min, max };
}

/** Mostly small (ids of records that exist: the seed's and the warm-up's), sometimes a bound, sometimes anywhere. */
function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = integerBounds(schema);
  const low = Math.max(min, Math.min(max, 0));
  return fc.oneof(
    { weight: 6, arbitrary: bigRange(low, Math.min(max, low + 40)) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    { weight: 1, arbitrary: bigRange(min, max) },
  );
}

/** fc.integer stops at 32 bits; ids go to 2^53 − 1. */
const bigRange = (min: number, max: number) => fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  return fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .filter(
      (n) =>
        (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
        (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum),
    );
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits);
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...WORDS).filter(fits) },
    {
      weight: 3,
      arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 30), unit: 'grapheme' }),
    },
    // The longest the schema allows, in letters with macrons: two bytes each in UTF-8.
    { weight: 1, arbitrary: fc.constant('ā'.repeat(maxLength)) },
  );
}

function validArray(schema: JsonSchema, idsFor: IdsFor): fc.Arbitrary<unknown[]> {
  if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => validValue(item, idsFor)));
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? 10, minLength + 5);
  return fc.array(validValue(schema.items, idsFor), { minLength, maxLength });
}

/** A field's value; one of the known ids for an id-like field (an integer, or an integer or null). */
export function validField(name: string, schema: Schema, idsFor: IdsFor): fc.Arbitrary<unknown> {
  const ids = idsFor(name);
  const idLike =
    typeof schema === 'object' &&
    [schema, ...(schema.anyOf ?? [])].some((option) => typeof option === 'object' && option.type === 'integer');
  const value = validValue(schema, idsFor);
  return ids && ids.length > 0 && idLike
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: value })
    : value;
}

/** The required fields and some of the others: mostly few, as most clients send, since every extra one may clash with another. */
function validObject(schema: JsonSchema, idsFor: IdsFor): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const optional = properties.filter(([name]) => !required.has(name)).map(([name]) => name);
  const known = fc
    .oneof(
      { weight: 2, arbitrary: fc.subarray(optional, { maxLength: Math.min(2, optional.length) }) },
      { weight: 1, arbitrary: fc.subarray(optional) },
    )
    .chain((chosen) =>
      fc.record(
        Object.fromEntries(
          properties
            .filter(([name]) => required.has(name) || chosen.includes(name))
            .map(([name, property]) => [name, validField(name, property, idsFor)]),
        ),
      ),
    );
  if (!schema.additionalProperties) return known;
  const names = validValue(schema.propertyNames ?? { type: 'string', maxLength: 20 }) as fc.Arbitrary<string>;
  return fc
    .tuple(known, fc.dictionary(names, validValue(schema.additionalProperties, idsFor), { maxKeys: 4 }))
    .map(([fixed, extra]) => ({ ...extra, ...fixed }));
}

/** Numbers at the edges of every integer type a server stores, and the ones JSON cannot quite say. */
export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Text that has broken servers: number-ish, SQL-ish, markup, control characters, hard Unicode, long. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '  \t ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '010',
  '1_000',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  "'; drop table app_user; --",
  '%',
  '_',
  '\\',
  '%%',
  '%00',
  '\u0000',
  'a\u0000b',
  '\t\n\r\v\f',
  '\u0007\u001b[31m',
  '\u007f',
  '\u0085\u2028\u2029',
  '\u202e',
  '\ufeff',
  '\ufffd',
  '\ud800',
  '\udc00x',
  '🙂',
  '👨‍👩‍👧‍👦',
  'a\u0301\u0301\u0301',
  'ǅ',
  'ﬃ',
  'İı',
  'ß',
  '\u0130'.repeat(300),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  '2026-02-30T25:61:61Z',
  '0000-00-00',
  '9999-12-31T23:59:59.999999999Z',
  '-000001-01-01T00:00:00Z',
  'x'.repeat(10_000),
  'ā'.repeat(5_000),
  '🙂'.repeat(3_000),
  'a,'.repeat(3_000),
];

/** Any JSON value of the wrong kind, or of the right kind at its edges. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [1, 2, 3], { id: 1 }, [[[[[]]]]], {
      a: { b: { c: {} } },
    }),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.constantFrom(...HOSTILE_NUMBERS, ...HOSTILE_STRINGS.slice(0, 40)), { maxLength: 6 }),
  },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2, maxKeys: 4 }) },
);

/** Names a body should not carry: the server's own fields, and JavaScript's. */
export const EXTRA_FIELDS = [
  'id',
  'owner',
  'owner_id',
  'is_staff',
  'created_at',
  'deleted',
  'password_hash',
  'constructor',
  'toString',
  'zz_extra',
];
