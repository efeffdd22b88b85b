import { useId, type InputHTMLAttributes } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-describedby' | 'aria-invalid'> {
  label: string;
  name: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** A standing hint, such as a length rule. */
  hint?: string;
  /** Advice that changes as the user types; announced politely. */
  advice?: readonly string[];
  /** The messages that rejected the current value. */
  errors?: readonly string[];
}

/** A labelled text input whose hint, advice and errors are tied to it with aria-describedby. */
export function TextField({ label, optional, hint, advice, errors = [], ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const adviceId = `${id}-advice`;
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const describedBy = [hint && hintId, advice && adviceId, invalid && errorId].filter(Boolean).join(' ');

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
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {advice && (
        <div id={adviceId} className={styles.advice} aria-live="polite">
          {advice.length > 0 && (
            <ul className={styles.messages}>
              {advice.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
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
