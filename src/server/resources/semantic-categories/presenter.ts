import type { Credit, SemanticCategory } from '../../../contract/utoaztecan';
import type { SemanticCategoryRow } from '../../db/tables';
import type { SemanticCategoryRepository } from './repository';

/** A semantic category on the wire, with the sets the viewer sees in it and the credits of the datasets they come from. */
function presentSemanticCategory(row: SemanticCategoryRow, setCount: number, credits: Credit[]): SemanticCategory {
  return {
    id: row.id,
    word: row.word,
    words: JSON.parse(row.words) as string[],
    concepticon_id: row.concepticon_id,
    gloss_es: row.gloss_es,
    share: Boolean(row.share),
    featured: Boolean(row.featured),
    owner: row.owner,
    deleted: Boolean(row.deleted),
    set_count: setCount,
    credits,
  };
}

/** A page of categories on the wire: one query finds the credits of them all, one the sets each holds that the viewer sees. */
export async function presentSemanticCategories(
  categories: SemanticCategoryRepository,
  rows: SemanticCategoryRow[],
  viewer: number | null,
): Promise<SemanticCategory[]> {
  const ids = rows.map((row) => row.id);
  const [found, setCounts] = await Promise.all([categories.creditsOf(ids), categories.setCountsOf(ids, viewer)]);
  return rows.map((row) =>
    presentSemanticCategory(
      row,
      setCounts.get(row.id) ?? 0,
      found.filter((credit) => credit.category === row.id).map(({ citation, licence, url }) => ({ citation, licence, url })),
    ),
  );
}
