import { recordingsApi } from '../../../contract/api/recordings';
import { Speaker, type Recording } from '../../../contract/recordings';
import type { RecordingWithSpeaker } from './recording-repository';
import { wirePresenter } from '../../http/presenter';

/** A speaker on the wire: their row, field for field. */
export const presentSpeaker = wirePresenter(Speaker);

/** A recording on the wire: its speaker as a play button's menu shows them, and where to hear it. */
export function presentRecording(row: RecordingWithSpeaker): Recording {
  const heard = row.playback_key ?? row.original_key;
  return {
    id: row.id,
    owner: row.owner,
    speaker: row.speaker,
    speaker_data: {
      id: row.speaker,
      name: row.speaker_name,
      place: row.speaker_place,
      variety: row.speaker_variety,
      licence: row.speaker_licence as Recording['speaker_data']['licence'],
    },
    word: row.word,
    sentence: row.sentence,
    tense: row.tense,
    person: row.person,
    object: row.object,
    status: row.status,
    reason: row.reason,
    duration_ms: row.duration_ms,
    // The file's name in the address: a new playback copy is a new address, so the old can be kept for a year.
    audio: `${recordingsApi.audio(row.id)}?v=${heard.slice(0, AUDIO_VERSION_LENGTH)}`,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** How much of a file's SHA-256 names its version in a recording's `audio` address. */
export const AUDIO_VERSION_LENGTH = 16;
