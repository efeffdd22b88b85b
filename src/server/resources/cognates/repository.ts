import { sql, type SqlBool, type Transaction } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository, wordLinkRepository, type OwnedValues } from '../../db/owned-table';
import type { CognateRow, Database } from '../../db/tables';
import { COGNATE_SET_LIMITS } from '../../../contract/api/utoaztecan';
import {
  Cognate,
  FULL_SET_MESSAGE,
  OTHERS_FULL_SET_MESSAGE,
  type CognatePatch,
  type cognateResource,
  type cognateWordLink,
} from '../../../contract/utoaztecan';
import { errors } from '../../http/errors';
import { wireColumns } from '../../http/presenter';
import { escapeLike, like, type FilterColumns } from '../../db/filters';
import { COGNATE_VISIBILITY, visibleReferences } from '../../http/utoaztecan-visibility';

/** The SQL of the filters of GET /utoaztecan/api/cognate/ (SPEC.md §7), plus `nahuatl` (a word's cognates) and `owner`. */
function cognateFilters(db: Db): FilterColumns<typeof cognateResource.filters> {
  return {
    language: { column: 'cognate.language' },
    set: { column: 'cognate.set' },
    plain__istartswith: { column: 'cognate.plain', folded: true },
    // The search box: the word, or a word of its definition.
    cognate: {
      column: 'cognate.plain',
      folded: true,
      condition: (value) => {
        const pattern = `%${escapeLike(String(value))}%`;
        return sql<SqlBool>`(${like('cognate.plain', pattern, db.dialect)} or ${like('cognate.definition_plain', pattern, db.dialect)})`;
      },
    },
    // The cognates a dictionary word is linked to (its page lists them).
    nahuatl: {
      column: 'cognate.id',
      condition: (wordId) => sql<SqlBool>`cognate.id in (select cognate from cognate_word where nahuatl_word = ${wordId})`,
    },
    owner: { column: 'cognate.owner' },
  };
}

export const COGNATE_WORD_FILTERS: FilterColumns<typeof cognateWordLink.filters> = {
  cognate: { column: 'cognate_word.cognate' },
  nahuatl: { column: 'cognate_word.nahuatl_word' },
};

/** The fields of a cognate its owner writes. */
export type CognateValues = OwnedValues<CognatePatch>;

/** The field the presenter makes from other records: the Nahuatl words linked to the cognate. */
export const COGNATE_COMPUTED = ['nahuatl_words'] as const;

const COLUMNS = wireColumns(Cognate, {
  computed: [...COGNATE_COMPUTED, 'language_name'],
  storedOnly: [
    'semantic_category',
    'dataset',
    'key',
    'created_at',
    // The language's name where an imported dataset names it; else the code itself.
    sql<string>`coalesce(
      (select ua_language.name from ua_language where ua_language.key = cognate.language and ua_language.dataset = cognate.dataset),
      (select min(ua_language.name) from ua_language where ua_language.key = cognate.language),
      cognate.language)`.as('language_name'),
  ],
});

/**
 * Refuses a cognate written into a set (made there or moved there) that the set has no room
 * for (`COGNATE_SET_LIMITS`). Every cognate counts, shared or not: a set shows each viewer the
 * shared ones and their own, so only all of them bound what it shows anyone. Counted after
 * the write with the set locked, so that cognates added at once are counted one after another
 * (SQLite runs one transaction at a time); `no key update`, because the new cognate's own key
 * check already holds the set's key, as another's does.
 */
async function requireRoomInSet(db: Db, trx: Transaction<Database>, row: CognateRow, before: CognateRow | undefined): Promise<void> {
  if (row.set === null || row.set === before?.set) return;
  let locked = trx.selectFrom('cognate_set').select('owner').where('id', '=', row.set);
  if (db.dialect === 'postgres') locked = locked.forNoKeyUpdate();
  const set = await locked.executeTakeFirst();
  if (set === undefined) return;
  const held = await trx
    .selectFrom('cognate')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.sum<number>(eb.case().when('owner', '<>', set.owner).then(1).else(0).end()).as('others'),
    ])
    .where('set', '=', row.set)
    .executeTakeFirstOrThrow();
  if (Number(held.all) > COGNATE_SET_LIMITS.cognates) throw errors.invalid({ set: [FULL_SET_MESSAGE] });
  if (row.owner !== set.owner && Number(held.others) > COGNATE_SET_LIMITS.othersCognates) {
    throw errors.invalid({ set: [OTHERS_FULL_SET_MESSAGE] });
  }
}

/** All SQL for `cognate` and `cognate_word`: an owned, shared table (deleted for good) and its links to dictionary words. */
export function cognateRepository(db: Db) {
  const cognates = ownedRepository<CognateRow & { language_name: string }, CognateValues>(db, {
    table: 'cognate',
    columns: COLUMNS,
    order: ['plain'],
    ...COGNATE_VISIBILITY,
    checkWritten: (trx, row, before) => requireRoomInSet(db, trx, row, before),
    stored: (values) => ({
      ...values,
      ...(values.word !== undefined ? { plain: foldNahuatl(values.word), reconstructed: values.word.startsWith('*') } : {}),
      ...(values.definition !== undefined ? { definition_plain: foldNahuatl(values.definition) } : {}),
    }),
  });
  const links = wordLinkRepository<{ id: number; cognate: number; nahuatl_word: number }>(db, {
    table: 'cognate_word',
    parentColumn: 'cognate',
    parent: { table: 'cognate', visibleTo: cognates.visibleTo },
    columns: ['id', 'cognate', 'nahuatl_word'],
  });

  const filters = cognateFilters(db);
  return {
    ...cognates,
    links,
    filters,
    requireVisibleRefs: visibleReferences(db),

    /** The links of these cognates to dictionary words, in the order they were made. */
    linksOf(cognateIds: number[]) {
      if (cognateIds.length === 0) return Promise.resolve([]);
      return db.kysely
        .selectFrom('cognate_word')
        .select(['id', 'cognate', 'nahuatl_word'])
        .where('cognate', 'in', cognateIds)
        .orderBy('id')
        .execute();
    },

    /**
     * Per language: how many cognates the viewer can see, the language's name, and the
     * title, year and authors of its source (the language's own, else its dataset's).
     */
    async languageCounts(viewer: number | null) {
      const rows = await db.kysely
        .selectFrom('cognate')
        .where(cognates.visibleTo(viewer))
        .select((eb) => ['cognate.language', eb.fn.countAll<number>().as('count'), eb.fn.min('cognate.dataset').as('dataset')])
        .groupBy('cognate.language')
        .execute();
      const languages = await db.kysely
        .selectFrom('ua_language')
        .innerJoin('ua_dataset', 'ua_dataset.id', 'ua_language.dataset')
        .leftJoin('ua_source', (join) => join.onRef('ua_source.dataset', '=', 'ua_language.dataset').onRef('ua_source.key', '=', 'ua_language.source'))
        .select([
          'ua_language.key', 'ua_language.name', 'ua_language.dataset',
          'ua_source.title as source_title', 'ua_source.year as source_year', 'ua_source.authors as source_authors',
          'ua_dataset.title as dataset_title', 'ua_dataset.year as dataset_year', 'ua_dataset.authors as dataset_authors',
        ])
        .where('ua_language.key', 'in', rows.length > 0 ? rows.map((row) => row.language) : [''])
        .execute();
      return rows
        .map((row) => {
          const language = languages.find((l) => l.key === row.language && l.dataset === row.dataset) ?? languages.find((l) => l.key === row.language);
          const fromSource = Boolean(language?.source_title);
          return {
            language: row.language,
            count: Number(row.count),
            name: language?.name ?? row.language,
            title: (fromSource ? language?.source_title : language?.dataset_title) ?? '',
            year: (fromSource ? language?.source_year : language?.dataset_year) ?? '',
            authors: (fromSource ? language?.source_authors : language?.dataset_authors) ?? '',
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name) || a.language.localeCompare(b.language));
    },
  };
}

export type CognateRepository = ReturnType<typeof cognateRepository>;
