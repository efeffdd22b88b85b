import { VOCABULARY_LIMITS } from '../../../../contract/api/vocabularies';
import type { Vocabulary, VocabularyPatch } from '../../../../contract/vocabularies';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { useRecordEditForm } from '../../../components/record-edit-form';
import { formatTags, parseTags, withTagsTogether } from '../../../components/tag-text';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useUpdateVocabulary } from '../api/vocabulary-list';
import cardStyles from '../../../components/card.module.css';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

const FIELDS = ['name', 'description', 'source', 'suggestions_raw', 'tags', 'share'] as const;

interface Draft {
  name: string;
  description: string;
  source: string;
  suggestions_raw: string;
  /** As typed: comma-separated. */
  tags: string;
  share: boolean;
}

const draftOf = ({ name, description, source, suggestions_raw, tags, share }: Vocabulary): Draft => ({
  name,
  description,
  source,
  suggestions_raw,
  tags: formatTags(tags),
  share,
});

const changesOf = (draft: Draft): VocabularyPatch => ({ ...draft, tags: parseTags(draft.tags) });

interface VocabularyEditFormProps {
  vocabulary: Vocabulary;
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
}

/** The owner's edit form (SPEC.md §2, §4): Name, Description, Source, Suggestions (Markdown), Tags, Share. */
export function VocabularyEditForm({ vocabulary, onDone }: VocabularyEditFormProps) {
  const t = useT();
  const { textField, checkboxField, errors, form, onSubmit, saving } = useRecordEditForm(() => draftOf(vocabulary), {
    fields: FIELDS,
    required: ['name'],
    limits: VOCABULARY_LIMITS,
    save: useUpdateVocabulary(vocabulary.id),
    changesOf,
    readError: withTagsTogether,
    onSaved: onDone,
  });

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      className={`${cardStyles.card} ${cardStyles.wide} ${styles.detailCard}`}
      aria-label={t('vocabularies.form.label')}
      noValidate
    >
      <FormAlert message={errors.general} />
      <TextField label={t('vocabularies.form.name')} {...textField('name')} />
      <TextAreaField label={t('vocabularies.form.description')} rows={3} optional {...textField('description')} />
      <TextField label={t('vocabularies.source')} optional hint={t('vocabularies.form.sourceHint')} {...textField('source')} />
      <TextAreaField
        label={t('vocabularies.form.suggestions')}
        rows={6}
        optional
        hint={t('vocabularies.form.suggestionsHint')}
        {...textField('suggestions_raw')}
        name="suggestions"
      />
      <TextField
        label={t('vocabularies.form.tags')}
        optional
        hint={t('vocabularies.form.tagsHint')}
        {...textField('tags')}
      />
      <CheckboxField
        label={t('vocabularies.form.share')}
        hint={t('vocabularies.form.shareHint')}
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onDone} />
    </form>
  );
}
