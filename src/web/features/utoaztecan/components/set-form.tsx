import type { FormEvent, ReactNode } from 'react';
import type { CognateSet } from '../../../../contract/utoaztecan';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';

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
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft.word.trim() === '') {
      setErrors(fieldErrors<(typeof FIELDS)[number]>({ word: ['This field may not be blank.'] }));
      return;
    }
    setErrors(NO_ERRORS);
    onSave(draft, { onError: (error) => setErrors(formErrorsOf(error, FIELDS)) });
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-label={label} noValidate>
      <FormAlert message={errors.general} />
      <TextField
        label="Word"
        hint="The reconstructed form, such as *mi-tɨ, or a word of one language."
        {...textField('word')}
      />
      <TextField
        label="Language"
        optional
        hint="The language the word is from, such as Proto-Aztecan."
        {...textField('set')}
      />
      <TextField label="Number" optional hint="The set's number in its source." {...textField('number')} />
      <TextAreaField label="Definition" optional rows={2} {...textField('definition')} />
      <TextAreaField
        label="Transforms"
        optional
        rows={2}
        hint="The sound changes from the reconstruction to today's words, such as *t > tl."
        {...textField('transforms')}
      />
      <TextAreaField
        label="Original text"
        optional
        rows={4}
        hint="The entry as its source prints it."
        {...textField('original_text')}
      />
      <CheckboxField
        label="Reconstructed"
        hint="The word is a reconstruction of the ancestor language, not one attested in writing."
        {...checkboxField('reconstructed')}
      />
      <CheckboxField
        label="Share"
        hint="Everyone can see a shared set; otherwise only you can."
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onCancel}>
        {children}
      </FormActions>
    </form>
  );
}
