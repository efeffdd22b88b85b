import type { Kysely, Transaction } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import type { Database, DatasetRow } from '../../db/tables';
import { CLDF_TABLES, type CldfTable, type TableCounts } from '../report';
import { fittedSearchWords } from './limits';

/**
 * All SQL of the CLDF import (import.ts): one dataset written in one
 * transaction, every row matched by its dataset and its own id (`key`) so that a second
 * import updates instead of duplicating, and only rows whose values differ are written.
 * Concepts are matched to the semantic categories already there, which datasets share.
 */

/** The dataset's own row, for credits. */
export type DatasetValues = Omit<DatasetRow, 'id'>;

export interface SourceValues {
  key: string;
  title: string;
  authors: string;
  year: string;
  bibtex: string;
}

export interface LanguageValues {
  key: string;
  name: string;
  glottocode: string;
  iso639: string;
  family: string;
  reconstructed: boolean;
  in_family: boolean;
  source: string;
}

/** A concept of the dataset, to be matched to a semantic category or to become one. */
export interface ConceptValues {
  /** The dataset's id of the concept; sets and cognates name their concept by it. */
  key: string;
  /** Words the category may be called, best first: the clean gloss, then ones that tell it from another concept of that gloss. */
  names: string[];
  /** What a new category is called when every name is taken; by default the first name and the concept's id. */
  fallback?: string;
  /** Search words (English and Spanish), merged into a matched category's. */
  words: string[];
  concepticonId: string;
}

export interface CognateSetValues {
  key: string;
  set: string;
  word: string;
  definition: string;
  number: string;
  reconstructed: boolean;
  /** The key of the set's concept. */
  concept: string;
  original_text: string;
  collections: string;
}

export interface CognateValues {
  key: string;
  language: string;
  word: string;
  definition: string;
  reconstructed: boolean;
  loan: boolean;
  source: string;
  /** The key of its cognate set, or null when it is in none. */
  set: string | null;
  concept: string;
}

/** Everything one dataset puts into the database. */
export interface DatasetRows {
  dataset: DatasetValues;
  sources: SourceValues[];
  languages: LanguageValues[];
  concepts: ConceptValues[];
  sets: CognateSetValues[];
  cognates: CognateValues[];
}

/** Per table of a dataset: created, updated, unchanged, and rows of the dataset the files no longer have (left alone). */
export type ImportCounts = Record<CldfTable, Required<TableCounts>>;

export interface SaveOptions {
  /** The account that owns new categories, sets and cognates. */
  owner: number;
  /** Work out every count, write nothing. */
  dryRun: boolean;
  /** Rows looked at so far, of all the dataset's sources, languages, concepts, sets and cognates. */
  onProgress?: (done: number) => void;
  /** More work in the same transaction once the rows are saved (the dataset's loanwords), given the dataset's id and its sets' ids by key. */
  alsoSave?: (
    trx: Transaction<Database>,
    saved: { datasetId: number; setIds: ReadonlyMap<string, number> },
  ) => Promise<void>;
}

/** Rows are written this many at a time: well under SQLite's limit of bound values. */
const BATCH = 200;

const batches = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / BATCH) }, (_, i) => items.slice(i * BATCH, (i + 1) * BATCH));

/** The search words folded between bars (`|all|todos|`), as the category API stores them. */
const wordsPlain = (words: string[]) => `|${words.map(foldNahuatl).join('|')}|`;

/** Stored values as compared: SQLite gives booleans as 0/1. */
const same = (stored: unknown, wanted: unknown) =>
  typeof wanted === 'boolean' ? Boolean(stored) === wanted : (stored ?? null) === (wanted ?? null);

/** The columns of `wanted` whose stored value differs. */
function changesOf<T extends object>(stored: object, wanted: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const [column, value] of Object.entries(wanted)) {
    if (!same((stored as Record<string, unknown>)[column], value)) (changes as Record<string, unknown>)[column] = value;
  }
  return changes;
}

/** A category's stored search words; anything but a JSON list of strings counts as none. */
function storedWords(json: string): string[] {
  try {
    const words: unknown = JSON.parse(json);
    return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
  } catch {
    return [];
  }
}

const emptyCounts = (): Required<TableCounts> => ({ created: 0, updated: 0, unchanged: 0, absent: 0 });

interface StoredCategory {
  id: number;
  word: string;
  plain: string;
  words: string;
  concepticon_id: string;
  owner: number;
  deleted: boolean | number;
}

/** The categories a dataset's concepts may match: by Concepticon id or by any of their names. */
async function candidateCategories(trx: Kysely<Database>, concepts: ConceptValues[]): Promise<StoredCategory[]> {
  const ids = [...new Set(concepts.map((c) => c.concepticonId).filter((id) => id !== ''))];
  const plains = [...new Set(concepts.flatMap((c) => c.names.map(foldNahuatl)))];
  const found = new Map<number, StoredCategory>();
  const columns = ['id', 'word', 'plain', 'words', 'concepticon_id', 'owner', 'deleted'] as const;
  for (const chunk of batches(ids)) {
    for (const row of await trx
      .selectFrom('semantic_category')
      .select(columns)
      .where('concepticon_id', 'in', chunk)
      .execute())
      found.set(row.id, row);
  }
  for (const chunk of batches(plains)) {
    for (const row of await trx.selectFrom('semantic_category').select(columns).where('plain', 'in', chunk).execute())
      found.set(row.id, row);
  }
  return [...found.values()].sort((a, b) => a.id - b.id);
}

/** The store of one database. */
export function cldfStore(db: Db) {
  return {
    /** Whether the account that is to own the imported rows exists. */
    async accountExists(id: number): Promise<boolean> {
      return (
        (await db.kysely.selectFrom('app_user').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },

    /**
     * Writes a dataset's rows in one transaction (or, with `dryRun`, only reads and counts) and
     * says what was created, updated and left unchanged in each table.
     */
    async save(rows: DatasetRows, options: SaveOptions): Promise<ImportCounts> {
      const run = (trx: Transaction<Database>) => saveRows(trx, rows, options);
      return db.kysely.transaction().execute(run);
    },
  };
}

export type CldfStore = ReturnType<typeof cldfStore>;

async function saveRows(trx: Transaction<Database>, rows: DatasetRows, options: SaveOptions): Promise<ImportCounts> {
  const writer = tableWriter(trx, options);
  const { id: datasetId, stored } = await saveDataset(writer, rows.dataset);
  const ofDataset = { dataset: datasetId };
  // Rows of a dataset imported before are read to be compared; a new dataset has none.
  const storedRows = <R>(read: () => Promise<R[]>) => (stored ? read() : Promise.resolve([]));

  // Sources and languages, for credits.
  await writer.sync(
    'ua_source',
    'sources',
    await storedRows(() => trx.selectFrom('ua_source').selectAll().where('dataset', '=', datasetId).execute()),
    rows.sources.map((values) => ({ ...ofDataset, ...values })),
    {},
  );
  await writer.sync(
    'ua_language',
    'languages',
    await storedRows(() => trx.selectFrom('ua_language').selectAll().where('dataset', '=', datasetId).execute()),
    rows.languages.map((values) => ({ ...ofDataset, ...values })),
    {},
  );

  const categoryOf = await saveCategories(writer, rows.concepts, options.owner);

  // Cognate sets, then the cognates that point at them.
  const ownedRow = { owner: options.owner, created_at: writer.now, share: true };
  const setIds = await writer.sync(
    'cognate_set',
    'cognateSets',
    await storedRows(() =>
      trx.selectFrom('cognate_set').select(SET_COLUMNS).where('dataset', '=', datasetId).execute(),
    ),
    rows.sets.map(({ concept, ...values }) => ({
      ...values,
      plain: foldNahuatl(values.word),
      semantic_category: categoryOf.get(concept) ?? null,
      ...ofDataset,
    })),
    ownedRow,
  );
  await writer.sync(
    'cognate',
    'cognates',
    await storedRows(() =>
      trx.selectFrom('cognate').select(COGNATE_COLUMNS).where('dataset', '=', datasetId).execute(),
    ),
    rows.cognates.map(({ concept, set, ...values }) => ({
      ...values,
      plain: foldNahuatl(values.word),
      definition_plain: foldNahuatl(values.definition),
      set: set === null ? null : (setIds.get(set) ?? null),
      semantic_category: categoryOf.get(concept) ?? null,
      ...ofDataset,
    })),
    ownedRow,
  );
  await options.alsoSave?.(trx, { datasetId, setIds });
  return writer.counts;
}

/** The columns of a stored cognate set that the import compares. */
const SET_COLUMNS = [
  'id',
  'key',
  'set',
  'word',
  'plain',
  'definition',
  'number',
  'reconstructed',
  'semantic_category',
  'original_text',
  'collections',
  'dataset',
] as const;

/** The columns of a stored cognate that the import compares. */
const COGNATE_COLUMNS = [
  'id',
  'key',
  'language',
  'word',
  'plain',
  'definition',
  'definition_plain',
  'reconstructed',
  'loan',
  'source',
  'set',
  'semantic_category',
  'dataset',
] as const;

type KeyedTable = 'ua_source' | 'ua_language' | 'cognate_set' | 'cognate';

/**
 * The writes of one save, counted: rows created, updated and left unchanged per table, and
 * progress. A dry run writes nothing and hands out negative ids for the rows it would create,
 * so that later rows can refer to them.
 */
function tableWriter(trx: Transaction<Database>, { dryRun, onProgress }: SaveOptions) {
  const counts = Object.fromEntries(CLDF_TABLES.map((table) => [table, emptyCounts()])) as ImportCounts;
  let done = 0;
  let placeholder = 0;
  const progress = (n: number) => {
    done += n;
    onProgress?.(done);
  };

  /** Creates rows (or, in a dry run, pretends to) and returns their ids by key. */
  async function insert<V extends { key: string }>(table: KeyedTable, values: V[]): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (const chunk of batches(values)) {
      if (dryRun) {
        for (const value of chunk) ids.set(value.key, (placeholder -= 1));
      } else {
        const inserted = await trx
          .insertInto(table)
          .values(chunk as never)
          .returning(['id', 'key'])
          .execute();
        for (const row of inserted) ids.set(row.key as string, row.id);
      }
      progress(chunk.length);
    }
    return ids;
  }

  /** Creates one row of a table without a key and returns its id (in a dry run, a placeholder). */
  async function insertOne(table: 'ua_dataset' | 'semantic_category', values: object): Promise<number> {
    if (dryRun) return (placeholder -= 1);
    const row = await trx
      .insertInto(table)
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function update(table: keyof Database, id: number, changes: Record<string, unknown>): Promise<void> {
    if (!dryRun)
      await trx
        .updateTable(table)
        .set(changes as never)
        .where('id' as never, '=', id as never)
        .execute();
  }

  /**
   * Brings one table's rows of this dataset in line with `wanted`: new keys are created with
   * `fixed` added (owner, creation time), stored rows with other values are updated in the
   * columns that differ. Returns every key's id.
   */
  async function sync<V extends { key: string }>(
    table: KeyedTable,
    counted: CldfTable,
    stored: Array<Record<string, unknown> & { id: number; key: string | null }>,
    wanted: V[],
    fixed: Record<string, unknown>,
  ): Promise<Map<string, number>> {
    const byKey = new Map(stored.map((row) => [row.key, row]));
    const ids = new Map<string, number>();
    const fresh: V[] = [];
    for (const values of wanted) {
      const row = byKey.get(values.key);
      if (row === undefined) {
        fresh.push({ ...fixed, ...values });
        continue;
      }
      ids.set(values.key, row.id);
      const changes = changesOf(row, values);
      if (Object.keys(changes).length === 0) counts[counted].unchanged += 1;
      else {
        counts[counted].updated += 1;
        await update(table, row.id, changes);
      }
    }
    progress(wanted.length - fresh.length);
    for (const [key, id] of await insert(table, fresh)) ids.set(key, id);
    counts[counted].created += fresh.length;
    const keys = new Set(wanted.map((values) => values.key));
    counts[counted].absent += stored.filter((row) => row.key === null || !keys.has(row.key)).length;
    return ids;
  }

  return { trx, counts, now: new Date().toISOString(), progress, insertOne, update, sync };
}

type TableWriter = ReturnType<typeof tableWriter>;

/** The dataset's own row, created or brought up to date; `stored` when it was imported before. */
async function saveDataset(writer: TableWriter, values: DatasetValues): Promise<{ id: number; stored: boolean }> {
  const stored = await writer.trx.selectFrom('ua_dataset').selectAll().where('key', '=', values.key).executeTakeFirst();
  const { datasets } = writer.counts;
  if (stored === undefined) {
    datasets.created = 1;
    return { id: await writer.insertOne('ua_dataset', values), stored: false };
  }
  const changes = changesOf(stored, values);
  if (Object.keys(changes).length === 0) datasets.unchanged = 1;
  else {
    datasets.updated = 1;
    await writer.update('ua_dataset', stored.id, changes);
  }
  return { id: stored.id, stored: true };
}

/**
 * Concepts: a category of the importing account with the concept's Concepticon id, else one
 * of its names (unless that category is another Concepticon concept), else a new category
 * under the first name no live category holds. Other accounts' categories are never touched.
 * Returns each concept's category id by the concept's key.
 */
async function saveCategories(
  writer: TableWriter,
  concepts: ConceptValues[],
  owner: number,
): Promise<Map<string, number>> {
  const categories = await candidateCategories(writer.trx, concepts);
  const categoryOf = new Map<string, number>();
  const touched = new Map<number, 'created' | 'updated' | 'unchanged'>();
  for (const concept of concepts) {
    const { category, name } = matchCategory(categories, concept, owner);
    if (category === undefined) {
      const created = await createCategory(writer, concept, name, owner);
      categories.push(created);
      touched.set(created.id, 'created');
      categoryOf.set(concept.key, created.id);
    } else {
      const changed = await mergeIntoCategory(writer, category, concept);
      if (changed) {
        if (touched.get(category.id) !== 'created') touched.set(category.id, 'updated');
      } else if (!touched.has(category.id)) touched.set(category.id, 'unchanged');
      categoryOf.set(concept.key, category.id);
    }
    writer.progress(1);
  }
  for (const outcome of touched.values()) writer.counts.categories[outcome] += 1;
  return categoryOf;
}

/** The importing account's category for a concept, if there is one; else the first of its names free to take. */
function matchCategory(
  categories: StoredCategory[],
  concept: ConceptValues,
  owner: number,
): { category: StoredCategory | undefined; name: string | undefined } {
  const ours = (category: StoredCategory) => category.owner === owner;
  const compatible = (category: StoredCategory) =>
    category.concepticon_id === '' || concept.concepticonId === '' || category.concepticon_id === concept.concepticonId;
  let category =
    concept.concepticonId === ''
      ? undefined
      : categories.find((c) => ours(c) && c.concepticon_id === concept.concepticonId);
  let name: string | undefined;
  for (const candidate of concept.names) {
    if (category !== undefined) break;
    const plain = foldNahuatl(candidate);
    const holders = categories.filter((c) => c.plain === plain);
    category = holders.find((c) => ours(c) && compatible(c));
    if (category === undefined && !holders.some((c) => !c.deleted)) name ??= candidate;
  }
  return { category, name };
}

/** A new category for a concept, under `name` or, when every name is taken, its first name and key. */
async function createCategory(
  writer: TableWriter,
  concept: ConceptValues,
  name: string | undefined,
  owner: number,
): Promise<StoredCategory> {
  const word = name ?? concept.fallback ?? `${concept.names[0] ?? concept.key} (${concept.key})`;
  const values = {
    word,
    plain: foldNahuatl(word),
    words: JSON.stringify(concept.words),
    words_plain: wordsPlain(concept.words),
    concepticon_id: concept.concepticonId,
    share: true,
    featured: false,
    deleted: false,
    owner,
    created_at: writer.now,
  };
  const id = await writer.insertOne('semantic_category', values);
  return {
    id,
    word,
    plain: values.plain,
    words: values.words,
    concepticon_id: values.concepticon_id,
    owner,
    deleted: false,
  };
}

/**
 * A shared category gains the concept's search words (and its Concepticon id when it had
 * none); nothing is taken away. Says whether it changed.
 */
async function mergeIntoCategory(
  writer: TableWriter,
  category: StoredCategory,
  concept: ConceptValues,
): Promise<boolean> {
  const words = storedWords(category.words);
  const known = new Set(words.map(foldNahuatl));
  const fresh: string[] = [];
  for (const word of concept.words) {
    if (known.has(foldNahuatl(word))) continue;
    known.add(foldNahuatl(word));
    fresh.push(word);
  }
  // As many as the API lets a category have.
  const kept = new Set(fittedSearchWords([...words, ...fresh]));
  const added = fresh.filter((word) => kept.has(word));
  const changes: Record<string, string> = {};
  if (added.length > 0) {
    changes.words = JSON.stringify([...words, ...added]);
    changes.words_plain = wordsPlain([...words, ...added]);
  }
  if (category.concepticon_id === '' && concept.concepticonId !== '') changes.concepticon_id = concept.concepticonId;
  if (Object.keys(changes).length === 0) return false;
  await writer.update('semantic_category', category.id, changes);
  Object.assign(category, changes);
  return true;
}
