import { useId } from 'react';
import styles from './checkbox-field.module.css';

interface CheckboxFieldProps {
  label: string;
  name: string;
  /** What checking it means, shown under the label. */
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The messages that rejected the current value. */
  errors?: readonly string[];
}

/** A labelled checkbox with its hint beside it, such as an owner's Share flag. */
export function CheckboxField({ label, name, hint, checked, onChange, errors }: CheckboxFieldProps) {
  const id = useId();
  return (
    <>
      <div className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
        />
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      </div>
      {errors && <p className={styles.errors}>{errors.join(' ')}</p>}
    </>
  );
}
