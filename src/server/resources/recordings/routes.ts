import { z } from 'zod';
import { RECORDING_LIMITS, recordingsApi, type RecordingStatus } from '../../../contract/api/recordings';
import { pageOf } from '../../../contract/common';
import { can } from '../../../contract/policy';
import { Recording, RecordingCreate, RecordingModeration, speakerResource } from '../../../contract/recordings';
import { AudioRefused, inspectAudio, type AudioRefusal } from '../../media/audio';
import type { MediaStore } from '../../media/store';
import { doesNotExist, errors, requireValid } from '../../http/errors';
import { requireFilters } from '../../http/filters';
import { listQuery } from '../../http/openapi';
import { paginate, requirePaging } from '../../http/paging';
import { authorize } from '../../http/policy';
import { ownedResourceRoutes } from '../../http/resource';
import { apiRoute, IdParams, type ApiRoute } from '../../http/routes';
import type { SessionUser } from '../../http/session-store';
import { AUDIO_VERSION_LENGTH, presentRecording, presentSpeaker } from './presenter';
import type { PlaybackCopies } from './playback';
import { RECORDING_FILTERS, type RecordingRepository, type RecordingWithSpeaker } from './recording-repository';
import { SPEAKER_FILTERS, type SpeakerRepository } from './speaker-repository';
import { readUpload } from './upload';

/** What a refused take is told, by why it was refused. */
const REFUSED: Record<AudioRefusal, string> = {
  type: 'The file is not a recording this site takes: WAV, MP3, Ogg, WebM or M4A.',
  empty: 'The recording is empty.',
  silent: 'The recording is silent.',
  'too-long': 'The recording is longer than 30 seconds.',
};
const NOT_A_FORM = 'This word has no such form.';

/**
 * The longest take accepted: 30 s, and the little a browser's recorder stopped at 30 s writes
 * past it (Opus's padding: a 30 s tone encoded as WebM lasts 30.0065 s).
 */
const LONGEST_TAKE_SECONDS = RECORDING_LIMITS.seconds + 0.25;

interface RecordingServices {
  speakers: SpeakerRepository;
  recordings: RecordingRepository;
  media: MediaStore;
  copies: PlaybackCopies;
}

/** Speakers and their recordings (issue 51, decision 086). */
export function recordingRoutes({ speakers, recordings, media, copies }: RecordingServices): ApiRoute<any, any>[] {
  const { url, tag } = recordingsApi;

  async function requireAccount(id: number | null | undefined): Promise<void> {
    if (id != null && !(await speakers.accountExists(id))) throw errors.invalid({ account: [doesNotExist(id)] });
  }

  /** A recording the user may hear, or a 404. */
  async function requireRecording(user: SessionUser | null, id: number): Promise<RecordingWithSpeaker> {
    const row = await recordings.getById(id);
    if (!row) throw errors.notFound();
    authorize(user, 'read', recordings.guard(row));
    return row;
  }

  /** What the upload names must exist, be visible to the uploader, and (a form) be one the word has. */
  async function requireTarget(user: SessionUser, body: RecordingCreate): Promise<void> {
    const speaker = await recordings.getSpeaker(body.speaker);
    if (!speaker || !can(user, 'read', { owner: speaker.owner, share: Boolean(speaker.share) }))
      throw errors.invalid({ speaker: [doesNotExist(body.speaker)] });
    if (body.sentence !== undefined && !(await recordings.sentenceVisibleTo(body.sentence, user.id)))
      throw errors.invalid({ sentence: [doesNotExist(body.sentence)] });
    if (body.word === undefined) return;
    const word = await recordings.getWord(body.word);
    if (!word) throw errors.invalid({ word: [doesNotExist(body.word)] });
    if (body.tense !== undefined && !word.forms.includes(body.tense === 'possessed' ? 'possessed' : 'tense'))
      throw errors.invalid({ tense: [NOT_A_FORM] });
  }

  return [
    ...ownedResourceRoutes({
      contract: speakerResource,
      repository: speakers,
      present: presentSpeaker,
      filters: SPEAKER_FILTERS,
      toValues: async (body) => {
        await requireAccount(body.account);
        return body;
      },
      toChanges: async (body) => {
        await requireAccount(body.account);
        return body;
      },
    }),
    apiRoute({
      method: 'GET',
      url: recordingsApi.count,
      tag,
      summary: 'How many recordings match the filters',
      query: listQuery(recordingsApi.filters).omit({ page: true, page_size: true }),
      response: z.number().int(),
      handler: async (request) =>
        recordings.count(requireFilters(request.query as Record<string, unknown>, recordingsApi.filters, RECORDING_FILTERS), request.user),
    }),
    apiRoute({
      method: 'GET',
      url,
      tag,
      summary:
        'Recordings, oldest first: approved ones of speakers who agreed to be heard, and to their uploader, their speaker and staff the others; `word`, `sentence`, `speaker`, `owner` and `status` filter them',
      query: listQuery(recordingsApi.filters),
      response: pageOf(Recording),
      handler: async (request) => {
        const paging = requirePaging(request.query as Record<string, unknown>);
        const filters = requireFilters(request.query as Record<string, unknown>, recordingsApi.filters, RECORDING_FILTERS);
        return paginate(
          request,
          paging,
          { count: () => recordings.count(filters, request.user), list: (limit, offset) => recordings.list(filters, request.user, limit, offset) },
          presentRecording,
        );
      },
    }),
    apiRoute({
      method: 'GET',
      url: recordingsApi.recording(':id'),
      tag,
      summary: 'One recording',
      params: IdParams,
      response: Recording,
      handler: async (request, _reply, { params }) => presentRecording(await requireRecording(request.user, params.id)),
    }),
    apiRoute({
      method: 'GET',
      url: recordingsApi.audio(':id'),
      tag,
      summary: 'The sound of a recording: its playback copy once made, else the original; byte ranges answered',
      params: IdParams,
      handler: async (request, reply, { params }) => {
        const row = await requireRecording(request.user, params.id);
        const key = row.playback_key ?? row.original_key;
        const type = row.playback_type ?? row.original_type;
        // Asked by an address that names another version of the file: the current one, not kept.
        const version = (request.query as Record<string, unknown>).v;
        if (version !== key.slice(0, AUDIO_VERSION_LENGTH)) reply.header('cache-control', 'no-cache');
        return media.send(request, reply, key, type);
      },
    }),
    apiRoute({
      method: 'POST',
      url,
      tag,
      summary: `Upload a recording (multipart: \`file\`, WAV, MP3, Ogg, WebM or M4A up to 10 MB and 30 s, and the fields below); staff's are approved at once, others wait for staff`,
      status: 201,
      response: Recording,
      handler: async (request) => {
        authorize(request.user, 'create');
        const user = request.user!;
        const upload = await readUpload(request);
        const body = requireValid(RecordingCreate, upload.fields);
        await requireTarget(user, body);
        const audio = await inspectAudio(upload.bytes, { maxSeconds: LONGEST_TAKE_SECONDS }).catch((error: unknown) => {
          throw error instanceof AudioRefused ? errors.invalid({ file: [REFUSED[error.refusal]] }) : error;
        });
        const { key } = await media.put(upload.bytes);
        const status: RecordingStatus = user.is_staff ? 'approved' : 'pending';
        const id = await recordings.create(
          {
            speaker: body.speaker,
            word: body.word ?? null,
            sentence: body.sentence ?? null,
            tense: body.tense ?? null,
            person: body.person ?? null,
            object: body.object ?? null,
            duration_ms: audio.durationMs,
            original_key: key,
            original_type: audio.mime,
            status,
          },
          user.id,
        );
        copies.add(id, upload.bytes);
        return presentRecording((await recordings.getById(id))!);
      },
    }),
    apiRoute({
      method: 'POST',
      url: recordingsApi.moderate(':id'),
      tag,
      summary: 'Staff approve a recording, or reject it saying why',
      params: IdParams,
      body: RecordingModeration,
      response: Recording,
      handler: async (request, _reply, { params, body }) => {
        const row = await requireRecording(request.user, params.id);
        authorize(request.user, 'moderate', recordings.guard(row));
        await recordings.moderate(row.id, body.status, body.status === 'approved' ? '' : body.reason);
        return presentRecording((await recordings.getById(row.id))!);
      },
    }),
    apiRoute({
      method: 'DELETE',
      url: recordingsApi.recording(':id'),
      tag,
      summary: 'Take a recording down: its uploader, its speaker or staff',
      params: IdParams,
      status: 204,
      handler: async (request, _reply, { params }) => {
        const row = await requireRecording(request.user, params.id);
        authorize(request.user, 'delete', recordings.guard(row));
        await recordings.remove(row.id);
      },
    }),
  ];
}
