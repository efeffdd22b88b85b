import { FormattedMessage } from 'react-intl';
import { LOANWORD_LIMITS } from '../../../../contract/api/loanwords';
import type { Loanword, LoanwordPatch } from '../../../../contract/loanwords';
import { loanwords } from '../../../api/resources';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { DeleteAction, useRecordEditForm } from '../../../components/record-edit-form';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import type { TextName } from '../../../components/use-form-draft';
import { useT } from '../../../i18n/locale';
import cardsStyles from '../../../components/paged-cards.module.css';
import cardStyles from '../../../components/card.module.css';

const FIELDS = [
  'source_language',
  'source_word',
  'source_definition',
  'target_language',
  'target_word',
  'target_definition',
  'target_set',
  'rule_set',
  'transforms',
  'share',
] as const;
type Draft = Pick<Required<LoanwordPatch>, (typeof FIELDS)[number]>;

const draftOf = (loanword: Loanword): Draft =>
  Object.fromEntries(FIELDS.map((name) => [name, loanword[name]])) as Draft;

/**
 * What a save sends: only the fields the owner changed, so that a loan imported without a
 * source word (CLDF data) can have its definition corrected without inventing one.
 */
const changesOf =
  (saved: Draft) =>
  (draft: Draft): LoanwordPatch =>
    Object.fromEntries(FIELDS.filter((name) => draft[name] !== saved[name]).map((name) => [name, draft[name]]));

/** The words and languages may not be blank; a source word only once the loanword has one. */
function requiredOf(loanword: Loanword): TextName<Draft>[] {
  const always: TextName<Draft>[] = ['source_language', 'target_language', 'target_word'];
  return loanword.source_word === '' ? always : [...always, 'source_word'];
}

interface LoanwordEditFormProps {
  loanword: Loanword;
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
  /** The server's copy after a save, for the card to show. */
  onSaved: (saved: Loanword) => void;
  onDelete: () => void;
}

/** The owner's edit mode of the loanword card (SPEC.md §2, §4): both words, languages and definitions, the sets' text, rule set, transforms, share. */
export function LoanwordEditForm({ loanword, onDone, onSaved, onDelete }: LoanwordEditFormProps) {
  const saved = draftOf(loanword);
  const { textField, checkboxField, errors, form, onSubmit, saving } = useRecordEditForm(() => saved, {
    fields: FIELDS,
    required: requiredOf(loanword),
    limits: LOANWORD_LIMITS,
    save: loanwords.useUpdate(loanword.id, { onSaved }),
    changesOf: changesOf(saved),
    onSaved: onDone,
  });
  const t = useT();
  const languageHint = t('utoaztecan.loanword.languageHint');

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      className={`${cardStyles.card} ${cardsStyles.card}`}
      aria-label={t('utoaztecan.loanword.edit')}
      noValidate
    >
      <FormAlert message={errors.general} />
      <TextField label={t('utoaztecan.loanword.sourceWord')} {...textField('source_word')} />
      <TextField
        label={t('utoaztecan.loanword.sourceLanguage')}
        hint={languageHint}
        {...textField('source_language')}
      />
      <TextAreaField
        label={t('utoaztecan.loanword.sourceDefinition')}
        rows={2}
        optional
        {...textField('source_definition')}
      />
      <TextField label={t('utoaztecan.loanword.targetWord')} {...textField('target_word')} />
      <TextField
        label={t('utoaztecan.loanword.targetLanguage')}
        hint={languageHint}
        {...textField('target_language')}
      />
      <TextAreaField
        label={t('utoaztecan.loanword.targetDefinition')}
        rows={2}
        optional
        {...textField('target_definition')}
      />
      <TextField
        label={t('utoaztecan.loanword.targetSet')}
        optional
        hint={t('utoaztecan.loanword.targetSetHint')}
        {...textField('target_set')}
      />
      <TextField
        label={t('utoaztecan.loanword.ruleSet')}
        optional
        hint={t('utoaztecan.loanword.ruleSetHint')}
        {...textField('rule_set')}
      />
      <TextAreaField label={t('utoaztecan.form.transforms')} rows={2} optional {...textField('transforms')} />
      <CheckboxField
        label={t('utoaztecan.form.share')}
        hint={t('utoaztecan.loanword.shareHint')}
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onDone}>
        <DeleteAction what="loanword" onDelete={onDelete}>
          <FormattedMessage
            id="utoaztecan.loanword.deleteWarning"
            values={{ word: <span translate="no">{loanword.source_word || loanword.target_word}</span> }}
          />
        </DeleteAction>
      </FormActions>
    </form>
  );
}
