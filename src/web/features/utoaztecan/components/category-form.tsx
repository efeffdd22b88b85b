import type { FormEvent, ReactNode } from 'react';
import { DOT_WORD_MESSAGE, isDotWord, type SemanticCategoryCreate } from '../../../../contract/utoaztecan';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../../../api/form-errors';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormActions } from '../../../components/form-actions';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useFormDraft } from '../../../components/use-form-draft';
import { parseSearchWords } from '../utoaztecan-data';

const FIELDS = ['word', 'words', 'share'] as const;
const MAX_SEARCH_WORD = 100;
const MAX_SEARCH_WORDS = 50;

/** The contract's limits on search words, checked before sending: the server names a long word by its place alone. */
function searchWordProblems(words: string[]): { words?: string[] } {
  const long = words.find((word) => word.length > MAX_SEARCH_WORD);
  if (long) return { words: [`“${long.slice(0, 20)}…” is too long: at most ${MAX_SEARCH_WORD} characters a word.`] };
  if (words.length > MAX_SEARCH_WORDS) return { words: [`At most ${MAX_SEARCH_WORDS} search words.`] };
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
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const word = draft.word.trim();
    const words = parseSearchWords(draft.words);
    const problems = fieldErrors<(typeof FIELDS)[number]>({
      ...(word === '' ? { word: ['This field may not be blank.'] } : {}),
      ...(isDotWord(word) ? { word: [DOT_WORD_MESSAGE] } : {}),
      ...searchWordProblems(words),
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
      <TextField label="Word" hint="The category's name, such as arrow." {...textField('word')} />
      <TextAreaField
        label="Search words"
        optional
        rows={2}
        hint="English and Spanish words that find it, separated by commas: arrow, flecha."
        {...textField('words')}
      />
      <CheckboxField
        label="Share"
        hint="Everyone can see a shared category; otherwise only you can."
        {...checkboxField('share')}
      />
      <FormActions saving={saving} onCancel={onCancel}>
        {children}
      </FormActions>
    </form>
  );
}
