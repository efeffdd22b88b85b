import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { NO_ERRORS, type FormErrors } from '../api/form-errors';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** The names of a draft's text values. */
export type TextName<Draft> = { [Name in keyof Draft]: Draft[Name] extends string ? Name : never }[keyof Draft] &
  string;

/** The most characters some of a draft's texts may hold (a contract's `…_LIMITS`). */
export type TextLimits<Draft> = Partial<Record<TextName<Draft>, number>>;

/** The names of a draft's yes-or-no values. */
export type FlagName<Draft> = { [Name in keyof Draft]: Draft[Name] extends boolean ? Name : never }[keyof Draft] &
  string;

/**
 * What every form keeps: the values as typed (`draft`), the errors of the last refused
 * submit, and the form element, whose first invalid field takes the cursor after a refusal.
 * `textField(name)` wires a TextField or TextAreaField to one text value and its errors,
 * `checkboxField(name)` a CheckboxField (an owner's Share) to one yes-or-no value and its errors.
 * `limits` are the contract's most characters of each text (decision 077): a box stops there as
 * the learner types, instead of the save failing.
 */
export function useFormDraft<Draft extends object>(
  initial: Draft | (() => Draft),
  {
    focusFirstField = false,
    limits = {},
  }: {
    /** An edit form opens with the cursor in its first field. */
    focusFirstField?: boolean;
    limits?: TextLimits<Draft>;
  } = {},
) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<keyof Draft & string>>(NO_ERRORS);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, errors);

  useEffect(() => {
    if (focusFirstField) form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [focusFirstField]);

  const set = useCallback(
    <Name extends keyof Draft>(name: Name, value: Draft[Name]) =>
      setDraft((previous) => ({ ...previous, [name]: value })),
    [],
  );

  const textField = <Name extends TextName<Draft>>(name: Name) => ({
    name,
    value: draft[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(name, event.target.value as Draft[Name]),
    errors: errors.fields[name],
    maxLength: limits[name],
  });

  const checkboxField = <Name extends FlagName<Draft>>(name: Name) => ({
    name,
    checked: draft[name] as boolean,
    onChange: (checked: boolean) => set(name, checked as Draft[Name]),
    errors: errors.fields[name],
  });

  return { draft, set, textField, checkboxField, errors, setErrors, form };
}
