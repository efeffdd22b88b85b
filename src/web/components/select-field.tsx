import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-describedby' | 'aria-invalid'>, FieldProps {
  name: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled choice from a short list, with its hint and errors tied to it like a TextField's. */
export function SelectField({ label, optional, hint, advice, errors, options, ...select }: SelectFieldProps) {
  return (
    <Field
      label={label}
      optional={optional}
      hint={hint}
      advice={advice}
      errors={errors}
      control={(control) => (
        <select {...select} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
