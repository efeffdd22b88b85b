import { useDeferredValue, useId, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { ENTRY_LIMITS, WELCOME_TAG } from '../../../../contract/api/entries';
import type { Entry, EntryPatch } from '../../../../contract/entries';
import { MAX_MARKDOWN_DEPTH } from '../../../../contract/markdown';
import { entries } from '../../../api/resources';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { DeleteAction, useRecordEditForm } from '../../../components/record-edit-form';
import { formatTags, parseTags, withTagsTogether } from '../../../components/tag-text';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/locale';
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
  const t = useT();
  const { draft, textField, checkboxField, errors, form, onSubmit, saving } = useRecordEditForm(() => draftOf(entry), {
    fields: FIELDS,
    required: ['title'],
    limits: ENTRY_LIMITS,
    save: entries.useUpdate(entry.id),
    changesOf,
    readError: withTagsTogether,
    onSaved: onDone,
  });
  // Typing stays quick in a long entry: the preview follows when the browser has time, parsed
  // in time linear in the text (decision 036) and only when the text changed.
  const previewed = useDeferredValue(draft.content_raw);
  const tooDeep = t('blog.preview.tooDeep', { max: MAX_MARKDOWN_DEPTH });
  const previewNodes = useMemo(() => markdownNodes(previewed, tooDeep), [previewed, tooDeep]);

  return (
    <form ref={form} onSubmit={onSubmit} aria-labelledby={titleId} className={styles.form} noValidate>
      <h1 id={titleId} className={styles.formTitle}>
        {t('blog.edit.title')}
      </h1>
      <FormAlert message={errors.general} />
      <TextField label={t('blog.edit.titleField')} {...textField('title')} />
      <TextField
        label={t('blog.edit.tags')}
        optional
        hint={t('blog.edit.tagsHint', { tag: WELCOME_TAG })}
        {...textField('tags')}
      />
      <div className={styles.writing}>
        <TextAreaField
          label={t('blog.edit.content')}
          rows={18}
          hint={t('blog.edit.contentHint')}
          {...textField('content_raw')}
        />
        <section className={styles.preview} aria-labelledby={previewId}>
          <h2 id={previewId} className={styles.previewTitle}>
            {t('blog.preview.title')}
          </h2>
          {previewed.trim() === '' ? (
            <p className={textStyles.muted}>{t('blog.preview.empty')}</p>
          ) : (
            // The author's text, in whatever language they write.
            <div className={styles.content} translate="no">
              {previewNodes}
            </div>
          )}
        </section>
      </div>
      <CheckboxField
        label={t('blog.edit.published')}
        hint={t('blog.edit.publishedHint')}
        {...checkboxField('is_published')}
      />
      <FormActions saving={saving} onCancel={onDone}>
        <DeleteAction what="entry" onDelete={onDelete}>
          <FormattedMessage
            id="blog.edit.deleteWarning"
            values={{ title: <span translate="no">{entry.title}</span> }}
          />
        </DeleteAction>
      </FormActions>
    </form>
  );
}
