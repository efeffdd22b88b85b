import { DEFAULT_REVIEW_SETTINGS } from '../../../contract/api/review';
import type { ReviewSettings } from '../../../contract/review';
import type { Db } from '../../db/database';
import { deckChanged } from './deck-version';

/** `review_settings`: a learner's settings, the defaults until they change one. */
export function settingsQueries({ kysely }: Db) {
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
        // The day's limits and time zone change what is due.
        await deckChanged(trx, owner);
      });
    },
  };
}
