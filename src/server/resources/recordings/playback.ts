import type { MediaStore } from '../../media/store';
import type { RecordingRepository } from './recording-repository';

/** The playback copies' type: MP3, which every current browser plays. */
export const PLAYBACK_TYPE = 'audio/mpeg';

/**
 * Makes recordings' playback copies in the background, one at a time (each runs ffmpeg for
 * about a second per 30 s take): until a copy exists, or where ffmpeg is missing, the
 * original is heard. `idle` settles when every copy asked so far is done.
 */
export function playbackCopies(
  makeCopy: (bytes: Uint8Array) => Promise<Uint8Array | null>,
  media: MediaStore,
  recordings: RecordingRepository,
  failed: (id: number, error: unknown) => void,
) {
  let queue: Promise<void> = Promise.resolve();
  async function copy(id: number, bytes: Uint8Array): Promise<void> {
    const made = await makeCopy(bytes);
    if (made === null) return;
    const { key } = await media.put(made);
    await recordings.setPlayback(id, key, PLAYBACK_TYPE);
  }
  return {
    add(id: number, bytes: Uint8Array): void {
      queue = queue.then(() => copy(id, bytes)).catch((error: unknown) => failed(id, error));
    },
    idle: (): Promise<void> => queue,
  };
}

export type PlaybackCopies = ReturnType<typeof playbackCopies>;

/**
 * Deletes the files no recording has named for `graceHours` (decision 086): a file named
 * again meanwhile left the released list when it was, so it stays.
 */
export async function sweepReleasedMedia(media: MediaStore, recordings: RecordingRepository, graceHours: number): Promise<number> {
  const before = new Date(Date.now() - graceHours * 3_600_000).toISOString();
  const keys = await recordings.releasedBefore(before);
  for (const key of keys) {
    await media.remove(key);
    await recordings.forgetReleased(key);
  }
  return keys.length;
}
