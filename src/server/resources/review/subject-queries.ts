import { sql, type ExpressionBuilder } from 'kysely';
import { CARD_STATES } from '../../../contract/api/review';
import type { Db } from '../../db/database';
import { visibleRows } from '../../db/owned-table';
import type { Database } from '../../db/tables';

/*
 * What the review reads of other resources' tables: the dictionary words its cards are about,
 * the patterns and vocabularies cards are made from, and how much of each vocabulary a learner
 * knows. Only reads, with the visibility rules of those resources (DESIGN.md §4).
 */

/** The word columns a card shows and conjugates from. */
export interface CardWordRow {
  id: number;
  word: string;
  type: string;
  variant: string | null;
  past: string | null;
  /** A noun's possessed form, which its possession cards ask (decision 056). */
  owned: string | null;
  transitive: boolean | number | null;
  overrides: string | null;
  definition_spanish: string;
  definition_english: string;
}

const CARD_WORD_COLUMNS = [
  'nahuatl_word.id',
  'nahuatl_word.word',
  'nahuatl_word.type',
  'nahuatl_word.variant',
  'nahuatl_word.past',
  'nahuatl_word.owned',
  'nahuatl_word.transitive',
  'nahuatl_word.overrides',
  'nahuatl_word.definition_spanish',
  'nahuatl_word.definition_english',
] as const;

const VOCABULARY_VISIBILITY = { visibility: 'share', softDelete: false } as const;
const PATTERN_VISIBILITY = { visibility: 'share', softDelete: true } as const;

/** The ids of a vocabulary's words, when the viewer may see the vocabulary (the review card filter `vocabulary`). */
export const visibleVocabularyWords = (vocabulary: unknown, viewer: number) =>
  sql<number>`(select vocabulary_word.nahuatl_word from vocabulary_word join vocabulary on vocabulary.id = vocabulary_word.vocabulary
    where vocabulary.id = ${vocabulary} and ${visibleRows('vocabulary', VOCABULARY_VISIBILITY, viewer)})`;

/** The ids of a vocabulary's words, whoever may see it (a learner removing their cards of it). */
export const vocabularyWordIds = (eb: ExpressionBuilder<Database, 'review_card'>, vocabulary: number) =>
  eb.selectFrom('vocabulary_word').select('nahuatl_word').where('vocabulary', '=', vocabulary);

export function subjectQueries({ kysely }: Db) {
  async function vocabularyVisible(vocabulary: number, viewer: number): Promise<boolean> {
    const found = await kysely
      .selectFrom('vocabulary')
      .select('id')
      .where('id', '=', vocabulary)
      .where(visibleRows('vocabulary', VOCABULARY_VISIBILITY, viewer))
      .executeTakeFirst();
    return found !== undefined;
  }

  return {
    /** The words cards are about, by id (dictionary words are public). */
    async words(ids: readonly number[]): Promise<CardWordRow[]> {
      if (ids.length === 0) return [];
      return kysely
        .selectFrom('nahuatl_word')
        .select(CARD_WORD_COLUMNS)
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    /** Whether a pattern is there for the viewer (shared or theirs, not deleted). */
    async patternVisible(id: number, viewer: number): Promise<boolean> {
      const row = await kysely
        .selectFrom('pattern')
        .select('id')
        .where('id', '=', id)
        .where(visibleRows('pattern', PATTERN_VISIBILITY, viewer))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a vocabulary is there for the viewer (shared or theirs). */
    vocabularyVisible,

    /** The words of a vocabulary the viewer may see, in the vocabulary's order; undefined when it is not there for them. */
    async vocabularyWords(vocabulary: number, viewer: number): Promise<CardWordRow[] | undefined> {
      if (!(await vocabularyVisible(vocabulary, viewer))) return undefined;
      return kysely
        .selectFrom('vocabulary_word')
        .innerJoin('nahuatl_word', 'nahuatl_word.id', 'vocabulary_word.nahuatl_word')
        .select(CARD_WORD_COLUMNS)
        .where('vocabulary_word.vocabulary', '=', vocabulary)
        .orderBy('vocabulary_word.id')
        .execute();
    },

    /**
     * Each vocabulary the learner studies: one they may see whose every word has a card in
     * their deck (studying a vocabulary gives each of its words cards), not one that merely
     * shares a word with it (issue 48). Its words, and those with a card in review.
     */
    async vocabularyProgress(owner: number) {
      const rows = await kysely
        .selectFrom('vocabulary')
        .innerJoin('vocabulary_word', 'vocabulary_word.vocabulary', 'vocabulary.id')
        .select([
          'vocabulary.id',
          'vocabulary.name',
          'vocabulary.language',
          sql<number>`count(distinct vocabulary_word.nahuatl_word)`.as('words'),
          sql<number>`count(distinct case when exists (
            select 1 from review_card where review_card.word = vocabulary_word.nahuatl_word and review_card.owner = ${owner} and review_card.state = ${CARD_STATES.indexOf('review')}
          ) then vocabulary_word.nahuatl_word end)`.as('known'),
        ])
        .where(visibleRows('vocabulary', VOCABULARY_VISIBILITY, owner))
        .where('vocabulary.id', 'in', (eb) =>
          eb
            .selectFrom('vocabulary_word as held')
            .innerJoin('review_card', (join) =>
              join.onRef('review_card.word', '=', 'held.nahuatl_word').on('review_card.owner', '=', owner),
            )
            .select('held.vocabulary'),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('vocabulary_word as unstudied')
                .select('unstudied.id')
                .whereRef('unstudied.vocabulary', '=', 'vocabulary.id')
                .where(({ not: none, exists: some, selectFrom: from }) =>
                  none(
                    some(
                      from('review_card')
                        .select('review_card.id')
                        .whereRef('review_card.word', '=', 'unstudied.nahuatl_word')
                        .where('review_card.owner', '=', owner),
                    ),
                  ),
                ),
            ),
          ),
        )
        .groupBy(['vocabulary.id', 'vocabulary.name', 'vocabulary.language'])
        .orderBy('vocabulary.name')
        .orderBy('vocabulary.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        language: row.language,
        words: Number(row.words),
        known: Number(row.known),
      }));
    },
  };
}
