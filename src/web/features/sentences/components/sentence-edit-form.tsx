import { SENTENCE_LIMITS } from '../../../../contract/api/sentences';
import type { Sentence, SentencePatch } from '../../../../contract/sentences';
import { sentences } from '../../../api/resources';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { DeleteAction, useRecordEditForm } from '../../../components/record-edit-form';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import { FormattedMessage } from 'react-intl';

const FIELDS = ['sentence', 'spanish', 'english', 'notes', 'source', 'share'] as const;
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
  const t = useT();
  const { textField, checkboxField, errors, form, onSubmit, saving } = useRecordEditForm(() => draftOf(sentence), {
    fields: FIELDS,
    required: ['sentence'],
    limits: SENTENCE_LIMITS,
    save: sentences.useUpdate(sentence.id),
    onSaved: onDone,
  });

  return (
    <form ref={form} onSubmit={onSubmit} aria-label={t('sentences.form.label')} noValidate>
      <FormAlert message={errors.general} />
      <TextAreaField label={t('sentences.field.sentence')} lang={NAHUATL_LANG} rows={2} {...textField('sentence')} />
      <TextAreaField label={t('sentences.field.spanish')} lang="es" rows={2} optional {...textField('spanish')} />
      <TextAreaField label={t('sentences.field.english')} lang="en" rows={2} optional {...textField('english')} />
      <TextAreaField label={t('sentences.field.notes')} rows={3} optional {...textField('notes')} />
      <TextField
        label={t('sentences.field.source')}
        optional
        hint={t('sentences.form.sourceHint')}
        {...textField('source')}
      />
      <CheckboxField
        label={t('sentences.field.share')}
        hint={t('sentences.form.shareHint')}
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onDone}>
        <DeleteAction what="sentence" onDelete={onDelete}>
          <FormattedMessage
            id="sentences.form.deleteBody"
            values={{ sentence: sentence.sentence, nah: (text) => <span lang={NAHUATL_LANG}>{text}</span> }}
          />
        </DeleteAction>
      </FormActions>
    </form>
  );
}
