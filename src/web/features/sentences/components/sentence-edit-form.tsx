import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Sentence, SentencePatch } from '../../../../contract/sentences';
import { fieldErrors, formErrorsOf, NO_ERRORS, type FormErrors } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFocusFirstInvalid } from '../../../components/use-focus-first-invalid';
import { useUpdateSentence } from '../api/update-sentence';
import { DeleteSentenceDialog } from './delete-sentence-dialog';
import { TextAreaField } from './text-area-field';
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
  const [draft, setDraft] = useState(() => draftOf(sentence));
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSentence(sentence.id);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);

  // Editing starts in the sentence itself.
  useEffect(() => form.current?.querySelector<HTMLElement>('textarea, input')?.focus(), []);

  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((previous) => ({ ...previous, [field]: value }));

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
    <form ref={form} onSubmit={onSubmit} className={styles.editForm} aria-label="Edit sentence" noValidate>
      <FormAlert message={errors.general} />
      <TextAreaField
        label="Sentence"
        name="sentence"
        lang="nah"
        rows={2}
        value={draft.sentence}
        onChange={(event) => set('sentence')(event.target.value)}
        errors={errors.fields.sentence}
      />
      <TextAreaField
        label="Spanish"
        name="spanish"
        lang="es"
        rows={2}
        optional
        value={draft.spanish}
        onChange={(event) => set('spanish')(event.target.value)}
        errors={errors.fields.spanish}
      />
      <TextAreaField
        label="English"
        name="english"
        lang="en"
        rows={2}
        optional
        value={draft.english}
        onChange={(event) => set('english')(event.target.value)}
        errors={errors.fields.english}
      />
      <TextAreaField
        label="Notes"
        name="notes"
        rows={3}
        optional
        value={draft.notes}
        onChange={(event) => set('notes')(event.target.value)}
        errors={errors.fields.notes}
      />
      <TextField
        label="Source"
        name="source"
        optional
        hint="A book, a course, or a speaker who agreed to share it."
        value={draft.source}
        onChange={(event) => set('source')(event.target.value)}
        errors={errors.fields.source}
      />
      <div className={styles.checkbox}>
        <input
          id={`sentence-${sentence.id}-share`}
          type="checkbox"
          name="share"
          checked={draft.share}
          onChange={(event) => set('share')(event.target.checked)}
          aria-describedby={`sentence-${sentence.id}-share-hint`}
        />
        <label htmlFor={`sentence-${sentence.id}-share`}>Share</label>
        <p id={`sentence-${sentence.id}-share-hint`} className={styles.checkboxHint}>
          Everyone can see a shared sentence; otherwise only you can.
        </p>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="secondary" className={styles.danger} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <DeleteSentenceDialog
        sentence={sentence.sentence}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={onDelete}
      />
    </form>
  );
}
