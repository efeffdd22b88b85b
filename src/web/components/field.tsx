import { useId, type ReactNode } from 'react';
import { useT } from '../i18n/locale';
import styles from './text-field.module.css';

/** What a field gives its control: the id its label points at, its look, and its state for assistive technology. */
export interface FieldControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** A standing hint, such as a length rule or the format the field takes. */
  hint?: string;
  /** Advice that changes as the user types; announced politely. */
  advice?: readonly string[];
  /** The messages that rejected the current value. */
  errors?: readonly string[];
}

/**
 * The frame of every text field (TextField, TextAreaField): the label, a hint above the
 * control, advice and errors below it, all tied to the control with aria-describedby.
 */
export function Field({
  label,
  optional,
  hint,
  advice,
  errors = [],
  control,
}: FieldProps & { control: (props: FieldControlProps) => ReactNode }) {
  const id = useId();
  const t = useT();
  const hintId = `${id}-hint`;
  const adviceId = `${id}-advice`;
  const errorId = `${id}-errors`;
  const invalid = errors.length > 0;
  const describedBy = [hint && hintId, advice && adviceId, invalid && errorId].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {t('common.optional')}</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {control({
        id,
        className: styles.input,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy || undefined,
      })}
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
