import { SemanticCategory } from '../../../contract/utoaztecan';
import type { SemanticCategoryRow } from '../../db/tables';
import { wirePresenterWith } from '../../http/presenter';
import { CATEGORY_COMPUTED, type SemanticCategoryRepository } from './repository';

/** A semantic category on the wire: its row, with the sets the viewer sees in it and the credits of the datasets they come from. */
const presentSemanticCategory = wirePresenterWith(SemanticCategory, CATEGORY_COMPUTED);

/** A page of categories on the wire: one query finds the credits of them all, one the sets each holds that the viewer sees. */
export async function presentSemanticCategories(
  categories: SemanticCategoryRepository,
  rows: SemanticCategoryRow[],
  viewer: number | null,
): Promise<SemanticCategory[]> {
  const ids = rows.map((row) => row.id);
  const [found, setCounts] = await Promise.all([categories.creditsOf(ids), categories.setCountsOf(ids, viewer)]);
  return rows.map((row) =>
    presentSemanticCategory(row, {
      set_count: setCounts.get(row.id) ?? 0,
      credits: found.filter((credit) => credit.category === row.id).map(({ citation, licence, url }) => ({ citation, licence, url })),
    }),
  );
}
