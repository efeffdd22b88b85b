import { sql, type SqlBool } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import type { VocabularyRow, VocabularyWordRow } from '../../db/tables';
import { filterConditions, type FilterAllowList, type ParsedFilter } from '../../http/filters';

/** The filters of GET /utoaztecan/api/vocabulary/ (SPEC.md §7), plus `tag`. */
export function vocabularyFilters(viewer: number | null): FilterAllowList {
  return {
    plain__icontains: { column: 'vocabulary.plain', lookup: 'icontains', folded: true },
    // Favourites are the owner's own picks: `favorite=true` lists the viewer's favourites.
    favorite: {
      column: 'vocabulary.favorite',
      lookup: 'boolean',
      condition: (value) =>
        value ? sql<SqlBool>`vocabulary.favorite = ${true} and vocabulary.owner = ${viewer ?? 0}` : sql<SqlBool>`vocabulary.favorite = ${false}`,
    },
    tag: {
      column: 'vocabulary.tags_plain',
      lookup: 'exact',
      folded: true,
      condition: (value) => sql<SqlBool>`vocabulary.tags_plain like ${`%|${String(value).replace(/[\\%_|]/g, '')}|%`}`,
    },
    owner: { column: 'vocabulary.owner', lookup: 'id' },
  };
}

export const VOCABULARY_WORD_FILTERS: FilterAllowList = {
  vocabulary: { column: 'vocabulary_word.vocabulary', lookup: 'id' },
  nahuatl_word: { column: 'vocabulary_word.nahuatl_word', lookup: 'id' },
};

/** The stored fields of a vocabulary, as its owner writes them (HTML already rendered). */
export interface VocabularyValues {
  name: string;
  description: string;
  tags: string[];
  suggestions_raw: string;
  suggestions: string;
  share: boolean;
  favorite: boolean;
  featured?: boolean;
}

const COLUMNS = [
  'id', 'name', 'plain', 'description', 'tags', 'tags_plain', 'suggestions_raw', 'suggestions', 'share', 'favorite', 'featured',
  'owner', 'created_at',
] as const;
const LINK_COLUMNS = ['vocabulary_word.id', 'vocabulary_word.vocabulary', 'vocabulary_word.nahuatl_word'] as const;

/** Shared, or the viewer's own. */
function visibleTo(viewer: number | null) {
  return sql<SqlBool>`(vocabulary.share = ${true} or vocabulary.owner = ${viewer ?? 0})`;
}

const tagsPlain = (tags: string[]) => `|${tags.map(foldNahuatl).join('|')}|`;

function storedValues(values: Partial<VocabularyValues>) {
  const { tags, ...rest } = values;
  return {
    ...rest,
    ...(values.name !== undefined ? { plain: foldNahuatl(values.name) } : {}),
    ...(tags !== undefined ? { tags: JSON.stringify(tags), tags_plain: tagsPlain(tags) } : {}),
  };
}

/** All SQL for `vocabulary` and `vocabulary_word`. */
export function vocabularyRepository(db: Db) {
  const { kysely, dialect } = db;

  function listQuery(filters: ParsedFilter[], viewer: number | null) {
    return kysely.selectFrom('vocabulary').where(visibleTo(viewer)).where(filterConditions(filters, dialect));
  }

  function linkQuery(filters: ParsedFilter[], viewer: number | null) {
    return kysely
      .selectFrom('vocabulary_word')
      .innerJoin('vocabulary', 'vocabulary.id', 'vocabulary_word.vocabulary')
      .where(visibleTo(viewer))
      .where(filterConditions(filters, dialect));
  }

  return {
    async count(filters: ParsedFilter[], viewer: number | null): Promise<number> {
      const row = await listQuery(filters, viewer).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    list(filters: ParsedFilter[], viewer: number | null, limit: number, offset: number): Promise<VocabularyRow[]> {
      return listQuery(filters, viewer).select(COLUMNS).orderBy('plain').orderBy('id').limit(limit).offset(offset).execute();
    },

    featured(viewer: number | null): Promise<VocabularyRow[]> {
      return listQuery([], viewer).select(COLUMNS).where('featured', '=', true).orderBy('id').limit(50).execute();
    },

    getById(id: number): Promise<VocabularyRow | undefined> {
      return kysely.selectFrom('vocabulary').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    create(values: VocabularyValues, owner: number): Promise<VocabularyRow> {
      return kysely
        .insertInto('vocabulary')
        .values({
          name: values.name,
          plain: foldNahuatl(values.name),
          description: values.description,
          tags: JSON.stringify(values.tags),
          tags_plain: tagsPlain(values.tags),
          suggestions_raw: values.suggestions_raw,
          suggestions: values.suggestions,
          share: values.share,
          favorite: values.favorite,
          featured: values.featured ?? false,
          owner,
          created_at: new Date().toISOString(),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    },

    async update(id: number, changes: Partial<VocabularyValues>): Promise<VocabularyRow | undefined> {
      const values = storedValues(changes);
      if (Object.keys(values).length > 0) await kysely.updateTable('vocabulary').set(values).where('id', '=', id).execute();
      return this.getById(id);
    },

    async remove(id: number): Promise<void> {
      await kysely.deleteFrom('vocabulary').where('id', '=', id).execute();
    },

    async countLinks(filters: ParsedFilter[], viewer: number | null): Promise<number> {
      const row = await linkQuery(filters, viewer).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    listLinks(filters: ParsedFilter[], viewer: number | null, limit: number, offset: number): Promise<VocabularyWordRow[]> {
      return linkQuery(filters, viewer).select(LINK_COLUMNS).orderBy('vocabulary_word.id').limit(limit).offset(offset).execute();
    },

    getLink(id: number): Promise<VocabularyWordRow | undefined> {
      return kysely.selectFrom('vocabulary_word').select(LINK_COLUMNS).where('vocabulary_word.id', '=', id).executeTakeFirst();
    },

    findLink(vocabulary: number, word: number): Promise<VocabularyWordRow | undefined> {
      return kysely
        .selectFrom('vocabulary_word')
        .select(LINK_COLUMNS)
        .where('vocabulary_word.vocabulary', '=', vocabulary)
        .where('vocabulary_word.nahuatl_word', '=', word)
        .executeTakeFirst();
    },

    createLink(vocabulary: number, word: number): Promise<VocabularyWordRow> {
      return kysely
        .insertInto('vocabulary_word')
        .values({ vocabulary, nahuatl_word: word })
        .returning(['id', 'vocabulary', 'nahuatl_word'])
        .executeTakeFirstOrThrow();
    },

    async removeLink(id: number): Promise<void> {
      await kysely.deleteFrom('vocabulary_word').where('id', '=', id).execute();
    },
  };
}

export type VocabularyRepository = ReturnType<typeof vocabularyRepository>;
