import { useState, type FormEvent } from 'react';
import type { Sentence, SentencePatch } from '../../../../contract/sentences';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { sentences } from '../../../api/resources';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import styles from './sentences.module.css';

const FIELDS = ['sentence', 'spanish', 'english', 'notes', 'source', 'share'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Required<Omit<SentencePatch, 'word'>>;

const draftOf = ({ sentence, spanish, english, notes, source, share }: Sentence): Draft => ({
  sentence,
  spanish,
  english,
  notes,
  source,
  share,
});

interface SentenceEditFormProps {
  sentence: Sentence;
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
  onDelete: () => void;
}

/** The owner's edit mode of the sentence card (SPEC.md §4): Save, Cancel and Delete. */
export function SentenceEditForm({ sentence, onDone, onDelete }: SentenceEditFormProps) {
  const { draft, set, textField, errors, setErrors, form } = useFormDraft(() => draftOf(sentence), {
    focusFirstField: true,
  });
  const [confirming, setConfirming] = useState(false);
  const update = sentences.useUpdate(sentence.id);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft.sentence.trim() === '') {
      setErrors(fieldErrors<Field>({ sentence: ['This field may not be blank.'] }));
      return;
    }
    setErrors(NO_ERRORS);
    update.mutate(draft, { onSuccess: onDone, onError: (error) => setErrors(formErrorsOf(error, FIELDS)) });
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-label="Edit sentence" noValidate>
      <FormAlert message={errors.general} />
      <TextAreaField label="Sentence" lang="nah" rows={2} {...textField('sentence')} />
      <TextAreaField label="Spanish" lang="es" rows={2} optional {...textField('spanish')} />
      <TextAreaField label="English" lang="en" rows={2} optional {...textField('english')} />
      <TextAreaField label="Notes" rows={3} optional {...textField('notes')} />
      <TextField
        label="Source"
        optional
        hint="A book, a course, or a speaker who agreed to share it."
        {...textField('source')}
      />
      <CheckboxField
        label="Share"
        name="share"
        hint="Everyone can see a shared sentence; otherwise only you can."
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
        title="Delete this sentence?"
        confirmLabel="Delete sentence"
        onConfirm={onDelete}
      >
        “<span lang="nah">{sentence.sentence}</span>” and its list of words will be removed for everyone.
      </ConfirmDialog>
    </form>
  );
}
