import { useT } from '../../i18n/locale';
import { Button } from '../button';
import { FormAlert } from '../form-alert';
import textStyles from '../text.module.css';
import { useVoiceRecorder } from './use-voice-recorder';
import styles from './recording-recorder.module.css';

interface RecordingRecorderProps {
  /** The longest take: recording stops by itself there (a word or a short sentence fits). */
  maxSeconds?: number;
  /** Called with the take the speaker chose to send, and its length. */
  onTake: (blob: Blob, durationMs: number) => void;
  /** The take is on its way: Send waits, so it is not sent twice. */
  sending?: boolean;
}

/**
 * Lets a speaker record a word from their phone: record with a level meter and a countdown,
 * listen to the take, record again or send it. The main button stays one element through
 * Record, Stop and Record again, so the keyboard's focus stays on it.
 */
export function RecordingRecorder({ maxSeconds = 30, onTake, sending = false }: RecordingRecorderProps) {
  const t = useT();
  const { state, start, stop } = useVoiceRecorder(maxSeconds);
  const take = state.step === 'recorded' ? state.take : null;
  const starting = state.step === 'starting';

  return (
    <div className={styles.recorder}>
      <FormAlert message={state.step === 'idle' && state.problem ? t(`recordings.recorder.${state.problem}`) : null} />
      {take && <audio className={styles.take} controls src={take.url} aria-label={t('recordings.recorder.take')} />}
      <div className={styles.row}>
        {state.step === 'recording' ? (
          <Button onClick={stop}>{t('recordings.recorder.stop')}</Button>
        ) : (
          // Marked, not disabled, while the microphone starts: a disabled button drops the keyboard's focus.
          <Button
            variant={take ? 'secondary' : 'primary'}
            aria-disabled={starting || undefined}
            onClick={() => {
              if (!starting) void start();
            }}
          >
            {t(take ? 'recordings.recorder.retake' : 'recordings.recorder.record')}
          </Button>
        )}
        {state.step === 'recording' && (
          <>
            <div
              role="meter"
              aria-label={t('recordings.recorder.level')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.level}
              className={styles.meter}
            >
              <span style={{ width: `${state.level}%` }} />
            </div>
            <p className={textStyles.muted}>{t('recordings.recorder.secondsLeft', { seconds: state.secondsLeft })}</p>
          </>
        )}
        {take && (
          <Button disabled={sending} onClick={() => onTake(take.blob, take.durationMs)}>
            {t(sending ? 'recordings.recorder.sending' : 'recordings.recorder.send')}
          </Button>
        )}
      </div>
    </div>
  );
}
