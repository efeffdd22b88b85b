/**
 * Reading a CLDF dataset (https://cldf.clld.org) through its metadata: the `*-metadata.json`
 * file says which file holds which component (`dc:conformsTo`) and what each column means
 * (`propertyUrl`), so nothing here depends on file names, column names or column order.
 * The rows come back as they are in the files, with the line each starts on.
 */

import { existsSync, readdirSync, statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { CsvError, parse as parseCsv } from 'csv-parse/sync';
import { fileInsideFolder, MAX_INPUT_BYTES, readRegularFile, UnreadableFile } from '../input-file';
import { ImportInputError } from '../report';
import { decodeUtf8, forbiddenCharacter } from '../text';

/** A dataset that cannot be read at all (no metadata, a missing or broken file): nothing of it is used. */
export class CldfError extends ImportInputError {
  override name = 'CldfError';
}

/** The components of a Wordlist the importer reads. */
export const COMPONENTS = ['FormTable', 'LanguageTable', 'ParameterTable', 'CognateTable', 'CognatesetTable'] as const;
export type Component = (typeof COMPONENTS)[number];

/** The file name CLDF gives each component when its metadata does not say `dc:conformsTo`. */
const DEFAULT_FILES: Record<Component, string> = {
  FormTable: 'forms.csv',
  LanguageTable: 'languages.csv',
  ParameterTable: 'parameters.csv',
  CognateTable: 'cognates.csv',
  CognatesetTable: 'cognatesets.csv',
};

const TERM = /^https?:\/\/cldf\.clld\.org\/v1\.0\/terms\.rdf#(\w+)$/;

/** One column as the table schema describes it. */
export interface Column {
  name: string;
  /** The CLDF term of its `propertyUrl` (`form`, `languageReference` …), or null for a column of the dataset's own. */
  term: string | null;
  /** Set for list-valued columns (`Source`, `Segments`): what separates the items. */
  separator: string | null;
  /** Cell texts that mean "no value" (CSVW `null`; the empty string by default). */
  nulls: string[];
  default: string;
}

/** One data row: the cells by column name (null for no value) and the line of the file it starts on. */
export interface Row {
  line: number;
  cells: ReadonlyMap<string, string | null>;
  /** Why the row cannot be trusted as read (more or fewer fields than the header); the importer rejects it. */
  problem?: string;
}

/** One table of the dataset. */
export interface Table {
  component: Component;
  /** The file as the metadata names it, relative to the metadata file: what reports show. */
  file: string;
  columns: Column[];
  rows: Row[];
}

/** What the metadata file says of the dataset as a whole. */
export interface DatasetMetadata {
  /** `rdf:ID`, or the name of the dataset's folder. */
  key: string;
  title: string;
  citation: string;
  licence: string;
  url: string;
  conformsTo: string;
}

/** A whole dataset as read: metadata, the tables it has, and its BibTeX text. */
export interface CldfDataset {
  metadataPath: string;
  metadata: DatasetMetadata;
  tables: Partial<Record<Component, Table>>;
  /** The sources file (`dc:source`, else `sources.bib`) relative to the metadata, and its text; null when there is none. */
  bibtex: { file: string; text: string } | null;
}

// -------------------------------------------------------------------------------------- metadata

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON-LD value as text: a string, a number, `{"@value": …}`, or the first of a list. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length > 0 ? textOf(value[0]) : '';
  if (isObject(value)) return textOf(value['@value'] ?? value['@id']);
  return '';
}

/**
 * The metadata file of a dataset: `PATH` itself when it is a JSON file, else the one
 * file in the folder whose name ends so, else the one in its `cldf/` folder (a Lexibank repository).
 */
export function findMetadata(path: string): string {
  if (!existsSync(path)) throw new CldfError(`Cannot read "${path}": there is no such folder.`);
  if (statSync(path).isFile()) {
    if (path.endsWith('.json')) return path;
    throw new CldfError(`Cannot read "${path}": give the dataset's folder, or its metadata (.json) file.`);
  }
  for (const folder of [path, join(path, 'cldf')]) {
    if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
    const found = readdirSync(folder)
      .filter((name) => name.endsWith('-metadata.json'))
      .sort();
    if (found.length > 1) {
      throw new CldfError(`"${folder}" holds several metadata files (${found.join(', ')}): give the one to import.`);
    }
    if (found.length === 1) return join(folder, found[0] as string);
  }
  throw new CldfError(
    `"${path}" is not a CLDF dataset: it has no *-metadata.json file (nor has a cldf/ folder in it).`,
  );
}

/** The name of the folder a dataset lives in, skipping a Lexibank repository's `cldf/`. */
function folderName(metadataPath: string): string {
  const folder = dirname(resolve(metadataPath));
  return basename(folder) === 'cldf' ? basename(dirname(folder)) : basename(folder);
}

function datasetMetadataOf(json: Json, metadataPath: string): DatasetMetadata {
  const key = textOf(json['rdf:ID']) || folderName(metadataPath);
  return {
    key,
    title: textOf(json['dc:title']) || key,
    citation: textOf(json['dc:bibliographicCitation']),
    licence: textOf(json['dc:license']) || textOf(json['dcterms:license']),
    url: textOf(json['dcat:accessURL']) || textOf(json['dc:identifier']),
    conformsTo: textOf(json['dc:conformsTo']),
  };
}

/** The component a table description conforms to, by its `dc:conformsTo` term, else by CLDF's default file name. */
function componentOf(table: Json): Component | null {
  const term = TERM.exec(textOf(table['dc:conformsTo']))?.[1];
  if (term !== undefined) return (COMPONENTS as readonly string[]).includes(term) ? (term as Component) : null;
  const url = basename(textOf(table.url));
  return COMPONENTS.find((component) => DEFAULT_FILES[component] === url) ?? null;
}

function columnOf(column: Json): Column {
  const nulls =
    column.null === undefined ? [''] : Array.isArray(column.null) ? column.null.map(textOf) : [textOf(column.null)];
  return {
    name: textOf(column.name) || textOf(column.titles),
    term: TERM.exec(textOf(column.propertyUrl))?.[1] ?? null,
    separator: typeof column.separator === 'string' ? column.separator : null,
    nulls,
    default: textOf(column.default),
  };
}

/**
 * Where a dataset's files are read from: the real path of the folder its metadata file is in,
 * which every file it names must be inside (decision 038), and the largest file read.
 */
interface DatasetFolder {
  /** The real path of the metadata file's folder. */
  folder: string;
  /** The metadata file's name, for messages. */
  metadataName: string;
  maxBytes: number;
}

/** What a caller may ask of a read. */
export interface ReadCldfOptions {
  /** The largest file read, in bytes (default {@link MAX_INPUT_BYTES}). */
  maxBytes?: number;
}

async function datasetFolder(metadataPath: string, options: ReadCldfOptions): Promise<DatasetFolder> {
  let folder: string;
  try {
    folder = await realpath(dirname(resolve(metadataPath)));
  } catch (error) {
    throw new CldfError(`Cannot read "${metadataPath}": ${(error as Error).message}`);
  }
  return { folder, metadataName: basename(metadataPath), maxBytes: options.maxBytes ?? MAX_INPUT_BYTES };
}

/**
 * The text of a file the metadata names by `reference` (a URL relative to it), read only when
 * it is a regular UTF-8 file, inside the dataset's folder once links are followed, and not over
 * the size limit; null when there is no such file. `what` names the reference in messages
 * ("the FormTable's url"); `file` is how the report names the file.
 */
async function readDatasetFile(
  dataset: DatasetFolder,
  reference: string,
  what: string,
  { url = true }: { url?: boolean } = {},
): Promise<{ file: string; text: string } | null> {
  const refused = (why: string) =>
    new CldfError(`Cannot read ${what} "${reference}"${url ? ` in ${dataset.metadataName}` : ''}: ${why}.`);
  let bytes: Buffer;
  try {
    const path = await fileInsideFolder(dataset.folder, reference, { url });
    if (path === null) return null;
    // The real path is opened without following a link, so what was checked is what is read.
    bytes = await readRegularFile(path, { maxBytes: dataset.maxBytes, noFollow: true });
  } catch (error) {
    if (error instanceof UnreadableFile) throw refused(error.message);
    throw error;
  }
  const decoded = decodeUtf8(bytes);
  if ('problem' in decoded)
    throw new CldfError(`${reference} (${what}${url ? ` in ${dataset.metadataName}` : ''}) ${decoded.problem}`);
  return { file: reference, text: decoded.text };
}

/** A JSON object from a file the dataset names, or the error saying why it is not one. */
async function readJson(dataset: DatasetFolder, reference: string, what: string, url = true): Promise<Json> {
  const read = await readDatasetFile(dataset, reference, what, { url });
  if (read === null) throw new CldfError(`Cannot read ${what} "${reference}": there is no such file.`);
  try {
    const json: unknown = JSON.parse(read.text.replace(/^\uFEFF/, ''));
    if (!isObject(json)) throw new Error('expected a JSON object');
    return json;
  } catch (error) {
    throw new CldfError(
      `${what[0]?.toUpperCase()}${what.slice(1)} "${reference}" is not valid JSON: ${(error as Error).message}`,
    );
  }
}

/** The metadata file's JSON: a file of the folder it is found in, read as every file the dataset names. */
async function readMetadata(
  metadataPath: string,
  options: ReadCldfOptions,
): Promise<{ dataset: DatasetFolder; json: Json }> {
  const dataset = await datasetFolder(metadataPath, options);
  const json = await readJson(dataset, dataset.metadataName, 'the metadata file', false);
  return { dataset, json };
}

// ------------------------------------------------------------------------------------------ CSV

/** The CSV dialect of a table: CSVW's defaults, then the dataset's `dialect`, then the table's. */
interface Dialect {
  delimiter: string;
  quoteChar: string;
  header: boolean;
  commentPrefix: string | null;
}

function dialectOf(...layers: unknown[]): Dialect {
  const dialect: Dialect = { delimiter: ',', quoteChar: '"', header: true, commentPrefix: '#' };
  for (const layer of layers) {
    if (!isObject(layer)) continue;
    if (typeof layer.delimiter === 'string') dialect.delimiter = layer.delimiter;
    if (typeof layer.quoteChar === 'string') dialect.quoteChar = layer.quoteChar;
    if (typeof layer.header === 'boolean') dialect.header = layer.header;
    if (layer.commentPrefix === null || typeof layer.commentPrefix === 'string')
      dialect.commentPrefix = layer.commentPrefix || null;
  }
  return dialect;
}

const LINE_BREAK = /\r\n|\r|\n/g;
const breaksIn = (record: string[]) => record.reduce((n, field) => n + (field.match(LINE_BREAK)?.length ?? 0), 0);

/** The rows of one CSV file, each with the line it starts on; a header row is matched to the schema by name. */
function csvRows(text: string, file: string, columns: Column[], dialect: Dialect): Row[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parseCsv(text, {
      bom: true,
      delimiter: dialect.delimiter,
      quote: dialect.quoteChar,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      ...(dialect.commentPrefix ? { comment: dialect.commentPrefix, comment_no_infix: true } : {}),
      // With `info`, each record comes with the line it ends on; csv-parse's types do not say so.
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new CldfError(`${file} cannot be read as CSV: ${error.message}`);
    throw error;
  }
  let positions = columns.map((_, index) => index);
  let data = records;
  let width = columns.length;
  let header: string[] | undefined;
  if (dialect.header && records[0] !== undefined) {
    header = records[0].record.map((name) => name.trim());
    width = header.length;
    // CSVW matches columns to the header by position; datasets edited by hand may reorder them, so match by name when they all are there.
    const names = header;
    if (columns.every((column) => names.includes(column.name)))
      positions = columns.map((column) => names.indexOf(column.name));
    data = records.slice(1);
  }
  return data.map(({ record, info }) => {
    const cells = new Map<string, string | null>();
    columns.forEach((column, index) => {
      const raw = record[positions[index] as number];
      const text = raw === undefined || column.nulls.includes(raw) ? column.default || null : raw;
      cells.set(column.name, text);
    });
    const line = info.lines - breaksIn(record);
    const problems: string[] = [];
    if (record.length !== width)
      problems.push(
        `Expected ${width} fields as in the ${dialect.header ? 'header' : 'table schema'}, found ${record.length}.`,
      );
    // Every field, read or not: a row with a NUL or an escape in it is not one to trust.
    record.forEach((field, index) => {
      const why = forbiddenCharacter(field);
      if (why !== null) problems.push(`${header?.[index] ?? columns[index]?.name ?? `Field ${index + 1}`} ${why}`);
    });
    return problems.length === 0 ? { line, cells } : { line, cells, problem: problems.join(' ') };
  });
}

async function readTable(
  description: Json,
  component: Component,
  dataset: DatasetFolder,
  dialect: unknown,
): Promise<Table> {
  const { metadataName } = dataset;
  const url = textOf(description.url);
  if (url === '') throw new CldfError(`The ${component} in ${metadataName} has no "url": the file it is in.`);
  const schema =
    typeof description.tableSchema === 'string'
      ? await readJson(dataset, description.tableSchema, `the ${component}'s tableSchema`)
      : description.tableSchema;
  const columns =
    isObject(schema) && Array.isArray(schema.columns)
      ? schema.columns.filter((column): column is Json => isObject(column) && column.virtual !== true).map(columnOf)
      : [];
  // Reports name the file as the metadata does, without its percent-escapes.
  const file = decodedName(url);
  if (columns.length === 0) throw new CldfError(`The ${component} (${file}) in ${metadataName} describes no columns.`);
  for (const column of columns) {
    const why = forbiddenCharacter(column.name);
    if (why !== null) throw new CldfError(`A column name of the ${component} (${file}) in ${metadataName} ${why}`);
  }
  const read = await readDatasetFile(dataset, url, `the ${component}'s url`);
  if (read === null) {
    const zipped = existsSync(join(dataset.folder, `${file}.zip`))
      ? ` There is a ${file}.zip: unzip it beside it first.`
      : '';
    throw new CldfError(`${file} (the ${component} named in ${metadataName}) does not exist.${zipped}`);
  }
  return { component, file, columns, rows: csvRows(read.text, file, columns, dialectOf(dialect, description.dialect)) };
}

/** A URL's name as a person wrote it: percent-escapes decoded, when they are valid. */
function decodedName(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** The dataset's metadata, each text checked as imported values are (it is stored as the dataset's credit). */
function checkedMetadata(json: Json, metadataPath: string): DatasetMetadata {
  const metadata = datasetMetadataOf(json, metadataPath);
  for (const [field, value] of Object.entries(metadata)) {
    const why = forbiddenCharacter(value);
    if (why !== null) throw new CldfError(`The dataset's ${field} in ${basename(metadataPath)} ${why}`);
  }
  return metadata;
}

/** What the metadata file of the dataset at `path` says of it, without reading its tables. */
export async function readDatasetMetadata(path: string, options: ReadCldfOptions = {}): Promise<DatasetMetadata> {
  const metadataPath = findMetadata(path);
  return checkedMetadata((await readMetadata(metadataPath, options)).json, metadataPath);
}

/**
 * Reads a dataset: its metadata, every table of a component the importer knows, and its
 * BibTeX sources. Only files inside the metadata's folder are read (decision 038). Throws
 * {@link CldfError} when the metadata or a table cannot be read.
 */
export async function readCldf(path: string, options: ReadCldfOptions = {}): Promise<CldfDataset> {
  const metadataPath = findMetadata(path);
  const { dataset, json } = await readMetadata(metadataPath, options);
  const metadata = checkedMetadata(json, metadataPath);
  const descriptions = Array.isArray(json.tables) ? json.tables.filter(isObject) : [];
  const tables: Partial<Record<Component, Table>> = {};
  for (const description of descriptions) {
    const component = componentOf(description);
    if (component === null) continue;
    if (tables[component] !== undefined) {
      throw new CldfError(
        `${basename(metadataPath)} names two ${component}s (${tables[component].file} and ${textOf(description.url)}).`,
      );
    }
    tables[component] = await readTable(description, component, dataset, json.dialect);
  }
  if (tables.FormTable === undefined) {
    throw new CldfError(
      `${basename(metadataPath)} has no FormTable: only CLDF Wordlists (forms by language and concept) can be imported.`,
    );
  }
  const source = textOf(json['dc:source']);
  const bibtex = await readDatasetFile(
    dataset,
    source || 'sources.bib',
    source ? 'the sources file (dc:source)' : 'the sources file',
  );
  return {
    metadataPath,
    metadata,
    tables,
    bibtex: bibtex && { file: decodedName(bibtex.file), text: bibtex.text },
  };
}

// ------------------------------------------------------------------------------------ accessors

/** The column of a table that carries a CLDF term (`form`, `languageReference` …). */
export function termColumn(table: Table | undefined, term: string): Column | undefined {
  return table?.columns.find((column) => column.term === term);
}

/** A column of the dataset's own (no CLDF term) whose name matches, for well-known names such as `Cognacy`. */
export function namedColumn(table: Table | undefined, name: RegExp): Column | undefined {
  return table?.columns.find((column) => column.term === null && name.test(column.name));
}

/** A cell as trimmed text; '' for no value or no such column. */
export function cellText(row: Row, column: Column | undefined): string {
  return column === undefined ? '' : (row.cells.get(column.name) ?? '').trim();
}

/** A list-valued cell split at its separator, without empty items. */
export function cellList(row: Row, column: Column | undefined): string[] {
  const text = cellText(row, column);
  if (text === '') return [];
  const parts = column?.separator ? text.split(column.separator) : [text];
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}
