import { sql, type SqlBool } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import type { SentenceRow, SentenceWordRow } from '../../db/tables';
import { filterConditions, type FilterAllowList, type ParsedFilter } from '../../http/filters';

/** The filters of GET /utoaztecan/api/nahuatl-sentence/ (SPEC.md §7). */
export const SENTENCE_FILTERS: FilterAllowList = {
  sentence__icontains: { column: 'plain', lookup: 'icontains', folded: true },
  nahuatl: {
    column: 'id',
    lookup: 'id',
    condition: (wordId) => sql<SqlBool>`id in (select sentence from sentence_word where nahuatl_word = ${wordId})`,
  },
  owner: { column: 'owner', lookup: 'id' },
};

/** The filters of GET /utoaztecan/api/sentence-word/. */
export const SENTENCE_WORD_FILTERS: FilterAllowList = {
  sentence: { column: 'sentence_word.sentence', lookup: 'id' },
  nahuatl_word: { column: 'sentence_word.nahuatl_word', lookup: 'id' },
};

/** The fields of a sentence its owner writes. */
export interface SentenceValues {
  sentence: string;
  word: number | null;
  spanish: string;
  english: string;
  notes: string;
  source: string;
  share: boolean;
  featured?: boolean;
}

const COLUMNS = ['id', 'sentence', 'plain', 'word', 'spanish', 'english', 'notes', 'source', 'share', 'featured', 'deleted', 'owner', 'created_at'] as const;
const LINK_COLUMNS = ['sentence_word.id', 'sentence_word.sentence', 'sentence_word.nahuatl_word', 'sentence_word.tense', 'sentence_word.person'] as const;

/** Not deleted, and shared or the viewer's own: what anyone may see in a list. */
function visibleTo(viewer: number | null) {
  return sql<SqlBool>`nahuatl_sentence.deleted = ${false} and (nahuatl_sentence.share = ${true} or nahuatl_sentence.owner = ${viewer ?? 0})`;
}

/** All SQL for `nahuatl_sentence` and `sentence_word`. */
export function sentenceRepository(db: Db) {
  const { kysely, dialect } = db;


  function listQuery(filters: ParsedFilter[], viewer: number | null) {
    return kysely.selectFrom('nahuatl_sentence').where(visibleTo(viewer)).where(filterConditions(filters, dialect));
  }

  return {
    async count(filters: ParsedFilter[], viewer: number | null): Promise<number> {
      const row = await listQuery(filters, viewer).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    list(filters: ParsedFilter[], viewer: number | null, limit: number, offset: number): Promise<SentenceRow[]> {
      return listQuery(filters, viewer).select(COLUMNS).orderBy('id').limit(limit).offset(offset).execute();
    },

    featured(viewer: number | null): Promise<SentenceRow[]> {
      return listQuery([], viewer).select(COLUMNS).where('featured', '=', true).orderBy('id').limit(50).execute();
    },

    /** A sentence that is not deleted, whoever may see it (the policy decides). */
    getById(id: number): Promise<SentenceRow | undefined> {
      return kysely.selectFrom('nahuatl_sentence').select(COLUMNS).where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
    },

    /** Creates a sentence and, when given, links it to a word, in one transaction. */
    async create(values: SentenceValues, owner: number, linkWord?: number): Promise<SentenceRow> {
      return kysely.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('nahuatl_sentence')
          .values({
            ...values,
            featured: values.featured ?? false,
            plain: foldNahuatl(values.sentence),
            owner,
            deleted: false,
            created_at: new Date().toISOString(),
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        if (linkWord !== undefined) {
          await trx.insertInto('sentence_word').values({ sentence: row.id, nahuatl_word: linkWord, tense: null, person: null }).execute();
        }
        return row;
      });
    },

    update(id: number, changes: Partial<SentenceValues>): Promise<SentenceRow | undefined> {
      const values = { ...changes, ...(changes.sentence !== undefined ? { plain: foldNahuatl(changes.sentence) } : {}) };
      if (Object.keys(values).length === 0) return this.getById(id);
      return kysely.updateTable('nahuatl_sentence').set(values).where('id', '=', id).returning(COLUMNS).executeTakeFirst();
    },

    /** Soft delete: the row stays, lists and counts skip it. */
    async remove(id: number): Promise<void> {
      await kysely.updateTable('nahuatl_sentence').set({ deleted: true }).where('id', '=', id).execute();
    },

    async countLinks(filters: ParsedFilter[], viewer: number | null): Promise<number> {
      const row = await linkQuery(filters, viewer).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    listLinks(filters: ParsedFilter[], viewer: number | null, limit: number, offset: number): Promise<SentenceWordRow[]> {
      return linkQuery(filters, viewer).select(LINK_COLUMNS).orderBy('sentence_word.id').limit(limit).offset(offset).execute();
    },

    getLink(id: number): Promise<SentenceWordRow | undefined> {
      return kysely.selectFrom('sentence_word').select(LINK_COLUMNS).where('sentence_word.id', '=', id).executeTakeFirst();
    },

    findLink(sentence: number, word: number): Promise<SentenceWordRow | undefined> {
      return kysely
        .selectFrom('sentence_word')
        .select(LINK_COLUMNS)
        .where('sentence_word.sentence', '=', sentence)
        .where('sentence_word.nahuatl_word', '=', word)
        .executeTakeFirst();
    },

    createLink(values: { sentence: number; nahuatl_word: number; tense: string | null; person: string | null }): Promise<SentenceWordRow> {
      return kysely.insertInto('sentence_word').values(values).returning(['id', 'sentence', 'nahuatl_word', 'tense', 'person']).executeTakeFirstOrThrow();
    },

    async removeLink(id: number): Promise<void> {
      await kysely.deleteFrom('sentence_word').where('id', '=', id).execute();
    },
  };

  /** Links whose sentence the viewer may see. */
  function linkQuery(filters: ParsedFilter[], viewer: number | null) {
    return kysely
      .selectFrom('sentence_word')
      .innerJoin('nahuatl_sentence', 'nahuatl_sentence.id', 'sentence_word.sentence')
      .where(visibleTo(viewer))
      .where(filterConditions(filters, dialect));
  }
}

export type SentenceRepository = ReturnType<typeof sentenceRepository>;
