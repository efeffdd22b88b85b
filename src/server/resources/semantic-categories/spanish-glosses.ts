import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { SAMPLE_DIR } from '../../seed/sample-data';
import { semanticCategoryRepository, type SpanishGloss } from './repository';

/**
 * Spanish glosses of the categories (issue 34, decision 044): the project's translation of
 * each Concepticon concept the shipped datasets name, kept as data in data/cldf/glosses-es.csv.
 */

/** The glosses file: Concepticon_ID, Concepticon_Gloss, Spanish (alternatives joined by ", "). */
export const SPANISH_GLOSSES_FILE = join(SAMPLE_DIR, '..', 'cldf', 'glosses-es.csv');

/** Reads the glosses file; a row missing a column is an error in the file. */
export function readSpanishGlosses(file = SPANISH_GLOSSES_FILE): SpanishGloss[] {
  const rows = parseCsv(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as Array<
    Record<string, string | undefined>
  >;
  return rows.map((row, index) => {
    const { Concepticon_ID: concepticonId, Concepticon_Gloss: concepticonGloss, Spanish: spanish } = row;
    if (!concepticonId || !concepticonGloss || !spanish) throw new Error(`${file}: row ${index + 2} lacks a column`);
    return { concepticonId, concepticonGloss, spanish };
  });
}

let loaded: SpanishGloss[] | undefined;
/** The shipped glosses, read once. */
const shippedGlosses = () => (loaded ??= readSpanishGlosses());

/**
 * The Spanish gloss of a category: that of its Concepticon concept, or, for a category with no
 * Concepticon id, that of the concept whose gloss is its word ("dog" is DOG; Concepticon's
 * glosses name one concept each). '' when none fits.
 */
export function spanishGlossOf(category: { concepticon_id: string; word: string }, glosses = shippedGlosses()): string {
  const plain = foldNahuatl(category.word);
  const found =
    category.concepticon_id === ''
      ? glosses.find((gloss) => foldNahuatl(gloss.concepticonGloss) === plain)
      : glosses.find((gloss) => gloss.concepticonId === category.concepticon_id);
  return found?.spanish ?? '';
}

/**
 * Gives every stored category its Spanish gloss (as {@link spanishGlossOf} finds it), rewriting
 * only those whose gloss differs, so that imported categories, those of a database made before
 * the glosses and corrections to the file all show at the next start. Says how many changed.
 */
export function fillSpanishGlosses(db: Db, glosses = shippedGlosses()): Promise<number> {
  return semanticCategoryRepository(db).setSpanishGlosses(glosses);
}
