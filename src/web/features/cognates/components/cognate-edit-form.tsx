import { FormattedMessage } from 'react-intl';
import { COGNATE_LIMITS } from '../../../../contract/api/utoaztecan';
import type { Cognate, CognatePatch } from '../../../../contract/utoaztecan';
import { cognates } from '../../../api/resources';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { DeleteAction, useRecordEditForm } from '../../../components/record-edit-form';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/locale';
import cardsStyles from '../../../components/paged-cards.module.css';
import cardStyles from '../../../components/card.module.css';

const FIELDS = ['language', 'word', 'definition', 'transforms', 'source', 'share'] as const;
type Draft = Required<Omit<CognatePatch, 'set'>>;

const draftOf = ({ language, word, definition, transforms, source, share }: Cognate): Draft => ({
  language,
  word,
  definition,
  transforms,
  source,
  share,
});

interface CognateEditFormProps {
  cognate: Cognate;
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
  onDelete: () => void;
}

/** The owner's edit mode of the cognate card (SPEC.md §2, §4): language, word, definition, transforms, source, share. */
export function CognateEditForm({ cognate, onDone, onDelete }: CognateEditFormProps) {
  const { textField, checkboxField, errors, form, onSubmit, saving } = useRecordEditForm(() => draftOf(cognate), {
    fields: FIELDS,
    required: ['language', 'word'],
    limits: COGNATE_LIMITS,
    save: cognates.useUpdate(cognate.id),
    onSaved: onDone,
  });
  const t = useT();

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      className={`${cardStyles.card} ${cardsStyles.card}`}
      aria-label={t('utoaztecan.cognate.edit')}
      noValidate
    >
      <FormAlert message={errors.general} />
      <TextField
        label={t('utoaztecan.form.language')}
        hint={t('utoaztecan.cognate.languageHint', { code: cognate.language })}
        {...textField('language')}
      />
      <TextField label={t('utoaztecan.form.word')} {...textField('word')} />
      <TextAreaField label={t('utoaztecan.form.definition')} rows={2} optional {...textField('definition')} />
      <TextAreaField
        label={t('utoaztecan.form.transforms')}
        rows={2}
        optional
        hint={t('utoaztecan.cognate.transformsHint')}
        {...textField('transforms')}
      />
      <TextField
        label={t('utoaztecan.cognate.source')}
        optional
        hint={t('utoaztecan.cognate.sourceHint')}
        {...textField('source')}
      />
      <CheckboxField
        label={t('utoaztecan.form.share')}
        hint={t('utoaztecan.cognate.shareHint')}
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onDone}>
        <DeleteAction what="cognate" onDelete={onDelete}>
          <FormattedMessage
            id="utoaztecan.cognate.deleteWarning"
            values={{ word: <span translate="no">{cognate.word}</span> }}
          />
        </DeleteAction>
      </FormActions>
    </form>
  );
}
