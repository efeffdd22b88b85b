import { RecordingPlayer } from '../../../components/recordings/recording-player';
import { useWordRecordings } from '../api/word-recordings';
import styles from './word-detail.module.css';

/**
 * The play button beside a word's headword: the recordings of it the viewer may hear, an
 * approved one or (to whoever sent it, its speaker and staff) one waiting for review, which
 * the player marks so. Nothing shows while there are none.
 */
export function WordPlayer({ wordId, label }: { wordId: number; label: string }) {
  const { data: found } = useWordRecordings(wordId);
  const playable = (found?.results ?? []).filter((recording) => recording.status !== 'rejected');
  if (playable.length === 0) return null;
  return (
    <div className={styles.player}>
      <RecordingPlayer recordings={playable} label={label} />
    </div>
  );
}
