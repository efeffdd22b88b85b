import { z } from 'zod';
import type { Db } from '../db/database';
import { readSample } from './sample-data';
import { sampleDatasetOwner } from './seed';
import { cldfStore, type DatasetRows } from '../import/cldf/store';

/**
 * The project's own comparative sample (data/sample/utoaztecan.json): the categories the
 * Uto-Aztecan page's prompt names ("arrow", "cloth"), which the Davletshin CLDF dataset lacks,
 * with their reconstructed words and cognates. It is saved through the CLDF importer's
 * store, as a dataset of its own, so it is credited, keyed and re-run like any import.
 */

const Text = z.string();
const SampleCognate = z.object({ language: Text.min(1), word: Text.min(1), definition: Text, source: Text });
const SampleComparisons = z.object({
  dataset: z.object({
    key: Text.min(1),
    title: Text.min(1),
    citation: Text.min(1),
    authors: Text.min(1),
    year: Text,
    /** Empty: the project declares no licence for its own data, so the credit names none. */
    licence: Text,
    url: Text,
  }),
  sources: z.array(z.object({ key: Text.min(1), title: Text.min(1), authors: Text, year: Text })),
  languages: z.array(
    z.object({
      key: Text.min(1),
      name: Text.min(1),
      glottocode: Text,
      iso639: Text,
      reconstructed: z.boolean(),
      source: Text,
    }),
  ),
  categories: z.array(z.object({ key: Text.min(1), word: Text.min(1), words: z.array(Text.min(1)) })),
  sets: z.array(
    z.object({
      key: Text.min(1),
      category: Text.min(1),
      number: Text,
      set: Text.min(1),
      word: Text.min(1),
      definition: Text,
      reconstructed: z.boolean(),
      original_text: Text,
      cognates: z.array(SampleCognate).min(1),
    }),
  ),
});
type SampleComparisons = z.infer<typeof SampleComparisons>;

const SAMPLE_COMPARISONS_FILE = 'utoaztecan.json';

/** The sample as the CLDF store saves a dataset; a set naming an unknown category or language is an error in the file. */
function sampleComparisonRows(sample: SampleComparisons): DatasetRows {
  const languages = new Map(sample.languages.map((language) => [language.key, language]));
  const categories = new Set(sample.categories.map((category) => category.key));
  const collection = `${sample.dataset.authors} (${sample.dataset.year})`;
  for (const set of sample.sets) {
    if (!categories.has(set.category))
      throw new Error(`data/sample/${SAMPLE_COMPARISONS_FILE}: set ${set.key} names no category "${set.category}"`);
    const unknown = set.cognates.find((cognate) => !languages.has(cognate.language));
    if (unknown)
      throw new Error(`data/sample/${SAMPLE_COMPARISONS_FILE}: set ${set.key} names no language "${unknown.language}"`);
  }
  return {
    dataset: sample.dataset,
    sources: sample.sources.map((source) => ({ ...source, bibtex: '' })),
    languages: sample.languages.map((language) => ({ ...language, family: 'Uto-Aztecan', in_family: true })),
    concepts: sample.categories.map((category) => ({
      key: category.key,
      names: [category.word],
      words: category.words,
      concepticonId: '',
    })),
    sets: sample.sets.map((set) => ({
      key: set.key,
      set: set.set,
      word: set.word,
      definition: set.definition,
      number: set.number,
      reconstructed: set.reconstructed,
      concept: set.category,
      original_text: set.original_text,
      collections: JSON.stringify([{ name: collection, count: set.cognates.length }]),
    })),
    cognates: sample.sets.flatMap((set) =>
      set.cognates.map((cognate) => ({
        key: `${set.key}-${cognate.language}`,
        language: cognate.language,
        word: cognate.word,
        definition: cognate.definition,
        reconstructed: cognate.word.startsWith('*') || Boolean(languages.get(cognate.language)?.reconstructed),
        loan: false,
        source: cognate.source,
        set: set.key,
        concept: set.category,
      })),
    ),
  };
}

/** Reads and checks data/sample/utoaztecan.json. */
export const readSampleComparisons = (): DatasetRows =>
  sampleComparisonRows(readSample(SAMPLE_COMPARISONS_FILE, SampleComparisons));

/**
 * Saves the sample comparisons as the staff account's (the seed's "admin"), once: nothing
 * happens when their dataset is already in the database. Run by the server at start, beside
 * the Davletshin CLDF dataset (not by `seed`, so that API tests start without them). Says what
 * it did, or null when it did nothing.
 */
export async function seedSampleComparisons(db: Db): Promise<string | null> {
  const rows = readSampleComparisons();
  const owner = await sampleDatasetOwner(db, rows.dataset.key);
  if (owner === null) return null;
  const counts = await cldfStore(db).save(rows, { owner, dryRun: false });
  return `Sample comparisons loaded: ${counts.cognates.created} cognates in ${counts.cognateSets.created} sets`;
}
