import type { InputHTMLAttributes, ReactNode } from 'react';
import fieldStyles from '../../components/text-field.module.css';
import styles from './numbers.module.css';

interface CalculatorFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-describedby' | 'aria-invalid'
> {
  id: string;
  label: string;
  hint: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The id of the message about the current text, when there is one. */
  messageId?: string;
  /** `invalid`: the text gives no result; `warning`: part of it was not understood. */
  state?: 'invalid' | 'warning';
}

/**
 * A calculator's box: a label, a standing hint, and a text input described by both the hint
 * and whatever message its current text has earned. The shared TextField lists errors found
 * on submit; here the result and its messages change with every keystroke, so they live in
 * the card's status region and this box only points at them.
 */
export function CalculatorField({
  id,
  label,
  hint,
  value,
  onValueChange,
  messageId,
  state,
  ...input
}: CalculatorFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <p id={hintId} className={fieldStyles.hint}>
        {hint}
      </p>
      <input
        {...input}
        id={id}
        type="text"
        className={[styles.input, state === 'warning' && styles.inputWarning].filter(Boolean).join(' ')}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={state === 'invalid' || undefined}
        aria-describedby={[hintId, messageId].filter(Boolean).join(' ')}
      />
    </div>
  );
}
