import { sql, type SqlBool, type Transaction } from 'kysely';
import type { recordingsApi } from '../../../contract/api/recordings';
import type { RecordingStatus } from '../../../contract/api/recordings';
import type { Guarded, Viewer } from '../../../contract/policy';
import { isNoun } from '../../../nahuatl';
import type { Db } from '../../db/database';
import { bumpDictionaryVersion } from '../../db/read-cache';
import { filterConditions, type FilterColumns, type ParsedFilter } from '../../db/filters';
import type { Database, RecordingRow } from '../../db/tables';

/** The SQL of the filters of GET /utoaztecan/api/recording/. */
export const RECORDING_FILTERS: FilterColumns<typeof recordingsApi.filters> = {
  word: { column: 'recording.word' },
  sentence: { column: 'recording.sentence' },
  speaker: { column: 'recording.speaker' },
  owner: { column: 'recording.owner' },
  status: { column: 'recording.status' },
};

/** A recording with what its presenter and the policy need of its speaker. */
export type RecordingWithSpeaker = RecordingRow & {
  speaker_name: string;
  speaker_place: string;
  speaker_variety: string;
  speaker_licence: string;
  speaker_share: boolean | number;
  speaker_account: number | null;
};

/** What an upload stores: everything but its id, status and creation time. */
export type NewRecording = Pick<
  RecordingRow,
  'speaker' | 'word' | 'sentence' | 'tense' | 'person' | 'object' | 'duration_ms' | 'original_key' | 'original_type'
> & { status: RecordingStatus };

const COLUMNS = [
  'recording.id',
  'recording.owner',
  'recording.speaker',
  'recording.word',
  'recording.sentence',
  'recording.tense',
  'recording.person',
  'recording.object',
  'recording.status',
  'recording.reason',
  'recording.duration_ms',
  'recording.original_key',
  'recording.original_type',
  'recording.playback_key',
  'recording.playback_type',
  'recording.created_at',
  'speaker.name as speaker_name',
  'speaker.place as speaker_place',
  'speaker.variety as speaker_variety',
  'speaker.licence as speaker_licence',
  'speaker.share as speaker_share',
  'speaker.account as speaker_account',
] as const;

/** Moves the files among `keys` that no recording names any more to the released list (in the caller's transaction). */
export async function releaseUnusedMedia(trx: Transaction<Database>, keys: string[]): Promise<void> {
  const released = new Date().toISOString();
  for (const key of new Set(keys)) {
    const used = await trx
      .selectFrom('recording')
      .select('id')
      .where((eb) => eb.or([eb('original_key', '=', key), eb('playback_key', '=', key)]))
      .executeTakeFirst();
    if (!used)
      await trx
        .insertInto('media_release')
        .values({ key, released_at: released })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
  }
}

/**
 * All SQL for `recording` (decision 086). A recording is heard by everyone once staff approved
 * it and its speaker agreed to be heard on the site; until then by whoever added it, its
 * speaker's own account and staff.
 */
export function recordingRepository(db: Db) {
  const { kysely } = db;
  const withSpeaker = () => kysely.selectFrom('recording').innerJoin('speaker', 'speaker.id', 'recording.speaker');

  function visibleTo(viewer: Viewer | null) {
    if (viewer?.is_staff) return sql<SqlBool>`1 = 1`;
    const id = viewer?.id ?? 0;
    return sql<SqlBool>`((recording.status = 'approved' and speaker.share = ${true})
      or recording.owner = ${id} or speaker.account = ${id})`;
  }

  const listQuery = (filters: ParsedFilter[], viewer: Viewer | null) =>
    withSpeaker().where(visibleTo(viewer)).where(filterConditions(filters, db.dialect));

  return {
    async count(filters: ParsedFilter[], viewer: Viewer | null): Promise<number> {
      const row = await listQuery(filters, viewer)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    list(filters: ParsedFilter[], viewer: Viewer | null, limit: number, offset: number): Promise<RecordingWithSpeaker[]> {
      return listQuery(filters, viewer).select(COLUMNS).orderBy('recording.id').limit(limit).offset(offset).execute() as Promise<
        RecordingWithSpeaker[]
      >;
    },

    getById(id: number): Promise<RecordingWithSpeaker | undefined> {
      return withSpeaker().select(COLUMNS).where('recording.id', '=', id).executeTakeFirst() as Promise<RecordingWithSpeaker | undefined>;
    },

    /** What the policy needs: who added it, whether everyone may hear it, the speaker's account. */
    guard(row: RecordingWithSpeaker): Guarded {
      return {
        owner: row.owner,
        share: row.status === 'approved' && Boolean(row.speaker_share),
        moderated: true,
        alsoOwnedBy: row.speaker_account,
      };
    },

    /** Stores an upload; one approved at once (staff's) is heard by guests, so the dictionary's version moves. */
    async create(values: NewRecording, owner: number): Promise<number> {
      return kysely.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('recording')
          .values({ ...values, owner, reason: '', created_at: new Date().toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        // A file uploaded again after its release is named once more: it stays.
        await trx.deleteFrom('media_release').where('key', '=', values.original_key).execute();
        if (values.status === 'approved') await bumpDictionaryVersion(trx);
        return id;
      });
    },

    /** The playback copy, once made; false when the recording was removed meanwhile. */
    async setPlayback(id: number, key: string, type: string): Promise<boolean> {
      return kysely.transaction().execute(async (trx) => {
        const result = await trx.updateTable('recording').set({ playback_key: key, playback_type: type }).where('id', '=', id).executeTakeFirst();
        await trx.deleteFrom('media_release').where('key', '=', key).execute();
        if (Number(result.numUpdatedRows) === 0) await releaseUnusedMedia(trx, [key]);
        return Number(result.numUpdatedRows) > 0;
      });
    },

    /** Approves or rejects: what guests hear changes, and with it the dictionary's `?recorded=`. */
    async moderate(id: number, status: RecordingStatus, reason: string): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        await trx.updateTable('recording').set({ status, reason }).where('id', '=', id).execute();
        await bumpDictionaryVersion(trx);
      });
    },

    /** Takes a recording down; its files are released when no other recording names them. */
    async remove(id: number): Promise<void> {
      await kysely.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('recording').select(['original_key', 'playback_key']).where('id', '=', id).executeTakeFirst();
        if (!row) return;
        await trx.deleteFrom('recording').where('id', '=', id).execute();
        await bumpDictionaryVersion(trx);
        await releaseUnusedMedia(trx, [row.original_key, ...(row.playback_key ? [row.playback_key] : [])]);
      });
    },

    /** The speaker of an upload, with what the policy needs of them. */
    getSpeaker(id: number) {
      return kysely.selectFrom('speaker').select(['id', 'owner', 'share']).where('id', '=', id).executeTakeFirst();
    },

    /** Whether a sentence is there for this user (shared, or theirs, and not deleted). */
    async sentenceVisibleTo(id: number, viewer: number): Promise<boolean> {
      const row = await kysely
        .selectFrom('nahuatl_sentence')
        .select('id')
        .where('id', '=', id)
        .where('deleted', '=', false)
        .where((eb) => eb.or([eb('share', '=', true), eb('owner', '=', viewer)]))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A word, with the kinds of form it has: a tense table (a verb), possessed forms (a noun). */
    async getWord(id: number): Promise<{ forms: Array<'tense' | 'possessed'> } | undefined> {
      const row = await kysely.selectFrom('nahuatl_word').select(['type', 'tenses']).where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const forms: Array<'tense' | 'possessed'> = [];
      if (row.tenses !== null && row.tenses !== 'null') forms.push('tense');
      if (isNoun(row.type)) forms.push('possessed');
      return { forms };
    },

    /** Files released before `before`: those whose grace period is over. */
    async releasedBefore(before: string): Promise<string[]> {
      const rows = await kysely.selectFrom('media_release').select('key').where('released_at', '<', before).execute();
      return rows.map((row) => row.key);
    },

    /** Forgets a released file once deleted from the store, unless a recording named it again meanwhile. */
    async forgetReleased(key: string): Promise<void> {
      await kysely.deleteFrom('media_release').where('key', '=', key).execute();
    },
  };
}

export type RecordingRepository = ReturnType<typeof recordingRepository>;
