/**
 * Reading a dictionary file (docs/import-format.md) into words the repository can
 * store, with every row that cannot be stored reported by its place in the file.
 * Pure: no files and no database, so the rules are tested on strings.
 */

import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import type { z } from 'zod';
import { YES_NO_SPELLINGS } from '../../../contract/common';
import { WORD_VARIANTS, WordCreate } from '../../../contract/words';
import { foldNahuatl } from '../../../nahuatl';
import { ImportInputError, type RejectedRow } from '../report';
import { encodingProblem, forbiddenCharacter } from '../text';

/** The two formats, chosen by the file's extension. */
export type DictionaryFormat = 'csv' | 'json';

/** A word as WordCreate validated it: what the repository's upsert takes. */
export type DictionaryWord = z.output<typeof WordCreate>;

/** A row that passed, with where it was: the CSV line it starts on, or the JSON item's 1-based index. */
export interface DictionaryRow {
  line: number;
  word: DictionaryWord;
}

export interface ParsedDictionary {
  rows: DictionaryRow[];
  /** Rows that did not, with each reason as `field: message`. */
  rejected: RejectedRow[];
}

/** A file's text, or its bytes as read (UTF-8): CSV is parsed from the bytes, JSON decoded first. */
export type DictionaryText = string | Uint8Array;

/** A file that cannot be read at all (bad JSON, broken CSV quoting, unknown columns): nothing in it is used. */
export class DictionaryFileError extends ImportInputError {
  override name = 'DictionaryFileError';
}

/** The columns of a CSV file and the keys of a JSON item; only `word` is required. */
export const DICTIONARY_FIELDS = [
  'word',
  'type',
  'past',
  'owned',
  'transitive',
  'ambitransitive',
  'variant',
  'definition_spanish',
  'definition_english',
] as const;
type Field = (typeof DICTIONARY_FIELDS)[number];

const DEFINITION_FIELDS = ['definition_spanish', 'definition_english'] as const;
const OPTIONAL_TEXT_FIELDS = ['past', 'owned', 'variant'] as const;
const TRANSITIVE_HELP = 'Must be true, false, yes, no, 1, 0 or empty (unknown)';
const AMBITRANSITIVE_HELP = 'Must be true, false, yes, no, 1, 0 or empty (false)';
const VARIANT_HELP = `Must be ${Object.keys(WORD_VARIANTS).join(', ')} or empty (Huasteca Nahuatl)`;

/** "line 4" or "item 4": how a report names a row of this format. */
export function rowLabel(format: DictionaryFormat, line: number): string {
  return `${format === 'csv' ? 'line' : 'item'} ${line}`;
}

/** The format a file name asks for, or an error naming the ones there are. */
export function formatOfPath(path: string): DictionaryFormat {
  const extension = /\.([^./\\]+)$/.exec(path)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'json') return extension;
  throw new DictionaryFileError(`Cannot import "${path}": the file name must end in .csv or .json.`);
}

/**
 * Reads and validates a whole file. Each row is mapped to WordCreate's types
 * (CSV text to null, booleans and lists), validated by WordCreate, and checked
 * against the earlier rows for a repeated natural key (folded word and type).
 * Throws {@link DictionaryFileError} when the file itself cannot be read.
 */
export function parseDictionaryFile(text: DictionaryText, format: DictionaryFormat): ParsedDictionary {
  const rows: DictionaryRow[] = [];
  const rejected: RejectedRow[] = [];
  readDictionaryRows(text, format, { row: (row) => rows.push(row), rejected: (row) => rejected.push(row) });
  return { rows, rejected };
}

/** Where {@link readDictionaryRows} hands each row over, in the file's order. */
export interface RowHandlers {
  /** Called once, before any row: about how many rows the file holds (CSV: its lines but the header). */
  total?: (rows: number) => void;
  row: (row: DictionaryRow) => void;
  rejected: (row: RejectedRow) => void;
}

/**
 * {@link parseDictionaryFile} a row at a time: each row is validated as soon as it is read
 * and handed over, so that a large import can write the first words while it reads the
 * rest. Throws {@link DictionaryFileError} when the file cannot be read, perhaps after
 * handing over the rows before the fault.
 */
export function readDictionaryRows(text: DictionaryText, format: DictionaryFormat, handlers: RowHandlers): void {
  // Bytes are parsed as they are (csv-parse) or decoded (JSON), each of which would read what is not UTF-8 as U+FFFD.
  const problem = typeof text === 'string' ? null : encodingProblem(text);
  if (problem !== null) throw new DictionaryFileError(`The file ${problem}`);
  const firstLineOfKey = new Map<string, number>();
  const take = (record: RawRecord) => {
    if ('reasons' in record) {
      handlers.rejected(record);
      return;
    }
    const forbidden = forbiddenCharacters(record.values);
    if (forbidden.length > 0) {
      handlers.rejected({ line: record.line, reasons: forbidden });
      return;
    }
    const result = WordCreate.safeParse(record.values);
    if (!result.success) {
      handlers.rejected({
        line: record.line,
        reasons: result.error.issues.map((issue) => reasonOf(issue, record.values)),
      });
      return;
    }
    const key = `${foldNahuatl(result.data.word)}\u0000${result.data.type}`;
    const earlier = firstLineOfKey.get(key);
    if (earlier !== undefined) {
      const type = result.data.type === '' ? 'no type' : `type "${result.data.type}"`;
      handlers.rejected({
        line: record.line,
        reasons: [`word: "${result.data.word}" with ${type} is already on ${rowLabel(format, earlier)}.`],
      });
      return;
    }
    firstLineOfKey.set(key, record.line);
    handlers.row({ line: record.line, word: result.data });
  };
  const total = handlers.total ?? (() => {});
  if (format === 'csv') readCsv(text, take, total);
  else readJson(text, take, total);
}

/** `field: holds the control character \u0000 …` for each value (or item of a list) that holds one. */
function forbiddenCharacters(values: Record<string, unknown>): string[] {
  const reasons: string[] = [];
  for (const [field, value] of Object.entries(values)) {
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
    texts.forEach((text: unknown, index) => {
      const why = typeof text === 'string' ? forbiddenCharacter(text) : null;
      if (why === null) return;
      reasons.push(`${Array.isArray(value) ? `${field} #${index + 1}` : field}: ${why}`);
    });
  }
  return reasons;
}

/** A row before validation: its values mapped to WordCreate's types where they could be. */
type RawRecord = { line: number; values: Record<string, unknown> } | RejectedRow;

function reasonOf(issue: z.core.$ZodIssue, values: Record<string, unknown>): string {
  const [field, index] = issue.path;
  if (field === undefined) return issue.message;
  // WordCreate speaks of booleans; a file may also say yes/no/1/0.
  if (field === 'transitive') return `transitive: ${TRANSITIVE_HELP}; got ${JSON.stringify(values.transitive)}.`;
  if (field === 'ambitransitive')
    return `ambitransitive: ${AMBITRANSITIVE_HELP}; got ${JSON.stringify(values.ambitransitive)}.`;
  if (field === 'variant') return `variant: ${VARIANT_HELP}; got ${JSON.stringify(values.variant)}.`;
  // The n-th definition of a list, counted from 1 as a person counts.
  const where = typeof index === 'number' ? `${String(field)} #${index + 1}` : String(field);
  return `${where}: ${issue.message}`;
}

/** true/false/null for the accepted spellings; anything else is passed on for WordCreate to refuse. */
function transitiveOf(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value ?? null;
  const text = String(value).trim().toLowerCase();
  if (text === '') return null;
  return YES_NO_SPELLINGS[text] ?? value;
}

/** A list as it is, or one text split at its pipes; blank is no definitions. */
function definitionsOf(value: unknown): unknown {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  return value.split('|').map((definition) => definition.trim());
}

/** Maps the values of one row (CSV text or JSON values) to the types WordCreate takes. */
function toWordValues(source: Partial<Record<Field, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...source };
  if (values.word === null) delete values.word;
  if (values.type === null) values.type = '';
  for (const field of OPTIONAL_TEXT_FIELDS) {
    if (typeof values[field] === 'string' && (values[field] as string).trim() === '') values[field] = null;
  }
  if ('transitive' in values) values.transitive = transitiveOf(values.transitive);
  // Empty is "not said", which for this flag is false.
  if ('ambitransitive' in values) values.ambitransitive = transitiveOf(values.ambitransitive) ?? false;
  if (typeof values.variant === 'string') values.variant = values.variant.trim().toLowerCase();
  for (const field of DEFINITION_FIELDS) values[field] = definitionsOf(values[field]);
  return values;
}

const isField = (name: string): name is Field => (DICTIONARY_FIELDS as readonly string[]).includes(name);

function unknownFieldsMessage(names: string[]): string {
  const listed = names.map((name) => `"${name}"`).join(', ');
  return `Unknown ${names.length === 1 ? 'column' : 'columns'} ${listed}; the columns are ${DICTIONARY_FIELDS.join(', ')}.`;
}

// ---------------------------------------------------------------------------------------------- CSV

const LINE_BREAK = /\r\n|\r|\n/g;

/** The physical lines a record takes: one, plus the line breaks inside its quoted fields. */
function linesOf(record: string[]): number {
  let lines = 1;
  for (const field of record)
    if (field.includes('\n') || field.includes('\r')) lines += field.match(LINE_BREAK)?.length ?? 0;
  return lines;
}

// A line of nothing or only spaces; csv-parse gives it as one empty field.
const isBlank = (record: string[]) => record.length === 1 && record[0]?.trim() === '';

const bytesOf = (text: DictionaryText) =>
  typeof text === 'string' ? Buffer.from(text) : Buffer.from(text.buffer, text.byteOffset, text.byteLength);

/** Reads a CSV file record by record: its header first, then each data row to `take`. */
function readCsv(text: DictionaryText, take: (record: RawRecord) => void, total: (rows: number) => void): void {
  // csv-parse reads bytes (it encodes a text first): a file read as bytes is never decoded whole.
  const bytes = bytesOf(text);
  // Lines end in \n or \r\n, or (old Mac files) in \r alone.
  const end = bytes.includes(0x0a) ? 0x0a : 0x0d;
  let breaks = 0;
  for (let at = bytes.indexOf(end); at !== -1; at = bytes.indexOf(end, at + 1)) breaks++;
  total(Math.max(0, breaks - (bytes.at(-1) === end ? 1 : 0)));
  let line = 1;
  let names: string[] | undefined;
  const read = (record: string[]) => {
    const start = line;
    line += linesOf(record);
    if (isBlank(record)) return;
    if (names === undefined) {
      names = header(record, start);
      return;
    }
    if (record.length !== names.length) {
      take({ line: start, reasons: [`Expected ${names.length} fields as in the header, found ${record.length}.`] });
      return;
    }
    const values: Partial<Record<Field, string>> = {};
    for (let position = 0; position < names.length; position++) values[names[position] as Field] = record[position];
    take({ line: start, values: toWordValues(values) });
  };
  try {
    // Blank lines are kept and skipped above, so that counting records' lines gives each one's
    // line number. Each record is handled as it is read; none is kept.
    parseCsv(bytes, {
      bom: true,
      relax_column_count: true,
      on_record: (record: string[]) => {
        read(record);
        return undefined;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) throw new DictionaryFileError(`The CSV file cannot be read: ${error.message}`);
    throw error;
  }
  if (names === undefined)
    throw new DictionaryFileError('The CSV file is empty: the first line must name the columns.');
}

/** The column names of a CSV header on line `line`, or the error that stops the import. */
function header(record: string[], line: number): string[] {
  const names = record.map((name) => name.trim().toLowerCase());
  const where = `Line ${line}`;
  const unknown = names.filter((name) => !isField(name));
  if (unknown.length > 0) throw new DictionaryFileError(`${where}: ${unknownFieldsMessage(unknown)}`);
  const repeated = names.filter((name, position) => names.indexOf(name) !== position);
  if (repeated.length > 0) throw new DictionaryFileError(`${where}: the column "${repeated[0]}" is named twice.`);
  if (!names.includes('word')) throw new DictionaryFileError(`${where}: the column "word" is missing.`);
  return names;
}

// ---------------------------------------------------------------------------------------------- JSON

/** Node's JSON messages give a character position; a person editing the file wants a line. */
function jsonErrorMessage(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)?.[1];
  if (position === undefined || /line \d+/.test(error.message)) return error.message;
  const before = text.slice(0, Number(position));
  const line = before.split('\n').length;
  return `${error.message} (line ${line}, column ${Number(position) - before.lastIndexOf('\n')})`;
}

function readJson(input: DictionaryText, take: (record: RawRecord) => void, total: (rows: number) => void): void {
  const text = (typeof input === 'string' ? input : bytesOf(input).toString('utf8')).replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new DictionaryFileError(`The JSON file cannot be read: ${jsonErrorMessage(text, error as Error)}`);
  }
  if (!Array.isArray(data)) throw new DictionaryFileError('The JSON file must hold a list of words: [{"word": …}, …].');
  total(data.length);
  data.forEach((item: unknown, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      take({ line, reasons: ['Expected an object such as {"word": "cochi", "type": "tlach2"}.'] });
      return;
    }
    const unknown = Object.keys(item).filter((name) => !isField(name));
    if (unknown.length > 0) {
      take({
        line,
        reasons: unknown.map((name) => `${name}: Unknown field; the fields are ${DICTIONARY_FIELDS.join(', ')}.`),
      });
      return;
    }
    take({ line, values: toWordValues(item) });
  });
}
