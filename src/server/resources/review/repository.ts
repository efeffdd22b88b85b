import { sql, type Insertable, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { CARD_STATES, DEFAULT_REVIEW_SETTINGS, RATINGS, type REVIEW_CARD_FILTERS, type REVIEW_LOG_FILTERS } from '../../../contract/api/review';
import type { ReviewSettings } from '../../../contract/review';
import type { Scheduled } from '../../../contract/review-schedule';
import type { Db } from '../../db/database';
import { filterConditions, type FilterColumns, type ParsedFilter } from '../../db/filters';
import { visibleRows } from '../../db/owned-table';
import { inKeyOrder, phaseBatch } from '../../db/phase-batch';
import type { Database, ReviewCardRow, ReviewCardTable, ReviewLogRow, ReviewLogTable } from '../../db/tables';

/** A card as it is written: everything but the id. */
export type NewCardRow = Omit<Insertable<ReviewCardTable>, 'id'> & { last_review: string | null };

/** A log entry as it is written (the owner's, for one card). */
export type NewLogRow = Omit<Insertable<ReviewLogTable>, 'id' | 'owner'> & {
  day: string;
  rating: number;
  state_before: number;
};

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

const VOCABULARY_VISIBILITY = { visibility: 'share', softDelete: false } as const;
const PATTERN_VISIBILITY = { visibility: 'share', softDelete: true } as const;
const stateIndex = (name: (typeof CARD_STATES)[number]) => CARD_STATES.indexOf(name);
const NEW = stateIndex('new');
const LEARNING = stateIndex('learning');
const REVIEW = stateIndex('review');
const RELEARNING = stateIndex('relearning');
const AGAIN = RATINGS.indexOf('again') + 1;

/** The filters' SQL: `due` (due now, learnt cards), `kind`, and the words of a `vocabulary` the learner may see. */
export function cardFilters(viewer: number, now: () => string): FilterColumns<typeof REVIEW_CARD_FILTERS> {
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
      condition: (value) => sql<SqlBool>`review_card.word in (
        select vocabulary_word.nahuatl_word from vocabulary_word join vocabulary on vocabulary.id = vocabulary_word.vocabulary
        where vocabulary.id = ${value} and ${visibleRows('vocabulary', VOCABULARY_VISIBILITY, viewer)})`,
    },
  };
}

export const LOG_FILTERS: FilterColumns<typeof REVIEW_LOG_FILTERS> = {
  card: { column: 'review_log.card' },
  kind: { column: 'review_log.kind' },
};

/** All SQL of the review deck (decision 042). Every call names the owner: a learner reads and writes only their own. */
export function reviewRepository(db: Db) {
  const { kysely, dialect } = db;
  const lockable = <Q extends { forUpdate(): Q }>(query: Q) => (dialect === 'postgres' ? query.forUpdate() : query);

  const cards = (executor: Kysely<Database> = kysely) => executor.selectFrom('review_card').selectAll();
  // Read together for the requests of one event-loop phase (decision 049).
  const deckVersions = phaseBatch(async (owners: readonly number[]) => {
    const rows = await kysely.selectFrom('review_version').select(['owner', 'version']).where('owner', 'in', owners).execute();
    return inKeyOrder(owners, rows, (row) => row.owner);
  });

  return {
    async settings(owner: number): Promise<ReviewSettings> {
      const row = await kysely.selectFrom('review_settings').selectAll().where('owner', '=', owner).executeTakeFirst();
      if (!row) return DEFAULT_REVIEW_SETTINGS;
      const { owner: _owner, add_mistakes, ...rest } = row;
      return { ...rest, add_mistakes: Boolean(add_mistakes) };
    },

    async saveSettings(owner: number, settings: ReviewSettings): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto('review_settings')
          .values({ owner, ...settings })
          .onConflict((conflict) => conflict.column('owner').doUpdateSet(settings))
          .execute();
        await deckChanged(trx, owner);
      });
    },

    /** How often the learner's deck has changed (cards, answers, settings): 0 before its first change. */
    async deckVersion(owner: number): Promise<number> {
      return (await deckVersions(owner))?.version ?? 0;
    },

    /** The words cards are about, by id (dictionary words are public). */
    async words(ids: readonly number[]): Promise<CardWordRow[]> {
      if (ids.length === 0) return [];
      return kysely
        .selectFrom('nahuatl_word')
        .select([
          'id',
          'word',
          'type',
          'variant',
          'past',
          'owned',
          'transitive',
          'overrides',
          'definition_spanish',
          'definition_english',
        ])
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

    /** The words of a vocabulary the viewer may see, in the vocabulary's order; undefined when it is not there for them. */
    async vocabularyWords(vocabulary: number, viewer: number): Promise<CardWordRow[] | undefined> {
      const found = await kysely
        .selectFrom('vocabulary')
        .select('id')
        .where('id', '=', vocabulary)
        .where(visibleRows('vocabulary', VOCABULARY_VISIBILITY, viewer))
        .executeTakeFirst();
      if (!found) return undefined;
      return kysely
        .selectFrom('vocabulary_word')
        .innerJoin('nahuatl_word', 'nahuatl_word.id', 'vocabulary_word.nahuatl_word')
        .select([
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
        ])
        .where('vocabulary_word.vocabulary', '=', vocabulary)
        .orderBy('vocabulary_word.id')
        .execute();
    },

    /** Writes the learner's cards they have not got yet (by key), all or none; how many were new. */
    async insertCards(owner: number, rows: NewCardRow[]): Promise<number> {
      return kysely.transaction().execute(async (trx) => {
        let inserted = 0;
        for (let start = 0; start < rows.length; start += 500) {
          const batch = rows.slice(start, start + 500);
          const written = await trx
            .insertInto('review_card')
            .values(batch)
            .onConflict((conflict) => conflict.columns(['owner', 'card_key']).doNothing())
            .returning('id')
            .execute();
          inserted += written.length;
        }
        if (inserted > 0) await deckChanged(trx, owner);
        return inserted;
      });
    },

    cardByKey(owner: number, key: string): Promise<ReviewCardRow | undefined> {
      return cards().where('owner', '=', owner).where('card_key', '=', key).executeTakeFirst();
    },

    card(owner: number, id: number): Promise<ReviewCardRow | undefined> {
      return cards().where('owner', '=', owner).where('id', '=', id).executeTakeFirst();
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
      return cards()
        .where('owner', '=', owner)
        .where(filterConditions(filters, dialect))
        .orderBy('due')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** The learner's answers of a calendar day: new cards studied and reviews. */
    async day(owner: number, day: string): Promise<{ new_cards: number; reviewed: number }> {
      const row = await kysely
        .selectFrom('review_day')
        .select(['new_cards', 'reviewed'])
        .where('owner', '=', owner)
        .where('day', '=', day)
        .executeTakeFirst();
      return row ?? { new_cards: 0, reviewed: 0 };
    },

    /**
     * How many learnt cards are due at `now`: those in (re)learning, and those in review up
     * to `reviewRoom` (the day's limit left). Each count stops at what can be shown, and
     * names its states, so that it reads a range of the (owner, state, due) index (migration 023).
     */
    async dueCounts(
      owner: number,
      now: string,
      reviewRoom: number,
      newRoom: number,
    ): Promise<{ learning: number; review: number; fresh: number }> {
      const capped = (states: number[], cap: number) =>
        sql<number>`(select count(*) from (select 1 from review_card where owner = ${owner} and state in (${sql.join(states)}) and due <= ${now} limit ${cap}) as due_cards)`;
      const row = await kysely
        .selectNoFrom([
          capped([LEARNING, RELEARNING], 100_000).as('learning'),
          capped([REVIEW], reviewRoom).as('review'),
          sql<number>`(select count(*) from (select 1 from review_card where owner = ${owner} and state = 0 limit ${newRoom}) as new_cards)`.as(
            'fresh',
          ),
        ])
        .executeTakeFirstOrThrow();
      return { learning: Number(row.learning), review: Number(row.review), fresh: Number(row.fresh) };
    },

    /**
     * The learnt cards to study at `now`, soonest first, at most `limit`: (re)learning cards,
     * and cards in review up to `reviewRoom` (the day's limit left). Each kind is read from its
     * own range of the (owner, state, due) index (migration 023) and stops at what can be shown.
     */
    dueLearnt(owner: number, now: string, limit: number, reviewRoom: number): Promise<ReviewCardRow[]> {
      const soonest = (states: number[], cap: number) =>
        kysely
          .selectFrom(
            cards()
              .where('owner', '=', owner)
              .where('state', 'in', states)
              .where('due', '<=', now)
              .orderBy('due')
              .orderBy('id')
              .limit(cap)
              .as('due_cards'),
          )
          .selectAll();
      return soonest([LEARNING, RELEARNING], limit)
        .unionAll(soonest([REVIEW], Math.min(limit, reviewRoom)))
        .orderBy('due')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** New cards in the order they were added. */
    newCards(owner: number, limit: number): Promise<ReviewCardRow[]> {
      if (limit <= 0) return Promise.resolve([]);
      return cards()
        .where('owner', '=', owner)
        .where(sql<SqlBool>`state = 0`)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** When the next learnt card falls due after `now`. */
    async nextDue(owner: number, now: string): Promise<string | Date | null> {
      const row = await kysely
        .selectFrom('review_card')
        .select('due')
        .where('owner', '=', owner)
        .where(sql<SqlBool>`state <> 0`)
        .where('due', '>', now)
        .orderBy('due')
        .limit(1)
        .executeTakeFirst();
      return row?.due ?? null;
    },

    /**
     * Records an answer: with the card locked, the log entry of `answerId` if it was already
     * recorded (a retried answer counts once); else the card's new memory (`schedule`, from
     * the locked card), the log entry and the day's counts, in one transaction.
     */
    async answer(
      owner: number,
      id: number,
      answerId: string,
      schedule: (card: ReviewCardRow) => {
        scheduled: Scheduled;
        day: string;
        log: Pick<NewLogRow, 'answer' | 'elapsed_ms'>;
      },
    ): Promise<{ card: ReviewCardRow | undefined; log: ReviewLogRow } | undefined> {
      return kysely.transaction().execute(async (trx) => {
        const card = await lockable(cards(trx).where('owner', '=', owner).where('id', '=', id)).executeTakeFirst();
        const recorded = await trx
          .selectFrom('review_log')
          .selectAll()
          .where('owner', '=', owner)
          .where('answer_id', '=', answerId)
          .executeTakeFirst();
        if (recorded) {
          const of =
            recorded.card === null ? undefined : await cards(trx).where('id', '=', recorded.card).executeTakeFirst();
          return { card: of, log: recorded };
        }
        if (!card) return undefined;
        const { scheduled, day, log } = schedule(card);
        const memory = scheduled.memory;
        const updated = await trx
          .updateTable('review_card')
          .set({ ...memory, state: stateIndex(memory.state) })
          .where('id', '=', card.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const entry = await insertLog(trx, owner, {
          card: card.id,
          card_key: card.card_key,
          kind: card.kind,
          word: card.word,
          answer_id: answerId,
          ...logColumns(scheduled.log),
          day,
          ...log,
        });
        await deckChanged(trx, owner);
        return { card: updated, log: entry };
      });
    },

    /** Removes one card; false when the learner has none of that id. */
    async remove(owner: number, id: number): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('review_card')
          .where('owner', '=', owner)
          .where('id', '=', id)
          .executeTakeFirst();
        const removed = Number(result.numDeletedRows) > 0;
        if (removed) await deckChanged(trx, owner);
        return removed;
      });
    },

    /** Removes the learner's cards of a vocabulary's words; how many. */
    async removeVocabulary(owner: number, vocabulary: number): Promise<number> {
      return kysely.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('review_card')
          .where('owner', '=', owner)
          .where('word', 'in', (eb) =>
            eb.selectFrom('vocabulary_word').select('nahuatl_word').where('vocabulary', '=', vocabulary),
          )
          .executeTakeFirst();
        const removed = Number(result.numDeletedRows);
        if (removed > 0) await deckChanged(trx, owner);
        return removed;
      });
    },

    /**
     * A guest's deck joins the learner's: a card they lack is added, one they have takes the
     * guest's memory when the guest reviewed it later; every answer is logged once (by its
     * `answer_id`) and counted in its day.
     */
    async merge(owner: number, incoming: Array<{ card: NewCardRow; logs: NewLogRow[] }>) {
      return kysely.transaction().execute(async (trx) => {
        const counts = { added: 0, updated: 0, kept: 0, logs: 0 };
        for (const { card, logs } of incoming) {
          const current = await lockable(
            cards(trx).where('owner', '=', owner).where('card_key', '=', card.card_key),
          ).executeTakeFirst();
          let cardId: number;
          if (!current) {
            cardId = (await trx.insertInto('review_card').values(card).returning('id').executeTakeFirstOrThrow()).id;
            counts.added += 1;
          } else if (
            card.last_review !== null &&
            (current.last_review === null || new Date(card.last_review) > new Date(current.last_review))
          ) {
            const { owner: _owner, card_key: _key, created_at: _created, ...memory } = card;
            await trx.updateTable('review_card').set(memory).where('id', '=', current.id).execute();
            cardId = current.id;
            counts.updated += 1;
          } else {
            cardId = current.id;
            counts.kept += 1;
          }
          for (const log of logs) {
            const known = await trx
              .selectFrom('review_log')
              .select('id')
              .where('owner', '=', owner)
              .where('answer_id', '=', log.answer_id)
              .executeTakeFirst();
            if (known) continue;
            await insertLog(trx, owner, { ...log, card: cardId });
            counts.logs += 1;
          }
        }
        await deckChanged(trx, owner);
        return counts;
      });
    },

    async logCount(owner: number, filters: ParsedFilter[]): Promise<number> {
      const row = await kysely
        .selectFrom('review_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('owner', '=', owner)
        .where(filterConditions(filters, dialect))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The learner's log, oldest first; `after` pages by id (the export reads it in batches). */
    logs(owner: number, filters: ParsedFilter[], limit: number, offset: number, after = 0): Promise<ReviewLogRow[]> {
      return kysely
        .selectFrom('review_log')
        .selectAll()
        .where('owner', '=', owner)
        .where('id', '>', after)
        .where(filterConditions(filters, dialect))
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
    },

    /** Answers per day from `since` (inclusive), with the reviews of learnt cards and how many passed. */
    daysSince(owner: number, since: string) {
      return kysely
        .selectFrom('review_day')
        .select(['day', 'answers', 'reviewed', 'passed'])
        .where('owner', '=', owner)
        .where('day', '>=', since)
        .orderBy('day')
        .execute();
    },

    /** Every day the learner answered, oldest first (one short row a day: the streaks). */
    async answeredDays(owner: number): Promise<string[]> {
      const rows = await kysely
        .selectFrom('review_day')
        .select('day')
        .where('owner', '=', owner)
        .orderBy('day')
        .execute();
      return rows.map((row) => row.day);
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
     * Learnt cards falling due before `until`, by calendar day: the due time moved by the
     * learner's UTC offset (`offsetMinutes`, the zone's at the time of asking); overdue cards count on `today`.
     */
    async dueByDay(
      owner: number,
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
        .where('due', '<', until)
        .groupBy(day)
        .execute();
      return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
    },

    /** Each vocabulary the viewer may see holding a word of their deck: its words, and those with a card in review. */
    async vocabularyProgress(owner: number) {
      const rows = await kysely
        .selectFrom('vocabulary')
        .innerJoin('vocabulary_word', 'vocabulary_word.vocabulary', 'vocabulary.id')
        .select([
          'vocabulary.id',
          'vocabulary.name',
          sql<number>`count(distinct vocabulary_word.nahuatl_word)`.as('words'),
          sql<number>`count(distinct case when exists (
            select 1 from review_card where review_card.word = vocabulary_word.nahuatl_word and review_card.owner = ${owner} and review_card.state = ${REVIEW}
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
        .groupBy(['vocabulary.id', 'vocabulary.name'])
        .orderBy('vocabulary.name')
        .orderBy('vocabulary.id')
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, words: Number(row.words), known: Number(row.known) }));
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;

/** The log's columns of an answer's schedule (ratings and states stored as numbers). */
function logColumns(log: Scheduled['log']) {
  return {
    rating: RATINGS.indexOf(log.rating) + 1,
    state_before: stateIndex(log.state_before),
    state_after: stateIndex(log.state_after),
    due_before: log.due_before,
    due_after: log.due_after,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsed_days: log.elapsed_days,
    last_elapsed_days: log.last_elapsed_days,
    scheduled_days: log.scheduled_days,
    learning_steps: log.learning_steps,
    answered_at: log.answered_at,
  };
}

export { logColumns };

/** Moves the learner's deck version, in the transaction of the change (decision 042). */
async function deckChanged(trx: Transaction<Database>, owner: number): Promise<void> {
  await trx
    .insertInto('review_version')
    .values({ owner, version: 1 })
    .onConflict((conflict) =>
      conflict.column('owner').doUpdateSet((eb) => ({ version: eb('review_version.version', '+', 1) })),
    )
    .execute();
}

/** Appends a log entry and counts it in its day. */
async function insertLog(trx: Transaction<Database>, owner: number, log: NewLogRow): Promise<ReviewLogRow> {
  const entry = await trx
    .insertInto('review_log')
    .values({ ...log, owner })
    .returningAll()
    .executeTakeFirstOrThrow();
  // Reviews are answers to cards in review; a new card's first answer and the learning steps count apart.
  const learnt = log.state_before === REVIEW;
  const fresh = log.state_before === NEW;
  await trx
    .insertInto('review_day')
    .values({
      owner,
      day: log.day,
      answers: 1,
      new_cards: fresh ? 1 : 0,
      reviewed: learnt ? 1 : 0,
      passed: learnt && log.rating !== AGAIN ? 1 : 0,
    })
    .onConflict((conflict) =>
      conflict.columns(['owner', 'day']).doUpdateSet((eb) => ({
        answers: eb('review_day.answers', '+', eb.ref('excluded.answers')),
        new_cards: eb('review_day.new_cards', '+', eb.ref('excluded.new_cards')),
        reviewed: eb('review_day.reviewed', '+', eb.ref('excluded.reviewed')),
        passed: eb('review_day.passed', '+', eb.ref('excluded.passed')),
      })),
    )
    .execute();
  return entry;
}
