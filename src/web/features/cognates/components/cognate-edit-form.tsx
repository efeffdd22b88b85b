import { useState, type FormEvent } from 'react';
import type { Cognate, CognatePatch } from '../../../../contract/utoaztecan';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { cognates } from '../../../api/resources';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import cardStyles from '../../../components/card.module.css';
import styles from './cognates.module.css';

const FIELDS = ['language', 'word', 'definition', 'transforms', 'share'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Required<Omit<CognatePatch, 'set'>>;

const draftOf = ({ language, word, definition, transforms, share }: Cognate): Draft => ({
  language,
  word,
  definition,
  transforms,
  share,
});

interface CognateEditFormProps {
  cognate: Cognate;
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
  onDelete: () => void;
}

/** The owner's edit mode of the cognate card (SPEC.md §2, §4): language, word, definition, transforms, share. */
export function CognateEditForm({ cognate, onDone, onDelete }: CognateEditFormProps) {
  const { draft, set, textField, errors, setErrors, form } = useFormDraft(() => draftOf(cognate), {
    focusFirstField: true,
  });
  const [confirming, setConfirming] = useState(false);
  const update = cognates.useUpdate(cognate.id);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const blank = (['language', 'word'] as const).filter((name) => draft[name].trim() === '');
    if (blank.length > 0) {
      setErrors(fieldErrors<Field>(Object.fromEntries(blank.map((name) => [name, ['This field may not be blank.']]))));
      return;
    }
    setErrors(NO_ERRORS);
    update.mutate(draft, { onSuccess: onDone, onError: (error) => setErrors(formErrorsOf(error, FIELDS)) });
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      className={`${cardStyles.card} ${styles.cognateCard}`}
      aria-label="Edit cognate"
      noValidate
    >
      <FormAlert message={errors.general} />
      <TextField
        label="Language"
        hint={`The language’s code, as in the cognates index (now ${cognate.language}).`}
        {...textField('language')}
      />
      <TextField label="Word" {...textField('word')} />
      <TextAreaField label="Definition" rows={2} optional {...textField('definition')} />
      <TextAreaField
        label="Transforms"
        rows={2}
        optional
        hint="The sound changes from the reconstructed word, e.g. *p > h."
        {...textField('transforms')}
      />
      <CheckboxField
        label="Share"
        name="share"
        hint="Everyone can see a shared cognate; otherwise only you can."
        checked={draft.share}
        onChange={(share) => set('share', share)}
        errors={errors.fields.share}
      />
      <FormActions saving={update.isPending} onCancel={onDone}>
        <Button variant="secondary" className={styles.danger} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </FormActions>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this cognate?"
        confirmLabel="Delete cognate"
        onConfirm={onDelete}
      >
        “{cognate.word}” and its links to Nahuatl words will be removed for everyone.
      </ConfirmDialog>
    </form>
  );
}
