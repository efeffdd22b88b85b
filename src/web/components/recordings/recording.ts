/*
 * A recording as the API sends it (issue 51). Declared here while the API is built beside the
 * player; it moves to `src/contract/recordings.ts`, inferred from the contract's schema, once
 * that exists.
 */

/** Who speaks in a recording, and the place and variety of their Nahuatl. */
export interface RecordingSpeaker {
  id: number;
  name: string;
  place: string;
  variety: string;
}

/** One speaker saying a word or form. */
export interface Recording {
  id: number;
  speaker: RecordingSpeaker;
  status: 'pending' | 'approved' | 'rejected';
  duration_ms: number;
  /** What to play: the playback copy, or the original until that copy exists. */
  audio: string;
}
