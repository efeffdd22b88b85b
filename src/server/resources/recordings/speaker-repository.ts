import { Speaker, type speakerResource } from '../../../contract/recordings';
import type { SpeakerPatch } from '../../../contract/recordings';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { FilterColumns } from '../../db/filters';
import { ownedRepository, type OwnedValues } from '../../db/owned-table';
import type { SpeakerRow } from '../../db/tables';
import { wireColumns } from '../../http/presenter';
import { bumpDictionaryVersion } from '../../db/read-cache';
import { releaseUnusedMedia } from './recording-repository';

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
    /**
     * A change of `share` changes which recordings guests hear, so the dictionary's version
     * moves, after the write: an answer computed meanwhile is kept under the old version only.
     */
    async update(id: number, changes: Partial<SpeakerValues>, check?: (merged: SpeakerRow) => void) {
      const row = await speakers.update(id, changes, check);
      if (row !== undefined && changes.share !== undefined) await bumpDictionaryVersion(db.kysely);
      return row;
    },
    async remove(id: number): Promise<void> {
      await db.kysely.transaction().execute(async (trx) => {
        const files = await trx.selectFrom('recording').select(['original_key', 'playback_key']).where('speaker', '=', id).execute();
        await trx.deleteFrom('speaker').where('id', '=', id).execute();
        await bumpDictionaryVersion(trx);
        await releaseUnusedMedia(
          trx,
          files.flatMap((file) => [file.original_key, ...(file.playback_key ? [file.playback_key] : [])]),
        );
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
