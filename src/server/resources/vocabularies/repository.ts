import { sql, type SqlBool } from 'kysely';
import { foldNahuatl } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { ownedRepository, wordLinkRepository, type OwnedValues } from '../../db/owned-table';
import type { VocabularyRow, VocabularyWordRow } from '../../db/tables';
import { Vocabulary, VocabularySummary, type VocabularyPatch, type vocabularyResource, type vocabularyWordLink } from '../../../contract/vocabularies';
import { wireColumns } from '../../http/presenter';
import { tagFilter, tagsPlain, type FilterColumns } from '../../db/filters';

/** The SQL of the filters of GET /utoaztecan/api/vocabulary/ (SPEC.md §7), plus `tag`, for a viewer. */
export function vocabularyFilters(viewer: number | null): FilterColumns<typeof vocabularyResource.filters> {
  return {
    plain__icontains: { column: 'vocabulary.plain', folded: true },
    // Favourites are the owner's own picks: `favorite=true` lists the viewer's favourites.
    favorite: {
      column: 'vocabulary.favorite',
      condition: (value) =>
        value ? sql<SqlBool>`vocabulary.favorite = ${true} and vocabulary.owner = ${viewer ?? 0}` : sql<SqlBool>`vocabulary.favorite = ${false}`,
    },
    tag: tagFilter('vocabulary.tags_plain'),
    owner: { column: 'vocabulary.owner' },
    language: { column: 'vocabulary.language' },
  };
}

export const VOCABULARY_WORD_FILTERS: FilterColumns<typeof vocabularyWordLink.filters> = {
  vocabulary: { column: 'vocabulary_word.vocabulary' },
  nahuatl_word: { column: 'vocabulary_word.nahuatl_word' },
};

/** What an owner is told when they already have a vocabulary of that name (decision 077). */
export const NAME_TAKEN = 'You already have a vocabulary with this name.';

/** The stored fields of a vocabulary, as its owner writes them; `suggestions` is then the HTML rendered from `suggestions_raw`. */
export type VocabularyValues = OwnedValues<VocabularyPatch>;

const STORED_ONLY = ['plain', 'tags_plain', 'created_at'];
const COLUMNS = wireColumns(Vocabulary, { storedOnly: STORED_ONLY });
/** Lists read no suggestions (decision 079). */
const LIST_COLUMNS = wireColumns(VocabularySummary, { storedOnly: STORED_ONLY });

function storedValues(values: Partial<VocabularyValues>) {
  const { tags, ...rest } = values;
  return {
    ...rest,
    ...(values.name !== undefined ? { plain: foldNahuatl(values.name) } : {}),
    ...(tags !== undefined ? { tags: JSON.stringify(tags), tags_plain: tagsPlain(tags) } : {}),
  };
}

/** All SQL for `vocabulary` and `vocabulary_word`: an owned, shared table (deleted for good) and its word links. */
export function vocabularyRepository(db: Db) {
  const vocabularies = ownedRepository<VocabularyRow, VocabularyValues>(db, {
    table: 'vocabulary',
    columns: COLUMNS,
    listColumns: LIST_COLUMNS,
    order: ['plain'],
    visibility: 'share',
    softDelete: false,
    stored: storedValues,
  });
  const links = wordLinkRepository<VocabularyWordRow>(db, {
    table: 'vocabulary_word',
    parentColumn: 'vocabulary',
    parent: { table: 'vocabulary', visibleTo: vocabularies.visibleTo },
    columns: ['id', 'vocabulary', 'nahuatl_word'],
  });
  return {
    ...vocabularies,
    links,
    /** The id of `owner`'s vocabulary named `name` (case and long vowels aside), other than `except`; undefined when none. */
    async namedBy(owner: number, name: string, except?: number): Promise<number | undefined> {
      let query = db.kysely
        .selectFrom('vocabulary')
        .select('id')
        .where('owner', '=', owner)
        .where('plain', '=', foldNahuatl(name));
      if (except !== undefined) query = query.where('id', '<>', except);
      return (await query.executeTakeFirst())?.id;
    },
  };
}

export type VocabularyRepository = ReturnType<typeof vocabularyRepository>;
