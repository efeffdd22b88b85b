import type { FormEvent } from 'react';
import { RECORDING_LICENCES, SPEAKER_LIMITS, type RecordingLicence } from '../../../../contract/api/recordings';
import type { Speaker } from '../../../../contract/recordings';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { useT } from '../../../i18n/locale';
import { useAddSpeaker } from '../api/word-recordings';
import styles from './record-word.module.css';

const FIELDS = ['name', 'place', 'variety', 'share', 'exports', 'licence'] as const;

interface SpeakerDraft {
  name: string;
  place: string;
  variety: string;
  share: boolean;
  exports: boolean;
  /** Empty until chosen: no licence is given for the speaker. */
  licence: RecordingLicence | '';
}

// Consent is asked, never assumed: nothing is ticked and no licence chosen until the user does.
const EMPTY: SpeakerDraft = { name: '', place: '', variety: '', share: false, exports: false, licence: '' };

interface SpeakerFormProps {
  userId: number;
  onAdded: (speaker: Speaker) => void;
  /** Absent when the user has no speaker yet: there is nothing to go back to. */
  onCancel?: () => void;
}

/**
 * Adds the person whose voice is recorded: a name (or a label, for a speaker who would rather
 * not be named), where they are from, their variety, what they agreed to, and the licence
 * of their recordings.
 */
export function SpeakerForm({ userId, onAdded, onCancel }: SpeakerFormProps) {
  const t = useT();
  const add = useAddSpeaker(userId);
  const { draft, set, textField, checkboxField, errors, setErrors, form } = useFormDraft<SpeakerDraft>(EMPTY, {
    limits: { name: SPEAKER_LIMITS.name, place: SPEAKER_LIMITS.place, variety: SPEAKER_LIMITS.variety },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const name = draft.name.trim();
    const { licence } = draft;
    if (name === '' || licence === '') {
      setErrors(
        fieldErrors<(typeof FIELDS)[number]>({
          ...(name === '' ? { name: [t('recordings.speaker.nameMissing')] } : {}),
          ...(licence === '' ? { licence: [t('recordings.speaker.licenceMissing')] } : {}),
        }),
      );
      return;
    }
    setErrors(NO_ERRORS);
    add.mutate(
      { ...draft, name, licence },
      { onSuccess: onAdded, onError: (error) => setErrors(formErrorsOf(error, FIELDS)) },
    );
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      aria-label={t('recordings.speaker.form')}
      className={styles.speakerForm}
      noValidate
    >
      <FormAlert message={errors.general} />
      <TextField
        label={t('recordings.speaker.name')}
        hint={t('recordings.speaker.nameHint')}
        autoComplete="off"
        {...textField('name')}
      />
      <TextField label={t('recordings.speaker.place')} optional autoComplete="off" {...textField('place')} />
      <TextField
        label={t('recordings.speaker.variety')}
        optional
        hint={t('recordings.speaker.varietyHint')}
        autoComplete="off"
        {...textField('variety')}
      />
      <fieldset className={styles.consent}>
        <legend>{t('recordings.speaker.consent')}</legend>
        <CheckboxField
          label={t('recordings.speaker.share')}
          hint={t('recordings.speaker.shareHint')}
          {...checkboxField('share')}
        />
        <CheckboxField
          label={t('recordings.speaker.exports')}
          hint={t('recordings.speaker.exportsHint')}
          {...checkboxField('exports')}
        />
      </fieldset>
      <SelectField
        label={t('recordings.speaker.licence')}
        hint={t('recordings.speaker.licenceHint')}
        name="licence"
        value={draft.licence}
        onChange={(event) => set('licence', event.target.value as SpeakerDraft['licence'])}
        errors={errors.fields.licence}
        required
        options={[
          { value: '', label: t('recordings.speaker.licenceChoose') },
          ...RECORDING_LICENCES.map((licence) => ({ value: licence, label: t(`recordings.licence.${licence}`) })),
        ]}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending}>
          {t(add.isPending ? 'recordings.speaker.adding' : 'recordings.speaker.add')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
