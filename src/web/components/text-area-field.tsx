import type { TextareaHTMLAttributes } from 'react';
import { Field, type FieldProps } from './field';

interface TextAreaFieldProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-describedby' | 'aria-invalid'>,
    Omit<FieldProps, 'advice'> {
  name: string;
}

/** A labelled multi-line field, for text that runs long; framed and wired like TextField. */
export function TextAreaField({ label, optional, hint, errors, ...textarea }: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      optional={optional}
      hint={hint}
      errors={errors}
      control={(control) => <textarea {...textarea} {...control} />}
    />
  );
}
