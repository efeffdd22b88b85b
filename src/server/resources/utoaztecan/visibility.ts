import type { Expression, SqlBool } from 'kysely';
import { visibleRows } from '../../db/owned-table';

// Which rows of the Uto-Aztecan tables a viewer may see, declared once: each table's
// repository lists with it, and the other tables' filters and reference checks use it to
// skip what is unshared or deleted (a set's category, a category's sets and cognates …).

export const CATEGORY_VISIBILITY = { softDelete: true, visibility: 'share' } as const;
export const SET_VISIBILITY = { softDelete: true, visibility: 'share' } as const;
export const COGNATE_VISIBILITY = { softDelete: false, visibility: 'share' } as const;

/** Semantic categories the viewer may see (shared or theirs, not deleted). */
export const visibleCategories = (viewer: number | null): Expression<SqlBool> =>
  visibleRows('semantic_category', CATEGORY_VISIBILITY, viewer);

/** Cognate sets the viewer may see (shared or theirs, not deleted). */
export const visibleSets = (viewer: number | null): Expression<SqlBool> =>
  visibleRows('cognate_set', SET_VISIBILITY, viewer);

/** Cognates the viewer may see (shared or theirs). */
export const visibleCognates = (viewer: number | null): Expression<SqlBool> =>
  visibleRows('cognate', COGNATE_VISIBILITY, viewer);
