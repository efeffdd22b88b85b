import { sql, type SqlBool } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository, type OwnedValues } from '../../db/owned-table';
import type { CognateSetRow } from '../../db/tables';
import { CognateSet, type CognateSetPatch, type cognateSetResource } from '../../../contract/utoaztecan';
import { wireColumns } from '../../http/presenter';
import { escapeLike, like, withinAWord, type FilterColumns } from '../../db/filters';
import { SET_VISIBILITY, visibleCategories, visibleCognates, visibleReferences } from '../../http/utoaztecan-visibility';

/** The SQL of the filters of GET /utoaztecan/api/cognate-set/ (SPEC.md §7), plus `owner`, for a viewer. */
function cognateSetFilters(db: Db, viewer: number | null): FilterColumns<typeof cognateSetResource.filters> {
  return {
    semantic_category: { column: 'cognate_set.semantic_category' },
    plain__istartswith: { column: 'cognate_set.plain', folded: true },
    // The search box: the set's word, or a word of its category (English or Spanish) if the viewer sees it.
    cognateSet: {
      column: 'cognate_set.plain',
      folded: true,
      condition: (value) => {
        const pattern = `%${escapeLike(String(value))}%`;
        return sql<SqlBool>`(${like('cognate_set.plain', pattern, db.dialect)} or cognate_set.semantic_category in (
          select semantic_category.id from semantic_category
          where ${withinAWord('semantic_category.words_plain', String(value), db.dialect)} and ${visibleCategories(viewer)}))`;
      },
    },
    owner: { column: 'cognate_set.owner' },
  };
}

/** The fields of a set its owner writes. */
export type CognateSetValues = OwnedValues<CognateSetPatch>;

/** The fields the presenter makes from other records: the set's cognates, their languages, its dataset's credit. */
export const SET_COMPUTED = ['cognates', 'languages', 'credit'] as const;

const COLUMNS = wireColumns(CognateSet, { computed: SET_COMPUTED, storedOnly: ['dataset', 'key', 'created_at'] });

/** All SQL for `cognate_set` and what a set shows of its cognates and its dataset. */
export function cognateSetRepository(db: Db) {
  const sets = ownedRepository<CognateSetRow, CognateSetValues>(db, {
    table: 'cognate_set',
    columns: COLUMNS,
    order: ['plain'],
    ...SET_VISIBILITY,
    stored: (values) => ({ ...values, ...(values.word !== undefined ? { plain: foldNahuatl(values.word) } : {}) }),
  });

  return {
    ...sets,
    filters: (viewer: number | null) => cognateSetFilters(db, viewer),
    requireVisibleRefs: visibleReferences(db),

    /** The cognates of these sets the viewer may see (shared or theirs), with their language's name, in language order. */
    cognatesOf(setIds: number[], viewer: number | null) {
      if (setIds.length === 0) return Promise.resolve([]);
      return db.kysely
        .selectFrom('cognate')
        .leftJoin('ua_language', (join) =>
          join.onRef('ua_language.dataset', '=', 'cognate.dataset').onRef('ua_language.key', '=', 'cognate.language'),
        )
        .select([
          'cognate.id', 'cognate.set', 'cognate.language', 'cognate.word', 'cognate.definition', 'cognate.reconstructed', 'cognate.loan',
          'ua_language.name as language_name',
        ])
        .where('cognate.set', 'in', setIds)
        .where(visibleCognates(viewer))
        .orderBy('cognate.reconstructed', 'desc')
        .orderBy('ua_language.id')
        .orderBy('cognate.id')
        .execute();
    },

    /** The datasets these sets were imported from, for their credit. */
    datasetsOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.kysely.selectFrom('ua_dataset').select(['id', 'citation', 'licence', 'url']).where('id', 'in', ids).execute();
    },
  };
}

export type CognateSetRepository = ReturnType<typeof cognateSetRepository>;
