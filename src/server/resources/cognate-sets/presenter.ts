import type { CognateSet, Collection } from '../../../contract/utoaztecan';
import type { CognateSetRow } from '../../db/tables';
import type { CognateSetRepository } from './repository';

/**
 * Cognate sets on the wire, a page at a time: each with the cognates its viewer may see
 * (and their languages' names), the languages that contribute, its collections and its credit.
 */
export async function presentCognateSets(sets: CognateSetRepository, rows: CognateSetRow[], viewer: number | null): Promise<CognateSet[]> {
  const [cognates, datasets] = await Promise.all([
    sets.cognatesOf(rows.map((row) => row.id), viewer),
    sets.datasetsOf([...new Set(rows.flatMap((row) => (row.dataset === null ? [] : [row.dataset])))]),
  ]);
  return rows.map((row) => {
    const own = cognates
      .filter((cognate) => cognate.set === row.id)
      .map((cognate) => ({
        id: cognate.id,
        language: cognate.language,
        language_name: cognate.language_name ?? cognate.language,
        word: cognate.word,
        definition: cognate.definition,
        reconstructed: Boolean(cognate.reconstructed),
        loan: Boolean(cognate.loan),
      }));
    const dataset = datasets.find((d) => d.id === row.dataset);
    return {
      id: row.id,
      set: row.set,
      word: row.word,
      plain: row.plain,
      definition: row.definition,
      number: row.number,
      reconstructed: Boolean(row.reconstructed),
      semantic_category: row.semantic_category,
      transforms: row.transforms,
      original_text: row.original_text,
      collections: JSON.parse(row.collections) as Collection[],
      cognates: own,
      languages: [...new Set(own.map((cognate) => cognate.language_name))],
      credit: dataset ? { citation: dataset.citation, licence: dataset.licence, url: dataset.url } : null,
      share: Boolean(row.share),
      featured: Boolean(row.featured),
      owner: row.owner,
      deleted: Boolean(row.deleted),
    };
  });
}
