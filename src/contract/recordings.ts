import { z } from 'zod';
import { Flag, RecordId, RequiredText } from './common';
import { ObjectField, PersonField, TenseField } from './form-fields';
import {
  RECORDING_LICENCES,
  RECORDING_LIMITS,
  RECORDING_STATUSES,
  SPEAKER_LIMITS as LIMITS,
  speakersApi,
} from './api/recordings';
import { resourceContract } from './resource';

/* Speakers and recordings (issue 51, decision 086). */

const Text = (max: number) =>
  z.string({ error: 'Not a valid string.' }).trim().max(max, `Ensure this field has no more than ${max} characters.`);
const Licence = z.enum(RECORDING_LICENCES, { error: `Must be one of ${RECORDING_LICENCES.join(', ')}.` });

/**
 * A speaker whose voice is recorded: a name or an anonymous label, where they are from and
 * their variety, and their consent as whoever added them recorded it: `share`, heard on the
 * site; `exports`, sent out in the dictionary's exports; the licence of their recordings.
 * `account` is the speaker's own account, when they have one.
 */
export const Speaker = z.object({
  id: z.number().int(),
  name: z.string(),
  place: z.string(),
  variety: z.string(),
  note: z.string(),
  share: z.boolean(),
  exports: z.boolean(),
  licence: z.enum(RECORDING_LICENCES),
  account: z.number().int().nullable(),
  owner: z.number().int(),
});
export type Speaker = z.infer<typeof Speaker>;

/** POST /utoaztecan/api/speaker/: consent is asked, never assumed. */
export const SpeakerCreate = z.object({
  name: RequiredText(LIMITS.name),
  place: Text(LIMITS.place).default(''),
  variety: Text(LIMITS.variety).default(''),
  note: Text(LIMITS.note).default(''),
  share: Flag,
  exports: Flag,
  licence: Licence,
  account: RecordId.nullable().default(null),
});
export type SpeakerCreate = z.input<typeof SpeakerCreate>;

/** PATCH /utoaztecan/api/speaker/{id}/. */
export const SpeakerPatch = z
  .object({
    name: RequiredText(LIMITS.name),
    place: Text(LIMITS.place),
    variety: Text(LIMITS.variety),
    note: Text(LIMITS.note),
    share: Flag,
    exports: Flag,
    licence: Licence,
    account: RecordId.nullable(),
  })
  .partial();

/** Speakers (issue 51): anyone signed in adds them; a speaker who did not agree to be heard on the site is seen only by whoever added them. */
export const speakerResource = resourceContract({
  ...speakersApi,
  tag: 'recordings',
  item: Speaker,
  create: SpeakerCreate,
  patch: SpeakerPatch,
  listSummary:
    'Speakers, in the order they were added; `owner` gives those a user added, `account` the speaker of an account',
});

/** The speaker of a recording, as a play button's menu shows them. */
export const RecordingSpeaker = Speaker.pick({ id: true, name: true, place: true, variety: true, licence: true });

/**
 * A recording: of a word, of one form of a word (its tense, person and object; or, for a
 * noun, `possessed` with its possessor's person), or of a sentence. `audio` plays it: the
 * playback copy once it is made, the original until then.
 */
export const Recording = z.object({
  id: z.number().int(),
  owner: z.number().int(),
  speaker: z.number().int(),
  speaker_data: RecordingSpeaker,
  word: z.number().int().nullable(),
  sentence: z.number().int().nullable(),
  tense: z.string().nullable(),
  person: z.number().int().nullable(),
  object: z.string().nullable(),
  status: z.enum(RECORDING_STATUSES),
  reason: z.string(),
  duration_ms: z.number().int(),
  audio: z.string(),
  created_at: z.string(),
});
export type Recording = z.infer<typeof Recording>;

const Possessed = z.literal('possessed', { error: 'Must be a tense, or possessed.' });

/**
 * The fields of an upload (multipart, beside its `file`): the speaker, and what is recorded:
 * a word, or a sentence; with a word, one of its forms may be named.
 */
export const RecordingCreate = z
  .object({
    speaker: RecordId,
    word: RecordId.optional(),
    sentence: RecordId.optional(),
    tense: z.union([TenseField, Possessed]).optional(),
    person: PersonField.optional(),
    object: ObjectField.nullable().optional(),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if ((body.word === undefined) === (body.sentence === undefined))
      issue('word', 'Give a word or a sentence, not both.');
    if (body.sentence !== undefined && (body.tense ?? body.person ?? body.object) !== undefined)
      issue('tense', 'Only a word has forms.');
    if ((body.tense === undefined) !== (body.person === undefined))
      issue(body.tense === undefined ? 'tense' : 'person', 'A form needs its tense and its person.');
    if (body.tense === 'possessed' && body.object != null) issue('object', 'A possessed form has no object.');
  });
export type RecordingCreate = z.infer<typeof RecordingCreate>;

/** POST /utoaztecan/api/recording/{id}/moderate/: staff approve a recording, or reject it saying why. */
export const RecordingModeration = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'Must be one of approved, rejected.' }),
    reason: Text(RECORDING_LIMITS.reason).default(''),
  })
  .superRefine((body, context) => {
    if (body.status === 'rejected' && body.reason === '')
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the recording is rejected.' });
  });
