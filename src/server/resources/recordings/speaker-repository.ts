import { sql } from 'kysely';
import { Speaker, type speakerResource } from '../../../contract/recordings';
import type { SpeakerPatch } from '../../../contract/recordings';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { FilterColumns } from '../../db/filters';
import { ownedRepository, type OwnedValues } from '../../db/owned-table';
import type { SpeakerRow } from '../../db/tables';
import { wireColumns } from '../../http/presenter';

/** The SQL of the filters of GET /utoaztecan/api/speaker/. */
export const SPEAKER_FILTERS: FilterColumns<typeof speakerResource.filters> = {
  owner: { column: 'owner' },
  account: { column: 'account' },
};

/** The fields of a speaker whoever added them writes. */
export type SpeakerValues = OwnedValues<z.output<typeof SpeakerPatch>>;

const COLUMNS = wireColumns(Speaker, { storedOnly: ['created_at'] });

/**
 * All SQL for `speaker`: an owned table, shared where the speaker agreed to be heard on the
 * site. Removing a speaker removes their recordings, whose files are released (decision 086).
 */
export function speakerRepository(db: Db) {
  const speakers = ownedRepository<SpeakerRow, SpeakerValues>(db, {
    table: 'speaker',
    columns: COLUMNS,
    order: ['id'],
    visibility: 'share',
    softDelete: false,
    stored: (values) => values,
  });
  return {
    ...speakers,
    async remove(id: number): Promise<void> {
      await db.kysely.transaction().execute(async (trx) => {
        const released = new Date().toISOString();
        await sql`insert into media_release (key, released_at)
          select distinct key, ${released} from (select original_key as key from recording where speaker = ${id}
            union select playback_key from recording where speaker = ${id} and playback_key is not null) files
          where key not in (select original_key from recording where speaker <> ${id})
            and key not in (select playback_key from recording where speaker <> ${id} and playback_key is not null)
          on conflict (key) do nothing`.execute(trx);
        await trx.deleteFrom('speaker').where('id', '=', id).execute();
      });
    },
    /** Whether an account exists, for a speaker's `account`. */
    async accountExists(id: number): Promise<boolean> {
      return (
        (await db.kysely.selectFrom('app_user').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },
  };
}

export type SpeakerRepository = ReturnType<typeof speakerRepository>;
