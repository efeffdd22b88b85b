import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/locale';
import type { Recording } from '../../../contract/recordings';
import textStyles from '../text.module.css';
import styles from './recording-player.module.css';

/** The "slower" speed: each sound of a word is easier to catch, and the speaker's pitch is kept. */
const SLOW_RATE = 0.75;

// Loading a source resets the speed to the default one, so both are set.
function setSpeed(audio: HTMLAudioElement, slow: boolean) {
  audio.defaultPlaybackRate = audio.playbackRate = slow ? SLOW_RATE : 1;
}

interface RecordingPlayerProps {
  recordings: readonly Recording[];
  /** What is heard (the word or form), which the play button names. */
  label: string;
}

/**
 * Lets a learner hear native speakers say a word: a button to listen, a choice of speaker when
 * several recorded it (each says it their own way), and a slower speed. One audio element serves
 * every play; it is made on the first, since the server draws the screen where there is none.
 */
export function RecordingPlayer({ recordings, label }: RecordingPlayerProps) {
  const t = useT();
  const selectId = useId();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [chosenId, setChosenId] = useState<number>();
  const [slow, setSlow] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => audioRef.current?.pause(), []);

  const chosen = recordings.find((recording) => recording.id === chosenId) ?? recordings[0];
  if (!chosen) return null;

  // A recording staff have not approved yet is heard only by whoever sent it, its speaker and staff: it says so.
  const speakerName = ({ speaker_data: speaker, status }: Recording) => {
    const name = speaker.place
      ? t('recordings.player.speakerFrom', { name: speaker.name, place: speaker.place })
      : speaker.name;
    return status === 'pending' ? t('recordings.player.pending', { name }) : name;
  };

  const audioElement = (): HTMLAudioElement => {
    if (audioRef.current) return audioRef.current;
    const audio = new Audio();
    audio.preservesPitch = true;
    audio.addEventListener('play', () => setPlaying(true));
    audio.addEventListener('pause', () => setPlaying(false));
    audio.addEventListener('ended', () => setPlaying(false));
    audio.addEventListener('error', () => {
      setPlaying(false);
      setFailed(true);
    });
    audioRef.current = audio;
    return audio;
  };

  const listen = () => {
    const audio = audioElement();
    if (playing) {
      audio.pause();
      return;
    }
    setFailed(false);
    if (audio.getAttribute('src') !== chosen.audio) audio.src = chosen.audio;
    setSpeed(audio, slow);
    audio.play().catch((error: unknown) => {
      // A pause (the button pressed again, another speaker chosen) interrupts a start: no failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setPlaying(false);
      setFailed(true);
    });
  };

  const toggleSlow = () => {
    setSlow(!slow);
    const audio = audioRef.current;
    if (audio) setSpeed(audio, !slow);
  };

  const choose = (id: number) => {
    audioRef.current?.pause();
    setFailed(false);
    setChosenId(id);
  };

  return (
    <div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.play}
          aria-pressed={playing}
          aria-label={t('recordings.player.listen', { label })}
          onClick={listen}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d={playing ? 'M3 2h4v12H3zM9 2h4v12H9z' : 'M4 2l10 6-10 6z'} />
          </svg>
        </button>
        {recordings.length > 1 ? (
          <span className={styles.speaker}>
            <label htmlFor={selectId}>{t('recordings.player.speaker')}</label>
            <select id={selectId} value={chosen.id} onChange={(event) => choose(Number(event.target.value))}>
              {recordings.map((recording) => (
                <option key={recording.id} value={recording.id}>
                  {speakerName(recording)}
                </option>
              ))}
            </select>
          </span>
        ) : (
          <span className={styles.speaker}>{speakerName(chosen)}</span>
        )}
        <button type="button" className={styles.slower} aria-pressed={slow} onClick={toggleSlow}>
          {t('recordings.player.slower')}
        </button>
      </div>
      <p role="status" className={textStyles.error}>
        {failed ? t('recordings.player.failed') : ''}
      </p>
    </div>
  );
}
