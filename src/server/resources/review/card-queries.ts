import { sql, type DeleteQueryBuilder, type DeleteResult, type Insertable, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { CARD_STATES, type CardState, type reviewApi } from '../../../contract/api/review';
import type { Memory } from '../../../contract/review-schedule';
import type { Db, Dialect } from '../../db/database';
import { filterConditions, type FilterColumns, type ParsedFilter } from '../../db/filters';
import type { Database, ReviewCardRow, ReviewCardTable } from '../../db/tables';
import { deckChanged } from './deck-version';
import { visibleVocabularyWords, vocabularyWordIds } from './subject-queries';

/** A card as it is written: everything but the id. */
export type NewCardRow = Omit<Insertable<ReviewCardTable>, 'id'> & { last_review: string | null };

/** An FSRS state as stored: its index. */
export const stateIndex = (name: CardState) => CARD_STATES.indexOf(name);

/** A card's memory as its columns hold it (the state as its index). */
export const memoryColumns = (memory: Memory) => ({ ...memory, state: stateIndex(memory.state) });

/** The filters' SQL: `due` (due now, learnt cards), `kind`, and the words of a `vocabulary` the learner may see. */
export function cardFilters(viewer: number, now: () => string): FilterColumns<typeof reviewApi.cardFilters> {
  return {
    due: {
      column: 'review_card.due',
      condition: (value) =>
        value
          ? sql<SqlBool>`(review_card.state <> 0 and review_card.due <= ${now()})`
          : sql<SqlBool>`not (review_card.state <> 0 and review_card.due <= ${now()})`,
    },
    kind: { column: 'review_card.kind' },
    vocabulary: {
      column: 'review_card.word',
      condition: (value) => sql<SqlBool>`review_card.word in ${visibleVocabularyWords(value, viewer)}`,
    },
  };
}

/** The learner's cards, to read (and narrow) in `executor`. */
export const cardsOf = (executor: Kysely<Database>, owner: number) =>
  executor.selectFrom('review_card').selectAll().where('owner', '=', owner);

/** One of the learner's cards, by key, locked until the transaction ends (PostgreSQL; SQLite's writer holds the database). */
export function lockedCard(trx: Transaction<Database>, dialect: Dialect, owner: number, key: { id: number } | { card_key: string }) {
  const query = 'id' in key ? cardsOf(trx, owner).where('id', '=', key.id) : cardsOf(trx, owner).where('card_key', '=', key.card_key);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

type CardDeletion = DeleteQueryBuilder<Database, 'review_card', DeleteResult>;

/**
 * `review_card`: a learner's cards, one per subject (`card_key`), and the figures of /progress
 * read from them (the due list's reads are in due-queries.ts). Every call names the owner; a
 * write moves the deck's version in its transaction.
 */
export function cardQueries({ kysely, dialect }: Db) {
  /** Deletes the learner's cards that `narrow` keeps, moving the deck's version when any went; how many. */
  const removeCards = (owner: number, narrow: (deletion: CardDeletion) => CardDeletion) =>
    kysely.transaction().execute(async (trx) => {
      const result = await narrow(trx.deleteFrom('review_card').where('owner', '=', owner)).executeTakeFirst();
      const removed = Number(result.numDeletedRows);
      if (removed > 0) await deckChanged(trx, owner);
      return removed;
    });

  return {
    card(owner: number, id: number): Promise<ReviewCardRow | undefined> {
      return cardsOf(kysely, owner).where('id', '=', id).executeTakeFirst();
    },

    cardByKey(owner: number, key: string): Promise<ReviewCardRow | undefined> {
      return cardsOf(kysely, owner).where('card_key', '=', key).executeTakeFirst();
    },

    async count(owner: number, filters: ParsedFilter[]): Promise<number> {
      const row = await kysely
        .selectFrom('review_card')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('owner', '=', owner)
        .where(filterConditions(filters, dialect))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    list(owner: number, filters: ParsedFilter[], limit: number, offset: number): Promise<ReviewCardRow[]> {
      return cardsOf(kysely, owner)
        .where(filterConditions(filters, dialect))
        .orderBy('due')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Writes the learner's cards they have not got yet (by key), all or none; how many were new. */
    async insertCards(owner: number, rows: NewCardRow[]): Promise<number> {
      return kysely.transaction().execute(async (trx) => {
        let inserted = 0;
        for (let start = 0; start < rows.length; start += 500) {
          const written = await trx
            .insertInto('review_card')
            .values(rows.slice(start, start + 500))
            .onConflict((conflict) => conflict.columns(['owner', 'card_key']).doNothing())
            .returning('id')
            .execute();
          inserted += written.length;
        }
        if (inserted > 0) await deckChanged(trx, owner);
        return inserted;
      });
    },

    /** Removes one card; false when the learner has none of that id. */
    async remove(owner: number, id: number): Promise<boolean> {
      return (await removeCards(owner, (deletion) => deletion.where('id', '=', id))) > 0;
    },

    /** Removes the learner's cards of a vocabulary's words; how many. */
    removeVocabulary(owner: number, vocabulary: number): Promise<number> {
      return removeCards(owner, (deletion) => deletion.where('word', 'in', (eb) => vocabularyWordIds(eb, vocabulary)));
    },

    async stateCounts(owner: number): Promise<Array<{ state: number; count: number }>> {
      const rows = await kysely
        .selectFrom('review_card')
        .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
        .where('owner', '=', owner)
        .groupBy('state')
        .execute();
      return rows.map((row) => ({ state: Number(row.state), count: Number(row.count) }));
    },

    /**
     * Learnt cards falling due after `after` and before `until`, by calendar day: the due time
     * moved by the learner's UTC offset (`offsetMinutes`, the zone's at the time of asking).
     */
    async dueByDay(
      owner: number,
      after: string,
      until: string,
      offsetMinutes: number,
    ): Promise<Array<{ day: string; count: number }>> {
      // The offset is written into the SQL (an integer of ours), so that the grouped expression is the selected one.
      const minutes = Math.trunc(offsetMinutes);
      const day =
        dialect === 'sqlite'
          ? sql<string>`date(due, ${sql.lit(`${minutes} minutes`)})`
          : sql<string>`to_char((due at time zone 'UTC') + ${sql.lit(`${minutes} minutes`)}::interval, 'YYYY-MM-DD')`;
      const rows = await kysely
        .selectFrom('review_card')
        .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
        .where('owner', '=', owner)
        .where(sql<SqlBool>`state <> 0`)
        .where('due', '>', after)
        .where('due', '<', until)
        .groupBy(day)
        .execute();
      return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
    },
  };
}
