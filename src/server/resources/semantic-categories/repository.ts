import { sql, type SqlBool } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import { isUniqueViolation, type Db } from '../../db/database';
import { ownedRepository, type OwnedValues } from '../../db/owned-table';
import type { SemanticCategoryRow } from '../../db/tables';
import { errors } from '../../http/errors';
import { SemanticCategory, type SemanticCategoryPatch, type semanticCategoryResource } from '../../../contract/utoaztecan';
import { wireColumns } from '../../http/presenter';
import { escapeLike, like, withinAWord, type FilterColumns } from '../../db/filters';
import { CATEGORY_VISIBILITY, visibleCognates, visibleSets } from '../../http/utoaztecan-visibility';

/** One concept's row of the glosses file. */
export interface SpanishGloss {
  concepticonId: string;
  /** Concepticon's English gloss ("DOG", "EARTH (SOIL)"). */
  concepticonGloss: string;
  spanish: string;
}

/** What a writer is told when a live category already has the word (its identifier, decision 022). */
export const TAKEN = 'A category with this word already exists.';

/** The search words of a category folded between bars (`|arrow|flecha|`), so a word is found with LIKE. */
export const wordsPlain = (words: string[]) => `|${words.map(foldNahuatl).join('|')}|`;

/** A Spanish gloss's alternatives folded between bars (`|todo|todos|`), searched as a category's words are. */
export const glossPlain = (gloss: string) =>
  `|${gloss
    .split(',')
    .map((part) => foldNahuatl(part))
    .filter(Boolean)
    .join('|')}|`;

/** The gloss columns of a category: its Spanish gloss and that gloss folded for the search. */
export const glossColumns = (gloss: string) => ({
  gloss_es: gloss,
  gloss_es_plain: gloss === '' ? '|' : glossPlain(gloss),
});

/** The SQL of the filters of GET /utoaztecan/api/semantic-category/ (SPEC.md §7), plus `word` and `owner`, for a viewer. */
function semanticCategoryFilters(db: Db, viewer: number | null): FilterColumns<typeof semanticCategoryResource.filters> {
  return {
    // The category's own word counts as one of its search words, and so does each alternative of its Spanish gloss.
    words__icontains: {
      column: 'semantic_category.words_plain',
      folded: true,
      condition: (value) => {
        const pattern = `%${escapeLike(String(value))}%`;
        const within = (column: string) => withinAWord(column, String(value), db.dialect);
        return sql<SqlBool>`(${within('semantic_category.words_plain')} or ${within('semantic_category.gloss_es_plain')} or ${like('semantic_category.plain', pattern, db.dialect)})`;
      },
    },
    word: { column: 'semantic_category.plain', folded: true },
    // Categories whose reconstructed words hold a cognate linked to this dictionary word, set
    // and cognate both seen by the viewer (a link belongs to its cognate's owner).
    nahuatl: {
      column: 'semantic_category.id',
      condition: (wordId) => sql<SqlBool>`semantic_category.id in (
        select cognate_set.semantic_category from cognate_set
        join cognate on cognate."set" = cognate_set.id
        join cognate_word on cognate_word.cognate = cognate.id
        where cognate_word.nahuatl_word = ${wordId} and ${visibleSets(viewer)} and ${visibleCognates(viewer)})`,
    },
    owner: { column: 'semantic_category.owner' },
  };
}

/** The fields of a category its owner writes, and its Spanish gloss, which is not theirs to write (`spanishGlossOf`). */
export type SemanticCategoryValues = OwnedValues<SemanticCategoryPatch, { gloss_es?: string }>;

/** The fields the presenter makes from other records. */
export const CATEGORY_COMPUTED = ['set_count', 'credits'] as const;

const COLUMNS = wireColumns(SemanticCategory, {
  computed: CATEGORY_COMPUTED,
  storedOnly: ['plain', 'words_plain', 'gloss_es_plain', 'created_at'],
});

function storedValues(values: Partial<SemanticCategoryValues>): Record<string, unknown> {
  const { words, gloss_es, ...rest } = values;
  return {
    ...rest,
    ...(values.word !== undefined ? { plain: foldNahuatl(values.word) } : {}),
    ...(words !== undefined ? { words: JSON.stringify(words), words_plain: wordsPlain(words) } : {}),
    ...(gloss_es !== undefined ? glossColumns(gloss_es) : {}),
  };
}

/** All SQL for `semantic_category`: an owned, shared, soft-deleted table, named by its word. */
export function semanticCategoryRepository(db: Db) {
  const categories = ownedRepository<SemanticCategoryRow, SemanticCategoryValues>(db, {
    table: 'semantic_category',
    columns: COLUMNS,
    order: ['plain'],
    ...CATEGORY_VISIBILITY,
    stored: storedValues,
  });
  /** A write that lost a race for a word to another (the unique index of migration 014) is told the word is taken. */
  const wordTaken = (error: unknown): never => {
    throw isUniqueViolation(error) ? errors.invalid({ word: [TAKEN] }) : error;
  };
  return {
    ...categories,
    filters: (viewer: number | null) => semanticCategoryFilters(db, viewer),
    create: (...args: Parameters<typeof categories.create>) => categories.create(...args).catch(wordTaken),
    update: (...args: Parameters<typeof categories.update>) => categories.update(...args).catch(wordTaken),
    /**
     * Gives each category its concept's Spanish gloss (by Concepticon id, or, without one, by
     * its word being the concept's English gloss) in one transaction, rewriting only those whose
     * gloss differs (decision 044). Says how many categories changed.
     */
    setSpanishGlosses(glosses: readonly SpanishGloss[]): Promise<number> {
      return db.kysely.transaction().execute(async (trx) => {
        let changed = 0;
        for (const gloss of glosses) {
          const result = await trx
            .updateTable('semantic_category')
            .set(glossColumns(gloss.spanish))
            .where((eb) =>
              eb.or([
                eb('concepticon_id', '=', gloss.concepticonId),
                eb.and([eb('concepticon_id', '=', ''), eb('plain', '=', foldNahuatl(gloss.concepticonGloss))]),
              ]),
            )
            .where('gloss_es', '<>', gloss.spanish)
            .executeTakeFirst();
          changed += Number(result.numUpdatedRows);
        }
        return changed;
      });
    },
    /** The (first) category with this word, whatever its case or accents, if it is not deleted. */
    async getByWord(word: string) {
      const row = await db.kysely
        .selectFrom('semantic_category')
        .select('id')
        .where('plain', '=', foldNahuatl(word))
        .where('deleted', '=', false)
        .orderBy('id')
        .executeTakeFirst();
      return row && categories.getById(row.id);
    },

    /** How many cognate sets filed under each of these categories the viewer sees (shared or theirs, not deleted). */
    async setCountsOf(ids: number[], viewer: number | null): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db.kysely
        .selectFrom('cognate_set')
        .select((eb) => ['cognate_set.semantic_category as category', eb.fn.countAll<number | string>().as('count')])
        .where('cognate_set.semantic_category', 'in', ids)
        .where(visibleSets(viewer))
        .groupBy('cognate_set.semantic_category')
        .execute();
      return new Map(rows.map((row) => [Number(row.category), Number(row.count)]));
    },

    /**
     * The datasets the shared, live reconstructed words of these categories come from, for
     * their credits: one row a category and dataset, in the order the datasets were imported.
     */
    creditsOf(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.kysely
        .selectFrom('cognate_set')
        .innerJoin('ua_dataset', 'ua_dataset.id', 'cognate_set.dataset')
        .select(['cognate_set.semantic_category as category', 'ua_dataset.id', 'ua_dataset.citation', 'ua_dataset.licence', 'ua_dataset.url'])
        .distinct()
        .where('cognate_set.semantic_category', 'in', ids)
        .where(visibleSets(null))
        .orderBy('ua_dataset.id')
        .execute();
    },
  };
}

export type SemanticCategoryRepository = ReturnType<typeof semanticCategoryRepository>;
