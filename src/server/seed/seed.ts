import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { importCldf } from '../import/cldf/import';
import { readDatasetMetadata } from '../import/cldf/reader';
import { ContentLanguage } from '../../contract/common';
import { PatternCreate } from '../../contract/patterns';
import { VocabularyCreate } from '../../contract/vocabularies';
import { WordCreate } from '../../contract/words';
import type { Db } from '../db/database';
import { readSample, SAMPLE_DIR } from './sample-data';
import { userRepository } from '../resources/users/repository';
import { renderMarkdown } from '../http/markdown';
import { ENTRY_FILTERS, entryRepository } from '../resources/entries/repository';
import { seedSampleLoanwords } from './sample-loanwords';
import { PATTERN_FILTERS, patternRepository } from '../resources/patterns/repository';
import { sentenceRepository } from '../resources/sentences/repository';
import { vocabularyFilters, vocabularyRepository } from '../resources/vocabularies/repository';
import type { FilterSql, ParsedFilter } from '../db/filters';
import { wordRepository, type WordRepository } from '../resources/words/repository';

const SampleSentence = z.object({
  sentence: z.string().min(1),
  spanish: z.string(),
  english: z.string(),
  notes: z.string().default(''),
  source: z.string().default(''),
  featured: z.boolean().default(false),
  /** Dictionary words the sentence uses; the first is the word it features. */
  words: z.array(z.string()).min(1),
});

/** The language a sample record is written in; the Spanish ones are twins of the English (decision 041). */
const SampleLanguage = ContentLanguage.default('en');

/** A sample vocabulary: what its owner would send (a field left out takes its default), its words by spelling, and whether it is featured. */
const SampleVocabulary = VocabularyCreate.omit({ suggestions: true, share: true, favorite: true }).extend({
  language: SampleLanguage,
  suggestions_raw: z.string(),
  featured: z.boolean(),
  words: z.array(z.string()),
});

/** The sample patterns name their words by spelling; the seed turns them into ids. */
const SamplePattern = PatternCreate.extend({
  language: SampleLanguage,
  featured: z.boolean(),
  mapping: z.record(z.string(), z.array(z.string())),
});

const SampleEntry = z.object({
  title: z.string().min(1),
  language: SampleLanguage,
  tags: z.array(z.string()),
  content: z.string(),
  is_published: z.boolean(),
  featured: z.boolean(),
  /** Dictionary words the entry teaches. */
  words: z.array(z.string()),
});

/** A note the sample owner adds to a word (a label, such as the Huasteca word for a Classical one). */
const SampleAnnotation = z.object({ word: z.string().min(1), definition: z.string().min(1) });

/**
 * The sample records of each language their table holds none of yet (`language` is the
 * table's `language` filter), so that each language of the sample loads once and a database
 * seeded in English alone gains the Spanish twins.
 */
async function unloadedLanguages<T extends { language: ContentLanguage }>(
  samples: T[],
  language: FilterSql,
  count: (filters: ParsedFilter[]) => Promise<number>,
): Promise<T[]> {
  const loaded = new Set<ContentLanguage>();
  for (const value of new Set(samples.map((sample) => sample.language))) {
    if ((await count([{ lookup: 'exact', sql: language, value }])) > 0) loaded.add(value);
  }
  return samples.filter((sample) => !loaded.has(sample.language));
}

async function requireWordId(words: WordRepository, word: string): Promise<number> {
  const exact = (await words.getByWord(word)).find((row) => row.word === word);
  if (!exact) throw new Error(`The sample data uses "${word}", which is not in data/sample/words.json`);
  return exact.id;
}

/** The staff account that owns the sample data; it has no usable password until `npm run createuser`. */
export const SAMPLE_OWNER = { username: 'admin', first_name: 'Nahuatl Practice' } as const;
const SAMPLE_OWNER_ID = 1;

/**
 * Loads the project's sample data (data/sample/) into an empty database. Each part is
 * loaded only while its own tables are empty (vocabularies, patterns and entries: while
 * they hold none in that language), so an existing database gains the parts later
 * releases add and is never loaded twice.
 */
export async function seed(db: Db): Promise<void> {
  const users = userRepository(db);
  if ((await users.count()) === 0) {
    const owner = await users.create({ ...SAMPLE_OWNER, password_hash: null, is_staff: true });
    if (owner.id !== SAMPLE_OWNER_ID) throw new Error(`The sample data owner got id ${owner.id}, expected 1`);
  }
  const words = wordRepository(db);
  if ((await words.count([])) === 0) {
    await words.upsertMany(readSample('words.json', z.array(WordCreate)));
    for (const { word, definition } of readSample('annotations.json', z.array(SampleAnnotation))) {
      await words.createAnnotation({ nahuatl: await requireWordId(words, word), owner: SAMPLE_OWNER_ID, definition });
    }
  }
  const sentences = sentenceRepository(db);
  if ((await sentences.count([], SAMPLE_OWNER_ID)) === 0) {
    for (const sample of readSample('sentences.json', z.array(SampleSentence))) {
      const ids = [];
      for (const word of sample.words) ids.push(await requireWordId(words, word));
      const [featuredWord] = ids as [number, ...number[]];
      const { words: _words, ...values } = sample;
      const row = await sentences.create({ ...values, word: featuredWord, share: true }, SAMPLE_OWNER_ID);
      for (const id of new Set(ids)) await sentences.links.create({ sentence: row.id, nahuatl_word: id, tense: null, person: null });
    }
  }
  const vocabularies = vocabularyRepository(db);
  const sampleVocabularies = readSample('vocabularies.json', z.array(SampleVocabulary));
  const vocabularyCount = (filters: ParsedFilter[]) => vocabularies.count(filters, SAMPLE_OWNER_ID);
  for (const sample of await unloadedLanguages(sampleVocabularies, vocabularyFilters(SAMPLE_OWNER_ID).language, vocabularyCount)) {
    const { words: list, suggestions_raw, ...values } = sample;
    const row = await vocabularies.create(
      { ...values, suggestions_raw, suggestions: renderMarkdown(suggestions_raw, 'suggestions_raw'), share: true, favorite: false },
      SAMPLE_OWNER_ID,
    );
    for (const word of list) await vocabularies.links.create({ vocabulary: row.id, nahuatl_word: await requireWordId(words, word) });
  }
  const patterns = patternRepository(db);
  const samplePatterns = readSample('patterns.json', z.array(SamplePattern));
  const patternCount = (filters: ParsedFilter[]) => patterns.count(filters, SAMPLE_OWNER_ID);
  for (const sample of await unloadedLanguages(samplePatterns, PATTERN_FILTERS.language, patternCount)) {
    const mapping: Record<string, number[]> = {};
    for (const [variable, list] of Object.entries(sample.mapping)) {
      mapping[variable] = [];
      for (const word of list) mapping[variable].push(await requireWordId(words, word));
    }
    await patterns.create({ ...sample, mapping }, SAMPLE_OWNER_ID);
  }
  const entries = entryRepository(db);
  const sampleEntries = readSample('entries.json', z.array(SampleEntry));
  const entryCount = (filters: ParsedFilter[]) => entries.count(filters, SAMPLE_OWNER_ID);
  for (const { words: list, content, ...values } of await unloadedLanguages(sampleEntries, ENTRY_FILTERS.language, entryCount)) {
    const row = await entries.create({ ...values, content_raw: content }, SAMPLE_OWNER_ID);
    for (const word of list) await entries.links.create({ entry: row.id, nahuatl_word: await requireWordId(words, word) });
  }
  await seedSampleLoanwords(db, SAMPLE_OWNER_ID);
}

/** The CLDF Wordlist the server loads at its first start: Davletshin's Aztecan data, shipped in `data/cldf/` with its licence (CC BY 4.0). */
export const CLDF_DATASET_DIR = join(SAMPLE_DIR, '..', 'cldf', 'davletshinaztecan');

/**
 * Who owns a sample dataset about to be loaded: the sample owner's id, or null when the
 * dataset `key` is loaded already or there is no sample owner (a database not seeded by us).
 */
export async function sampleDatasetOwner(db: Db, key: string): Promise<number | null> {
  const loaded = await db.kysely.selectFrom('ua_dataset').select('id').where('key', '=', key).executeTakeFirst();
  const owner = await userRepository(db).getByUsername(SAMPLE_OWNER.username);
  return loaded === undefined && owner !== undefined ? owner.id : null;
}

/**
 * Imports a CLDF dataset (by default the Davletshin wordlist the repository ships) as the staff account's
 * data, once: nothing happens when the folder is absent or a dataset with its id is already
 * in the database. Run by the server at start (not by `seed`, so that tests start empty of
 * it). Says what it did, or null when it did nothing.
 */
export async function seedCldfDataset(db: Db, dir = CLDF_DATASET_DIR): Promise<string | null> {
  if (!existsSync(dir)) return null;
  const { key } = await readDatasetMetadata(dir);
  const owner = await sampleDatasetOwner(db, key);
  if (owner === null) return null;
  const report = await importCldf(db, dir, { owner });
  if (!report.accepted) {
    return `CLDF dataset ${key} not loaded: ${report.rejected.length} rows of ${dir} are rejected (npm run import:cldf -- ${dir} lists them)`;
  }
  return `CLDF dataset ${key} loaded: ${report.counts.cognates?.created ?? 0} cognates in ${report.counts.cognateSets?.created ?? 0} sets`;
}
