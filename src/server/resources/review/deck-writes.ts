import type { Transaction } from 'kysely';
import type { Scheduled } from '../../../contract/review-schedule';
import type { Db } from '../../db/database';
import type { Database, ReviewCardRow, ReviewLogRow } from '../../db/tables';
import { cardsOf, lockedCard, memoryColumns, type NewCardRow } from './card-queries';
import { deckChanged } from './deck-version';
import { insertLog, logColumns, loggedAnswer, type NewLogRow } from './log-queries';

/** What an answer's schedule gives, computed from the locked card. */
export type AnswerSchedule = (card: ReviewCardRow) => {
  scheduled: Scheduled;
  day: string;
  log: Pick<NewLogRow, 'answer' | 'elapsed_ms'>;
};

/** What a merge did, card by card and answer by answer. */
interface MergeCounts {
  added: number;
  updated: number;
  kept: number;
  logs: number;
}

/** Whether a guest's card was reviewed later than the learner's own (so its memory wins). */
const reviewedLater = (card: NewCardRow, current: ReviewCardRow) =>
  card.last_review !== null && (current.last_review === null || new Date(card.last_review) > new Date(current.last_review));

/**
 * The writes that change a card, its log, its day and the deck's version together, in one
 * transaction: an answer, and a guest's deck joining the learner's.
 */
export function deckWrites({ kysely, dialect }: Db) {
  /** A guest's card in the learner's deck: added, given the guest's memory, or kept as it is; its id. */
  async function mergeCard(trx: Transaction<Database>, owner: number, card: NewCardRow, counts: MergeCounts): Promise<number> {
    const current = await lockedCard(trx, dialect, owner, { card_key: card.card_key });
    if (!current) {
      counts.added += 1;
      return (await trx.insertInto('review_card').values(card).returning('id').executeTakeFirstOrThrow()).id;
    }
    if (reviewedLater(card, current)) {
      const { owner: _owner, card_key: _key, created_at: _created, ...memory } = card;
      await trx.updateTable('review_card').set(memory).where('id', '=', current.id).execute();
      counts.updated += 1;
    } else {
      counts.kept += 1;
    }
    return current.id;
  }

  return {
    /**
     * Records an answer: with the card locked, the log entry of `answerId` if it was already
     * recorded (a retried answer counts once); else the card's new memory (`schedule`, from
     * the locked card), the log entry and the day's counts, in one transaction.
     */
    async answer(
      owner: number,
      id: number,
      answerId: string,
      schedule: AnswerSchedule,
    ): Promise<{ card: ReviewCardRow | undefined; log: ReviewLogRow } | undefined> {
      return kysely.transaction().execute(async (trx) => {
        const card = await lockedCard(trx, dialect, owner, { id });
        const recorded = await loggedAnswer(trx, owner, answerId);
        if (recorded) {
          const of = recorded.card === null ? undefined : await cardsOf(trx, owner).where('id', '=', recorded.card).executeTakeFirst();
          return { card: of, log: recorded };
        }
        if (!card) return undefined;
        const { scheduled, day, log } = schedule(card);
        const updated = await trx
          .updateTable('review_card')
          .set(memoryColumns(scheduled.memory))
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

    /**
     * A guest's deck joins the learner's: a card they lack is added, one they have takes the
     * guest's memory when the guest reviewed it later; every answer is logged once (by its
     * `answer_id`) and counted in its day.
     */
    async merge(owner: number, incoming: Array<{ card: NewCardRow; logs: NewLogRow[] }>): Promise<MergeCounts> {
      return kysely.transaction().execute(async (trx) => {
        const counts = { added: 0, updated: 0, kept: 0, logs: 0 };
        for (const { card, logs } of incoming) {
          const cardId = await mergeCard(trx, owner, card, counts);
          for (const log of logs) {
            if (await loggedAnswer(trx, owner, log.answer_id)) continue;
            await insertLog(trx, owner, { ...log, card: cardId });
            counts.logs += 1;
          }
        }
        await deckChanged(trx, owner);
        return counts;
      });
    },
  };
}
