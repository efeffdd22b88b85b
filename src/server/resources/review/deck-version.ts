import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { inKeyOrder, phaseBatch } from '../../db/phase-batch';
import type { Database } from '../../db/tables';

/**
 * `review_version`: how often each learner's deck has changed (migration 026). Every write to
 * a deck moves it in the write's transaction, and the due list's kept answer stands while it
 * does not move (decision 042).
 */
export function deckVersionQueries({ kysely }: Db) {
  // Read together for the requests of one event-loop phase (decision 049).
  const deckVersions = phaseBatch(async (owners: readonly number[]) => {
    const rows = await kysely.selectFrom('review_version').select(['owner', 'version']).where('owner', 'in', owners).execute();
    return inKeyOrder(owners, rows, (row) => row.owner);
  });

  return {
    /** How often the learner's deck has changed (cards, answers, settings): 0 before its first change. */
    async deckVersion(owner: number): Promise<number> {
      return (await deckVersions(owner))?.version ?? 0;
    },
  };
}

/** Moves the learner's deck version, in the transaction of the change (decision 042). */
export async function deckChanged(trx: Transaction<Database>, owner: number): Promise<void> {
  await trx
    .insertInto('review_version')
    .values({ owner, version: 1 })
    .onConflict((conflict) =>
      conflict.column('owner').doUpdateSet((eb) => ({ version: eb('review_version.version', '+', 1) })),
    )
    .execute();
}
