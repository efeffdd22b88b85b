import { useDeferredValue, useId, useMemo } from 'react';
import { WELCOME_TAG, type Entry, type EntryPatch } from '../../../../contract/entries';
import { entries } from '../../../api/resources';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { DeleteAction, useRecordEditForm } from '../../../components/record-edit-form';
import { formatTags, parseTags, withTagsTogether } from '../../../components/tag-text';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { markdownNodes } from '../markdown-nodes';
import textStyles from '../../../components/text.module.css';
import styles from './blog.module.css';

const FIELDS = ['title', 'tags', 'content_raw', 'is_published'] as const;

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
  const { draft, textField, checkboxField, errors, form, onSubmit, saving } = useRecordEditForm(() => draftOf(entry), {
    fields: FIELDS,
    required: ['title'],
    save: entries.useUpdate(entry.id),
    changesOf,
    readError: withTagsTogether,
    onSaved: onDone,
  });
  // Typing stays quick in a long entry: the preview follows when the browser has time, parsed
  // in time linear in the text (decision 036) and only when the text changed.
  const previewed = useDeferredValue(draft.content_raw);
  const previewNodes = useMemo(() => markdownNodes(previewed), [previewed]);

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
            <p className={textStyles.muted}>What you write appears here as readers will see it.</p>
          ) : (
            <div className={styles.content}>{previewNodes}</div>
          )}
        </section>
      </div>
      <CheckboxField
        label="Published"
        hint="Everyone can read a published entry; until then only you can see it."
        {...checkboxField('is_published')}
      />
      <FormActions saving={saving} onCancel={onDone}>
        <DeleteAction what="entry" onDelete={onDelete}>
          “{entry.title}” and its list of words will be removed for everyone.
        </DeleteAction>
      </FormActions>
    </form>
  );
}
