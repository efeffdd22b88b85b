import { resourceDeclaration } from '../resource';

/* Speakers and their recordings as both sides need them at run time, without their schemas (`contract/recordings.ts`; issue 51). */

/** The most characters each text of a speaker holds. */
export const SPEAKER_LIMITS = { name: 100, place: 200, variety: 200, note: 1000 } as const;

/** The licences a speaker may give their recordings. */
export const RECORDING_LICENCES = ['CC-BY-4.0', 'CC-BY-NC-4.0', 'all-rights-reserved'] as const;
export type RecordingLicence = (typeof RECORDING_LICENCES)[number];

/** Where a recording stands: staff approve it before guests hear it. */
export const RECORDING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

/** What an upload may be: its size, its length, and how long a rejection's reason is. */
export const RECORDING_LIMITS = { bytes: 10 * 1024 * 1024, seconds: 30, reason: 500 } as const;

/**
 * The people whose voices the recordings are (issue 51): anyone signed in adds one, with what
 * the speaker agreed to; `share` is their consent to be heard on the site, so a speaker who
 * did not give it is seen only by whoever added them.
 */
export const speakersApi = resourceDeclaration({
  name: 'speaker',
  plural: 'speakers',
  url: '/utoaztecan/api/speaker/',
  filters: { owner: 'id', account: 'id' },
  creators: 'users',
  featured: false,
  visibility: 'share',
});

const RECORDINGS_URL = '/utoaztecan/api/recording/';

/**
 * Recordings of a word, of one of its forms, or of a sentence. Uploaded as multipart (the file
 * and the fields), heard at `audio`, approved or rejected by staff.
 */
export const recordingsApi = {
  name: 'recording',
  plural: 'recordings',
  url: RECORDINGS_URL,
  count: `${RECORDINGS_URL}count/`,
  recording: (id: number | string) => `${RECORDINGS_URL}${id}/`,
  audio: (id: number | string) => `${RECORDINGS_URL}${id}/audio/`,
  moderate: (id: number | string) => `${RECORDINGS_URL}${id}/moderate/`,
  filters: { word: 'id', sentence: 'id', speaker: 'id', owner: 'id', status: 'exact' },
  tag: 'recordings',
} as const;
