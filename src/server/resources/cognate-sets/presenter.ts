import { CognateSet } from '../../../contract/utoaztecan';
import type { CognateSetRow } from '../../db/tables';
import { wirePresenterWith } from '../../http/presenter';
import { SET_COMPUTED, type CognateSetRepository } from './repository';

const presentSet = wirePresenterWith(CognateSet, SET_COMPUTED);

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
    return presentSet(row, {
      cognates: own,
      languages: [...new Set(own.map((cognate) => cognate.language_name))],
      credit: dataset ? { citation: dataset.citation, licence: dataset.licence, url: dataset.url } : null,
    });
  });
}
