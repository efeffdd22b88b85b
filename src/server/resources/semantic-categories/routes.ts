import {
  DOT_WORD_MESSAGE,
  isDotWord,
  SemanticCategory,
  SemanticCategoryCreate,
  SemanticCategoryPatch,
  type Credit,
} from '../../../contract/utoaztecan';
import type { SemanticCategoryRow } from '../../db/tables';
import { errors } from '../../http/errors';
import { ownedResourceRoutes } from '../../http/resource';
import type { ApiRoute } from '../../http/routes';
import type { Db } from '../../db/database';
import { semanticCategoryFilters, TAKEN, type SemanticCategoryRepository } from './repository';


type CategoryRow = SemanticCategoryRow & { set_count: number };

/** A semantic category on the wire, with the credits of the datasets its reconstructed words come from. */
function presentSemanticCategory(row: CategoryRow, credits: Credit[]): SemanticCategory {
  return {
    id: row.id,
    word: row.word,
    words: JSON.parse(row.words) as string[],
    concepticon_id: row.concepticon_id,
    share: Boolean(row.share),
    featured: Boolean(row.featured),
    owner: row.owner,
    deleted: Boolean(row.deleted),
    set_count: Number(row.set_count),
    credits,
  };
}

/** A page of categories on the wire: one query finds the credits of them all, one the sets each holds that the viewer sees. */
async function presentCategories(
  categories: SemanticCategoryRepository,
  rows: SemanticCategoryRow[],
  viewer: number | null,
): Promise<SemanticCategory[]> {
  const ids = rows.map((row) => row.id);
  const [found, setCounts] = await Promise.all([categories.creditsOf(ids), categories.setCountsOf(ids, viewer)]);
  return rows.map((row) =>
    presentSemanticCategory(
      { ...row, set_count: setCounts.get(row.id) ?? 0 },
      found
        .filter((credit) => credit.category === row.id)
        .map(({ citation, licence, url }) => ({ citation, licence, url })),
    ),
  );
}

/** Semantic categories (SPEC.md §7): everyone reads what is shared; owners write their own; the word names one. */
export function semanticCategoryRoutes(db: Db, categories: SemanticCategoryRepository): ApiRoute<any, any>[] {
  /** The word is the category's identifier, so no two live categories share one. */
  async function requireFreeWord(word: string | undefined, self?: number): Promise<void> {
    if (word === undefined) return;
    if (isDotWord(word)) throw errors.invalid({ word: [DOT_WORD_MESSAGE] });
    const existing = await categories.getByWord(word);
    if (existing && existing.id !== self) throw errors.invalid({ word: [TAKEN] });
  }

  return ownedResourceRoutes({
    name: 'semantic category',
    plural: 'semantic categories',
    url: '/utoaztecan/api/semantic-category/',
    tag: 'uto-aztecan',
    item: SemanticCategory,
    create: SemanticCategoryCreate,
    patch: SemanticCategoryPatch,
    repository: categories,
    present: { all: (rows, viewer) => presentCategories(categories, rows, viewer) },
    filters: (viewer) => semanticCategoryFilters(db, viewer),
    featured: { limit: 50, order: 'id' },
    creators: 'users',
    listSummary: 'Semantic categories; `words__icontains` searches their English and Spanish words, `nahuatl` those related to a dictionary word',
    naturalKey: (word) => categories.getByWord(word),
    toValues: async (body) => {
      await requireFreeWord(body.word);
      return body;
    },
    toChanges: async (body, current) => {
      await requireFreeWord(body.word, current.id);
      return body;
    },
  });
}
