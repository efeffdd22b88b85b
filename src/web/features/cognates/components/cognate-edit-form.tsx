import type { Cognate, CognatePatch } from '../../../../contract/utoaztecan';
import { cognates } from '../../../api/resources';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { DeleteAction, useRecordEditForm } from '../../../components/record-edit-form';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import cardsStyles from '../../../components/paged-cards.module.css';
import cardStyles from '../../../components/card.module.css';

const FIELDS = ['language', 'word', 'definition', 'transforms', 'share'] as const;
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
  const { textField, checkboxField, errors, form, onSubmit, saving } = useRecordEditForm(() => draftOf(cognate), {
    fields: FIELDS,
    required: ['language', 'word'],
    save: cognates.useUpdate(cognate.id),
    onSaved: onDone,
  });

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      className={`${cardStyles.card} ${cardsStyles.card}`}
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
        hint="Everyone can see a shared cognate; otherwise only you can."
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onDone}>
        <DeleteAction what="cognate" onDelete={onDelete}>
          “{cognate.word}” and its links to Nahuatl words will be removed for everyone.
        </DeleteAction>
      </FormActions>
    </form>
  );
}
