import type { FormEvent, ReactNode } from 'react';
import { COGNATE_SET_LIMITS } from '../../../../contract/api/utoaztecan';
import type { CognateSet } from '../../../../contract/utoaztecan';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { useT } from '../../../i18n/locale';

const FIELDS = [
  'word',
  'set',
  'number',
  'definition',
  'transforms',
  'original_text',
  'reconstructed',
  'share',
] as const;

/**
 * A cognate set as its owner writes it: the whole set, sent whole (SPEC.md §7, PATCH with
 * the whole set). The category is kept, not edited here: a refusal of it is the form's message.
 */
export type SetDraft = Pick<CognateSet, (typeof FIELDS)[number] | 'semantic_category'>;

export const draftOfSet = (set: CognateSet): SetDraft => ({
  word: set.word,
  set: set.set,
  number: set.number,
  definition: set.definition,
  transforms: set.transforms,
  original_text: set.original_text,
  reconstructed: set.reconstructed,
  share: set.share,
  semantic_category: set.semantic_category,
});

/** A new set filed under a category: a reconstruction unless its author says otherwise. */
export const emptySetDraft = (semanticCategory: number | null): SetDraft => ({
  word: '',
  set: '',
  number: '',
  definition: '',
  transforms: '',
  original_text: '',
  reconstructed: true,
  share: true,
  semantic_category: semanticCategory,
});

interface SetFormProps {
  initial: SetDraft;
  /** The form's name: "New reconstructed word", "Edit cognate set". */
  label: string;
  saving: boolean;
  onSave: (body: SetDraft, handlers: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
  /** Further actions after Save and Cancel (the owner's Delete). */
  children?: ReactNode;
}

/** The fields of a cognate set (SPEC.md §3) with Save and Cancel; the word alone is required. */
export function SetForm({ initial, label, saving, onSave, onCancel, children }: SetFormProps) {
  const { draft, textField, checkboxField, errors, setErrors, form } = useFormDraft(initial, {
    focusFirstField: true,
    limits: COGNATE_SET_LIMITS,
  });
  const t = useT();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft.word.trim() === '') {
      setErrors(fieldErrors<(typeof FIELDS)[number]>({ word: [t('utoaztecan.form.blank')] }));
      return;
    }
    setErrors(NO_ERRORS);
    onSave(draft, { onError: (error) => setErrors(formErrorsOf(error, FIELDS)) });
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-label={label} noValidate>
      <FormAlert message={errors.general} />
      <TextField label={t('utoaztecan.form.word')} hint={t('utoaztecan.set.wordHint')} {...textField('word')} />
      <TextField
        label={t('utoaztecan.form.language')}
        optional
        hint={t('utoaztecan.set.languageHint')}
        {...textField('set')}
      />
      <TextField
        label={t('utoaztecan.set.number')}
        optional
        hint={t('utoaztecan.set.numberHint')}
        {...textField('number')}
      />
      <TextAreaField label={t('utoaztecan.form.definition')} optional rows={2} {...textField('definition')} />
      <TextAreaField
        label={t('utoaztecan.form.transforms')}
        optional
        rows={2}
        hint={t('utoaztecan.set.transformsHint')}
        {...textField('transforms')}
      />
      <TextAreaField
        label={t('utoaztecan.set.originalText')}
        optional
        rows={4}
        hint={t('utoaztecan.set.originalTextHint')}
        {...textField('original_text')}
      />
      <CheckboxField
        label={t('utoaztecan.set.reconstructed')}
        hint={t('utoaztecan.set.reconstructedHint')}
        {...checkboxField('reconstructed')}
      />
      <CheckboxField
        label={t('utoaztecan.form.share')}
        hint={t('utoaztecan.set.shareHint')}
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onCancel}>
        {children}
      </FormActions>
    </form>
  );
}
