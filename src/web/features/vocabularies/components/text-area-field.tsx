import { useId, type TextareaHTMLAttributes } from 'react';
import styles from '../../../components/text-field.module.css';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'aria-describedby' | 'aria-invalid'
> {
  label: string;
  name: string;
  optional?: boolean;
  /** A standing hint, such as the format the field takes. */
  hint?: string;
  /** The messages that rejected the current value. */
  errors?: readonly string[];
}

/** A labelled multi-line field wired like the shared TextField: its hint and errors are tied to it. */
export function TextAreaField({ label, optional, hint, errors = [], ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const describedBy = [hint && hintId, invalid && errorId].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        {...textarea}
        id={id}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
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
