import { useId, type TextareaHTMLAttributes } from 'react';
import styles from '../../../components/text-field.module.css';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'aria-describedby' | 'aria-invalid'
> {
  label: string;
  name: string;
  optional?: boolean;
  /** The messages that rejected the current value. */
  errors?: readonly string[];
}

/** A labelled multi-line field, styled and wired like the shared TextField, for text that runs long. */
export function TextAreaField({ label, optional, errors = [], ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      <textarea
        {...textarea}
        id={id}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <ul id={errorId} className={`${styles.messages} ${styles.errors}`}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
