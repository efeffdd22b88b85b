import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { WELCOME_TAG, type Entry, type EntryPatch } from '../../../../contract/entries';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { entries } from '../../../api/resources';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { formatTags, parseTags, withTagsTogether } from '../../../components/tag-text';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { markdownNodes } from '../markdown-nodes';
import styles from './blog.module.css';

const FIELDS = ['title', 'tags', 'content_raw', 'is_published'] as const;
type Field = (typeof FIELDS)[number];

interface Draft {
  title: string;
  /** As typed: comma-separated. */
  tags: string;
  /** The Markdown. */
  content_raw: string;
  is_published: boolean;
}

const draftOf = ({ title, tags, content_raw, is_published }: Entry): Draft => ({
  title,
  tags: formatTags(tags),
  content_raw,
  is_published,
});

const changesOf = (draft: Draft): EntryPatch => ({ ...draft, tags: parseTags(draft.tags) });

interface EntryEditFormProps {
  entry: Entry;
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
  onDelete: () => void;
}

/**
 * The author's edit mode of the entry card (SPEC.md §4): title, tags, the Markdown with a
 * live preview beside it, Published, and Save, Cancel and Delete.
 */
export function EntryEditForm({ entry, onDone, onDelete }: EntryEditFormProps) {
  const titleId = useId();
  const previewId = useId();
  const { draft, set, textField, errors, setErrors, form } = useFormDraft(() => draftOf(entry), {
    focusFirstField: true,
  });
  const [confirming, setConfirming] = useState(false);
  const update = entries.useUpdate(entry.id);
  // Typing stays quick in a long entry: the preview follows when the browser has time.
  const previewed = useDeferredValue(draft.content_raw);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft.title.trim() === '') {
      setErrors(fieldErrors<Field>({ title: ['This field may not be blank.'] }));
      return;
    }
    setErrors(NO_ERRORS);
    update.mutate(changesOf(draft), {
      onSuccess: onDone,
      onError: (error) => setErrors(formErrorsOf(withTagsTogether(error), FIELDS)),
    });
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-labelledby={titleId} className={styles.form} noValidate>
      <h1 id={titleId} className={styles.formTitle}>
        Edit entry
      </h1>
      <FormAlert message={errors.general} />
      <TextField label="Title" {...textField('title')} />
      <TextField
        label="Tags"
        optional
        hint={`Separate tags with commas, e.g. grammar, verbs. The tag ${WELCOME_TAG} puts the entry on the welcome page.`}
        {...textField('tags')}
      />
      <div className={styles.writing}>
        <TextAreaField
          label="Content"
          rows={18}
          hint="Markdown: **bold**, *italic*, ### for a heading, - for a list, [text](https://…) for a link."
          {...textField('content_raw')}
        />
        <section className={styles.preview} aria-labelledby={previewId}>
          <h2 id={previewId} className={styles.previewTitle}>
            Preview
          </h2>
          {previewed.trim() === '' ? (
            <p className={styles.muted}>What you write appears here as readers will see it.</p>
          ) : (
            <div className={styles.content}>{markdownNodes(previewed)}</div>
          )}
        </section>
      </div>
      <CheckboxField
        label="Published"
        name="is_published"
        hint="Everyone can read a published entry; until then only you can see it."
        checked={draft.is_published}
        onChange={(published) => set('is_published', published)}
        errors={errors.fields.is_published}
      />
      <FormActions saving={update.isPending} onCancel={onDone}>
        <Button variant="secondary" className={styles.danger} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </FormActions>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this entry?"
        confirmLabel="Delete entry"
        onConfirm={onDelete}
      >
        “{entry.title}” and its list of words will be removed for everyone.
      </ConfirmDialog>
    </form>
  );
}
