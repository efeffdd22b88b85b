import { useId, useRef, useState, type FormEvent } from 'react';
import { RECORDING_LIMITS } from '../../../../contract/api/recordings';
import type { Speaker } from '../../../../contract/recordings';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { RecordingRecorder } from '../../../components/recordings/recording-recorder';
import { SelectField } from '../../../components/select-field';
import { useT } from '../../../i18n/locale';
import { useOwnSpeakers, useSendRecording, useWordRecordings } from '../api/word-recordings';
import { SpeakerForm } from './speaker-form';
import styles from './record-word.module.css';

interface RecordWordProps {
  wordId: number;
  userId: number;
}

const UPLOAD_FIELDS = ['speaker', 'file'] as const;

const speakerLabel = (speaker: Speaker) => (speaker.place ? `${speaker.name}, ${speaker.place}` : speaker.name);

/**
 * "Record this word" on a word's page (issue 51): a signed-in user chooses whose voice it is
 * (one of the speakers they added, or a new one), then records it or chooses a file and sends
 * it. The server's refusal (a silent take, a file that is no recording) shows here; once sent,
 * the recording waits for staff's review and the section is ready for another take.
 */
export function RecordWord({ wordId, userId }: RecordWordProps) {
  const t = useT();
  const titleId = useId();
  const fileId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const { data: found, isPending } = useOwnSpeakers(userId);
  const own = found?.results ?? [];
  const [chosenId, setChosenId] = useState<number>();
  const [adding, setAdding] = useState(false);
  // A new round after each recording sent: the recorder and the file input start empty.
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const send = useSendRecording(wordId);
  // What staff did not approve of the user's own is said here, with their reason; the player leaves it out.
  const rejected = (useWordRecordings(wordId).data?.results ?? []).filter(
    (recording) => recording.owner === userId && recording.status === 'rejected',
  );

  const chosen = own.find((speaker) => speaker.id === chosenId) ?? own[0];
  // The server names what it refused: the speaker under its choice, the take (or file) above the recorder.
  const refused: FormErrors<(typeof UPLOAD_FIELDS)[number]> = send.error
    ? formErrorsOf(send.error, UPLOAD_FIELDS)
    : NO_ERRORS;
  const refusal = refused.fields.file?.join(' ') ?? refused.general;

  const sendTake = (take: Blob) => {
    if (!chosen) return;
    setSent(false);
    send.mutate(
      { speaker: chosen.id, file: take },
      {
        onSuccess: () => {
          setRound(round + 1);
          setFile(null);
          setSent(true);
          title.current?.focus();
        },
      },
    );
  };

  const sendFile = (event: FormEvent) => {
    event.preventDefault();
    if (file) sendTake(file);
  };

  return (
    <section aria-labelledby={titleId} className={styles.record}>
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {t('recordings.record.title')}
      </h2>
      <p className={styles.hint}>{t('recordings.record.hint')}</p>
      {rejected.length > 0 && (
        <ul className={styles.rejected}>
          {rejected.map((recording) => (
            <li key={recording.id}>
              {t('recordings.record.rejected', { speaker: recording.speaker_data.name, reason: recording.reason })}
            </li>
          ))}
        </ul>
      )}
      {isPending ? null : adding || !chosen ? (
        <SpeakerForm
          userId={userId}
          onAdded={(speaker) => {
            setChosenId(speaker.id);
            setAdding(false);
          }}
          onCancel={chosen ? () => setAdding(false) : undefined}
        />
      ) : (
        <>
          <div className={styles.speakerRow}>
            <SelectField
              label={t('recordings.record.speaker')}
              name="speaker"
              value={chosen.id}
              onChange={(event) => setChosenId(Number(event.target.value))}
              errors={refused.fields.speaker}
              options={own.map((speaker) => ({ value: String(speaker.id), label: speakerLabel(speaker) }))}
            />
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('recordings.record.addSpeaker')}
            </Button>
          </div>
          <div>
            <FormAlert message={refusal} />
            <RecordingRecorder
              key={round}
              maxSeconds={RECORDING_LIMITS.seconds}
              sending={send.isPending}
              onTake={(blob) => sendTake(blob)}
            />
          </div>
          <form
            key={`file-${round}`}
            className={styles.fileForm}
            onSubmit={sendFile}
            aria-label={t('recordings.record.fileForm')}
          >
            <label htmlFor={fileId}>{t('recordings.record.file')}</label>
            <input
              id={fileId}
              type="file"
              accept="audio/*"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Button type="submit" variant="secondary" disabled={!file || send.isPending}>
              {t('recordings.record.sendFile')}
            </Button>
          </form>
        </>
      )}
      <p role="status" className={styles.sent}>
        {sent ? t('recordings.record.sent') : ''}
      </p>
    </section>
  );
}
