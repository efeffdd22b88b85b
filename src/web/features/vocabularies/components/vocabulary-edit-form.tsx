import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Vocabulary, VocabularyPatch } from '../../../../contract/vocabularies';
import { ApiError } from '../../../api/api-client';
import { fieldErrors, formErrorsOf, NO_ERRORS, type FormErrors } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useFocusFirstInvalid } from '../../../components/use-focus-first-invalid';
import { useUpdateVocabulary } from '../api/update-vocabulary';
import { formatTags, parseTags } from './tags';
import { TextAreaField } from './text-area-field';
import styles from './vocabularies.module.css';

const FIELDS = ['name', 'description', 'suggestions_raw', 'tags', 'share'] as const;
type Field = (typeof FIELDS)[number];

interface Draft {
  name: string;
  description: string;
  suggestions_raw: string;
  /** As typed: comma-separated. */
  tags: string;
  share: boolean;
}

const draftOf = ({ name, description, suggestions_raw, tags, share }: Vocabulary): Draft => ({
  name,
  description,
  suggestions_raw,
  tags: formatTags(tags),
  share,
});

const changesOf = (draft: Draft): VocabularyPatch => ({ ...draft, tags: parseTags(draft.tags) });

/** The server names a bad tag by its place in the list (`tags.2`); the form has one Tags field for them all. */
function withTagsTogether(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const field = name.startsWith('tags.') ? 'tags' : name;
    fields[field] = [...new Set([...(fields[field] ?? []), ...messages])];
  }
  return new ApiError(error.message, error.status, error.detail, fields);
}

interface VocabularyEditFormProps {
  vocabulary: Vocabulary;
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
}

/** The owner's edit form (SPEC.md §2, §4): Name, Description, Suggestions (Markdown), Tags, Share. */
export function VocabularyEditForm({ vocabulary, onDone }: VocabularyEditFormProps) {
  const [draft, setDraft] = useState(() => draftOf(vocabulary));
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const update = useUpdateVocabulary(vocabulary.id);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);

  // Editing starts in the name.
  useEffect(() => form.current?.querySelector<HTMLElement>('input')?.focus(), []);

  const set =
    <K extends keyof Draft>(field: K) =>
    (value: Draft[K]) =>
      setDraft((previous) => ({ ...previous, [field]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft.name.trim() === '') {
      setErrors(fieldErrors<Field>({ name: ['This field may not be blank.'] }));
      return;
    }
    setErrors(NO_ERRORS);
    update.mutate(changesOf(draft), {
      onSuccess: onDone,
      onError: (error) => setErrors(formErrorsOf(withTagsTogether(error), FIELDS)),
    });
  }

  return (
    <form ref={form} onSubmit={onSubmit} className={styles.detailCard} aria-label="Edit vocabulary" noValidate>
      <FormAlert message={errors.general} />
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        onChange={(event) => set('name')(event.target.value)}
        errors={errors.fields.name}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={3}
        optional
        value={draft.description}
        onChange={(event) => set('description')(event.target.value)}
        errors={errors.fields.description}
      />
      <TextAreaField
        label="Suggestions"
        name="suggestions"
        rows={6}
        optional
        hint="Tips for learners, written in Markdown: **bold**, *italic*, lines starting with - for a list, [text](https://…) for a link."
        value={draft.suggestions_raw}
        onChange={(event) => set('suggestions_raw')(event.target.value)}
        errors={errors.fields.suggestions_raw}
      />
      <TextField
        label="Tags"
        name="tags"
        optional
        hint="Separate tags with commas, e.g. beginner, verbs."
        value={draft.tags}
        onChange={(event) => set('tags')(event.target.value)}
        errors={errors.fields.tags}
      />
      <div className={styles.checkbox}>
        <input
          id={`vocabulary-${vocabulary.id}-share`}
          type="checkbox"
          name="share"
          checked={draft.share}
          onChange={(event) => set('share')(event.target.checked)}
          aria-describedby={`vocabulary-${vocabulary.id}-share-hint`}
        />
        <label htmlFor={`vocabulary-${vocabulary.id}-share`}>Share</label>
        <p id={`vocabulary-${vocabulary.id}-share-hint`} className={styles.checkboxHint}>
          Everyone can see and practise a shared vocabulary; otherwise only you can.
        </p>
      </div>
      {errors.fields.share && <p className={styles.error}>{errors.fields.share.join(' ')}</p>}
      <div className={styles.actions}>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
