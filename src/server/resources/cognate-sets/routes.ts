import { CognateSet, CognateSetCreate, CognateSetPatch, type Collection } from '../../../contract/utoaztecan';
import type { Db } from '../../db/database';
import type { CognateSetRow } from '../../db/tables';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { requireVisibleRefs } from '../utoaztecan/visibility';
import { cognateSetFilters, type CognateSetRepository } from './repository';

/**
 * Cognate sets on the wire, a page at a time: each with the cognates its viewer may see
 * (and their languages' names), the languages that contribute, its collections and its credit.
 */
async function presentSets(sets: CognateSetRepository, rows: CognateSetRow[], viewer: number | null): Promise<CognateSet[]> {
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

/** Cognate sets, the reconstructed words (SPEC.md §7): everyone reads what is shared; owners write their own. */
export function cognateSetRoutes(db: Db, sets: CognateSetRepository): ApiRoute<any, any>[] {
  const requireCategory = (id: number | null | undefined, user: SessionUser, current?: CognateSetRow) =>
    requireVisibleRefs(db, user.id, [{ field: 'semantic_category', table: 'semantic_category', id, current: current?.semantic_category }]);

  return ownedResourceRoutes({
    name: 'cognate set',
    plural: 'cognate sets',
    url: '/utoaztecan/api/cognate-set/',
    tag: 'uto-aztecan',
    item: CognateSet,
    create: CognateSetCreate,
    patch: CognateSetPatch,
    repository: sets,
    present: { all: (rows, viewer) => presentSets(sets, rows, viewer) },
    filters: (viewer) => cognateSetFilters(db, viewer),
    featured: { limit: 50, order: 'id' },
    creators: 'users',
    listSummary:
      'Cognate sets (reconstructed words); `semantic_category` those of a category, `cognateSet` searches words and category words',
    toValues: async (body, user) => {
      await requireCategory(body.semantic_category, user);
      return body;
    },
    toChanges: async (body, current, user) => {
      await requireCategory(body.semantic_category, user, current);
      return body;
    },
  });
}
