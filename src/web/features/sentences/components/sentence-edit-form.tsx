import type { Sentence, SentencePatch } from '../../../../contract/sentences';
import { sentences } from '../../../api/resources';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { DeleteAction, useRecordEditForm } from '../../../components/record-edit-form';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';

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
  const { textField, checkboxField, errors, form, onSubmit, saving } = useRecordEditForm(() => draftOf(sentence), {
    fields: FIELDS,
    required: ['sentence'],
    save: sentences.useUpdate(sentence.id),
    onSaved: onDone,
  });

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
        hint="Everyone can see a shared sentence; otherwise only you can."
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onDone}>
        <DeleteAction what="sentence" onDelete={onDelete}>
          “<span lang="nah">{sentence.sentence}</span>” and its list of words will be removed for everyone.
        </DeleteAction>
      </FormActions>
    </form>
  );
}
