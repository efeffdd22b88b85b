import { useState, type FormEvent } from 'react';
import { REVIEW_SETTING_LIMITS } from '../../../../contract/api/review';
import type { ReviewSettings, ReviewSettingsPatch } from '../../../../contract/review';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { useT } from '../../../i18n/locale';
import { useSaveReviewSettings } from '../api/review-progress';
import styles from './progress.module.css';

const FIELDS = ['desired_retention', 'new_per_day', 'max_reviews_per_day', 'add_mistakes'] as const;
type Field = (typeof FIELDS)[number];

/** The form's values: the numbers as typed, the retention as a percentage. */
interface Draft {
  desired_retention: string;
  new_per_day: string;
  max_reviews_per_day: string;
  add_mistakes: boolean;
}

const draftOf = (settings: ReviewSettings): Draft => ({
  desired_retention: String(Math.round(settings.desired_retention * 100)),
  new_per_day: String(settings.new_per_day),
  max_reviews_per_day: String(settings.max_reviews_per_day),
  add_mistakes: settings.add_mistakes,
});

/** The retention's bounds as whole percentages (the API takes a fraction). */
const PERCENT = {
  min: Math.round(REVIEW_SETTING_LIMITS.desired_retention.min * 100),
  max: Math.round(REVIEW_SETTING_LIMITS.desired_retention.max * 100),
};

/** `typed` as a whole number within `limits`, or null. */
function wholeNumberIn(typed: string, limits: { min: number; max: number }): number | null {
  const value = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(value) && value >= limits.min && value <= limits.max ? value : null;
}

/** The retention as a fraction, from a whole percentage within the bounds, or null. */
function retentionOf(percent: string): number | null {
  const value = wholeNumberIn(percent, PERCENT);
  return value === null ? null : value / 100;
}

const NUMBERS = ['new_per_day', 'max_reviews_per_day'] as const;

/**
 * The learner's review settings (issue 31): the retention FSRS aims at, the day's limits
 * and whether the games' mistakes become cards. Every field is checked here against the
 * contract's limits, all flagged at once; what the server still refuses comes back under the
 * field it names.
 */
export function ReviewSettingsForm({ settings }: { settings: ReviewSettings }) {
  const t = useT();
  const save = useSaveReviewSettings();
  const [saved, setSaved] = useState(false);
  const { draft, textField, checkboxField, errors, setErrors, form } = useFormDraft(() => draftOf(settings));

  /** Every field's problem at once, each against the contract's limits: the server is asked only when none is left. */
  function problems(): Partial<Record<Field, string[]>> {
    const found: Partial<Record<Field, string[]>> = {};
    if (draft.desired_retention.trim() === '') found.desired_retention = [t('common.blank')];
    else if (retentionOf(draft.desired_retention) === null)
      found.desired_retention = [t('progress.settings.retention.range', PERCENT)];
    for (const name of NUMBERS) {
      if (draft[name].trim() === '') found[name] = [t('common.blank')];
      else if (wholeNumberIn(draft[name], REVIEW_SETTING_LIMITS[name]) === null)
        found[name] = [t('progress.settings.range', REVIEW_SETTING_LIMITS[name])];
    }
    return found;
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const refused = fieldErrors(problems());
    setErrors(refused);
    if (refused !== NO_ERRORS) return;
    const changes: ReviewSettingsPatch = {
      desired_retention: retentionOf(draft.desired_retention) ?? undefined,
      new_per_day: Number(draft.new_per_day),
      max_reviews_per_day: Number(draft.max_reviews_per_day),
      add_mistakes: draft.add_mistakes,
    };
    save.mutate(changes, {
      onSuccess: () => setSaved(true),
      onError: (error) => setErrors(formErrorsOf(error, FIELDS)),
    });
  }

  return (
    <section className={styles.block} aria-labelledby="progress-settings">
      <h2 id="progress-settings">{t('progress.settings.title')}</h2>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <FormAlert message={errors.general} />
        <TextField
          label={t('progress.settings.retention')}
          hint={t('progress.settings.retention.hint')}
          type="number"
          inputMode="numeric"
          min={PERCENT.min}
          max={PERCENT.max}
          step={1}
          {...textField('desired_retention')}
        />
        <TextField
          label={t('progress.settings.newPerDay')}
          type="number"
          inputMode="numeric"
          {...REVIEW_SETTING_LIMITS.new_per_day}
          {...textField('new_per_day')}
        />
        <TextField
          label={t('progress.settings.maxReviews')}
          type="number"
          inputMode="numeric"
          {...REVIEW_SETTING_LIMITS.max_reviews_per_day}
          {...textField('max_reviews_per_day')}
        />
        <CheckboxField
          label={t('progress.settings.addMistakes')}
          hint={t('progress.settings.addMistakes.hint')}
          {...checkboxField('add_mistakes')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
          <p role="status" className={styles.saved}>
            {saved && t('progress.settings.saved')}
          </p>
        </div>
      </form>
    </section>
  );
}
