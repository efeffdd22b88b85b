import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'>, FieldProps {
  name: string;
}

/** A labelled text input whose hint, advice and errors are tied to it with aria-describedby. */
export function TextField({ label, optional, hint, advice, errors, ...input }: TextFieldProps) {
  return (
    <Field
      label={label}
      optional={optional}
      hint={hint}
      advice={advice}
      errors={errors}
      control={(control) => <input {...input} {...control} />}
    />
  );
}
