import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { visibleRows } from '../db/owned-table';
import { doesNotExist, errors } from './errors';

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

const VISIBLE = { semantic_category: visibleCategories, cognate_set: visibleSets } as const;

/** A field of a body naming a category or set: its id (null or absent: none) and the one the row holds now. */
export interface Reference {
  field: string;
  table: keyof typeof VISIBLE;
  id: number | null | undefined;
  current?: number | null;
}

/**
 * What a writer may file a row under: a category or set they see (shared or theirs, not
 * deleted). A reference the row already holds may stay, even to one they no longer see.
 * The check throws a 400 naming each field that names another (DRF's "Invalid pk" message).
 */
export const visibleReferences = (db: Db) => async (viewer: number, references: Reference[]): Promise<void> => {
  const missing: Record<string, string[]> = {};
  for (const { field, table, id, current } of references) {
    if (id == null || id === current) continue;
    const row = await db.kysely
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where(VISIBLE[table](viewer))
      .executeTakeFirst();
    if (row === undefined) missing[field] = [doesNotExist(id)];
  }
  if (Object.keys(missing).length > 0) throw errors.invalid(missing);
};
