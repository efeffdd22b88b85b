import type { FormEvent, ReactNode } from 'react';
import { CATEGORY_LIMITS, isDotWord } from '../../../../contract/api/utoaztecan';
import type { SemanticCategoryCreate } from '../../../../contract/utoaztecan';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { useT } from '../../../i18n/locale';
import { parseSearchWords } from '../utoaztecan-data';

const FIELDS = ['word', 'words', 'share'] as const;
const { searchWord: MAX_SEARCH_WORD, searchWords: MAX_SEARCH_WORDS } = CATEGORY_LIMITS;

type Translate = ReturnType<typeof useT>;

/** The contract's limits on search words, checked before sending: the server names a long word by its place alone. */
function searchWordProblems(words: string[], t: Translate): { words?: string[] } {
  const long = words.find((word) => word.length > MAX_SEARCH_WORD);
  if (long) return { words: [t('utoaztecan.category.wordTooLong', { word: long.slice(0, 20), max: MAX_SEARCH_WORD })] };
  if (words.length > MAX_SEARCH_WORDS)
    return { words: [t('utoaztecan.category.tooManyWords', { max: MAX_SEARCH_WORDS })] };
  return {};
}

/** A category as its form holds it: the search words in one box. */
export interface CategoryDraft {
  word: string;
  words: string;
  share: boolean;
}

export const emptyCategoryDraft: CategoryDraft = { word: '', words: '', share: true };

interface CategoryFormProps {
  initial: CategoryDraft;
  /** The form's name: "New category", "Edit category". */
  label: string;
  saving: boolean;
  /** Sends the category; `onError` puts the server's refusal under the fields. */
  onSave: (body: Required<SemanticCategoryCreate>, handlers: { onError: (error: unknown) => void }) => void;
  onCancel: () => void;
  /** Further actions after Save and Cancel (the owner's Delete). */
  children?: ReactNode;
}

/** The fields of a semantic category (SPEC.md §3): its word, the English and Spanish words that find it, Share. */
export function CategoryForm({ initial, label, saving, onSave, onCancel, children }: CategoryFormProps) {
  const { draft, textField, checkboxField, errors, setErrors, form } = useFormDraft(initial, {
    focusFirstField: true,
    limits: { word: CATEGORY_LIMITS.word },
  });
  const t = useT();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const word = draft.word.trim();
    const words = parseSearchWords(draft.words);
    const problems = fieldErrors<(typeof FIELDS)[number]>({
      ...(word === '' ? { word: [t('utoaztecan.form.blank')] } : {}),
      ...(isDotWord(word) ? { word: [t('utoaztecan.category.dotWord')] } : {}),
      ...searchWordProblems(words, t),
    });
    if (problems !== NO_ERRORS) {
      setErrors(problems);
      return;
    }
    setErrors(NO_ERRORS);
    onSave({ word, words, share: draft.share }, { onError: (error) => setErrors(formErrorsOf(error, FIELDS)) });
  }

  return (
    <form ref={form} onSubmit={onSubmit} aria-label={label} noValidate>
      <FormAlert message={errors.general} />
      <TextField label={t('utoaztecan.form.word')} hint={t('utoaztecan.category.wordHint')} {...textField('word')} />
      <TextAreaField
        label={t('utoaztecan.category.searchWords')}
        optional
        rows={2}
        hint={t('utoaztecan.category.searchWordsHint')}
        {...textField('words')}
      />
      <CheckboxField
        label={t('utoaztecan.form.share')}
        hint={t('utoaztecan.category.shareHint')}
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onCancel}>
        {children}
      </FormActions>
    </form>
  );
}
