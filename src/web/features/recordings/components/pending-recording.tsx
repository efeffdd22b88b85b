import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RECORDING_LIMITS } from '../../../../contract/api/recordings';
import type { Recording } from '../../../../contract/recordings';
import { fieldErrors, formErrorsOf, NO_ERRORS, type FormErrors } from '../../../api/form-errors';
import { sentences } from '../../../api/resources';
import { Button } from '../../../components/button';
import { FieldList, FieldRow } from '../../../components/field-list';
import { FormAlert } from '../../../components/form-alert';
import { RecordingPlayer } from '../../../components/recordings/recording-player';
import { TextAreaField } from '../../../components/text-area-field';
import { useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import { useModerateRecording, useRecordedWord, type Moderation } from '../api/pending-recordings';
import cardStyles from '../../../components/card.module.css';
import pagedStyles from '../../../components/paged-cards.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './recordings-review.module.css';

/** The Nahuatl the recording says, in the reader's alphabet, and its page: the word's or the sentence's; null until known. */
function useRecordedText(recording: Recording): { text: string; to: string } | null {
  const shown = useNahuatl();
  const word = useRecordedWord(recording.word);
  const sentence = sentences.useDetail(recording.sentence ?? 0);
  if (word.data) return { text: shown(word.data.word), to: `/detail/${word.data.id}` };
  if (sentence.data) return { text: shown(sentence.data.sentence), to: `/sentence/${sentence.data.id}` };
  return null;
}

interface PendingRecordingProps {
  recording: Recording;
  /** Called once the server has the decision, with what the screen announces. */
  onDecided: (announcement: string) => void;
}

/**
 * One recording waiting for review, as staff judge it: what it is of (a link to its page),
 * who speaks and with what licence, how long it lasts, a play button, and Approve or Reject.
 * Rejecting asks why first: the uploader is told the reason on the word's page.
 */
export function PendingRecording({ recording, onDecided }: PendingRecordingProps) {
  const t = useT();
  const { formatNumber, formatDate } = useIntl();
  const titleId = useId();
  const recorded = useRecordedText(recording);
  const moderate = useModerateRecording();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState<FormErrors<'reason'>>(NO_ERRORS);
  const refused = moderate.error ? formErrorsOf(moderate.error, ['reason'] as const) : checked;
  const speaker = recording.speaker_data;
  const label = recorded?.text ?? t('moderation.review.recordingId', { id: String(recording.id) });

  const decide = (decision: Moderation) =>
    moderate.mutate(
      { id: recording.id, decision },
      {
        onSuccess: () =>
          onDecided(
            t(
              decision.status === 'approved' ? 'moderation.review.approvedNotice' : 'moderation.review.rejectedNotice',
              {
                label,
                speaker: speaker.name,
              },
            ),
          ),
      },
    );

  const reject = (event: FormEvent) => {
    event.preventDefault();
    moderate.reset();
    if (reason.trim() === '') {
      setChecked(fieldErrors({ reason: [t('moderation.review.reasonMissing')] }));
      return;
    }
    setChecked(NO_ERRORS);
    decide({ status: 'rejected', reason: reason.trim() });
  };

  return (
    <li>
      <article className={`${cardStyles.card} ${pagedStyles.card}`} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {recorded ? (
            <Link to={recorded.to} lang={NAHUATL_LANG}>
              {recorded.text}
            </Link>
          ) : (
            label
          )}
        </h2>
        <RecordingPlayer recordings={[recording]} label={label} />
        <FieldList inline>
          <FieldRow name={t('moderation.review.speaker')} translate="no">
            {speaker.name}
          </FieldRow>
          <FieldRow name={t('moderation.review.place')} translate="no">
            {speaker.place}
          </FieldRow>
          <FieldRow name={t('moderation.review.variety')} translate="no">
            {speaker.variety}
          </FieldRow>
          <FieldRow name={t('moderation.review.licence')}>{t(`recordings.licence.${speaker.licence}`)}</FieldRow>
          <FieldRow name={t('moderation.review.duration')}>
            {t('moderation.review.seconds', {
              seconds: formatNumber(recording.duration_ms / 1000, { maximumFractionDigits: 1 }),
            })}
          </FieldRow>
          <FieldRow name={t('moderation.review.sent')}>
            {formatDate(recording.created_at, { dateStyle: 'medium' })}
          </FieldRow>
        </FieldList>
        {rejecting ? (
          <form
            className={styles.reject}
            onSubmit={reject}
            noValidate
            aria-label={t('moderation.review.rejectForm', { label })}
          >
            <FormAlert message={refused.general} />
            <TextAreaField
              label={t('moderation.review.reason')}
              hint={t('moderation.review.reasonHint')}
              name="reason"
              rows={2}
              maxLength={RECORDING_LIMITS.reason}
              value={reason}
              errors={refused.fields.reason}
              autoFocus
              onChange={(event) => setReason(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="danger" disabled={moderate.isPending}>
                {t('moderation.review.reject')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setRejecting(false);
                  setChecked(NO_ERRORS);
                  moderate.reset();
                }}
              >
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            {moderate.error && (
              <p role="alert" className={textStyles.error}>
                {refused.general}
              </p>
            )}
            <div className={styles.actions}>
              <Button disabled={moderate.isPending} onClick={() => decide({ status: 'approved' })}>
                {t('moderation.review.approve')}
              </Button>
              <Button variant="secondary" disabled={moderate.isPending} onClick={() => setRejecting(true)}>
                {t('moderation.review.rejectOpen')}
              </Button>
            </div>
          </>
        )}
      </article>
    </li>
  );
}
