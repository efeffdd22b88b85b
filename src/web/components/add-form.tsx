import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../i18n/locale';
import { Button } from './button';
import textStyles from './text.module.css';
import styles from './add-form.module.css';
import textBoxStyles from './text-box.module.css';

interface AddFormProps {
  /** "Add Sentence", "Add Vocabulary". */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Called with the text trimmed, never blank. */
  onSubmit: (text: string) => void;
  /** The add is under way: the button waits. */
  adding: boolean;
  /** Why the text left blank is not added ("Write a sentence first."); announced. */
  emptyMessage: string;
  /** Why nothing was added (the server's refusal); announced. */
  error: string | null;
  /** The most characters the record's field holds, from the contract: the box stops there. */
  maxLength: number;
  placeholder?: string;
  /** A line under the box that describes it (what happens to what is added). */
  hint?: string;
  /** The form's place on its screen, such as its width. */
  className?: string;
  /** After the box, such as a status line saying what was added. */
  children?: ReactNode;
}

/**
 * A one-line form that adds something by its text alone: a label, the box and its Add button.
 * The text is trimmed, and a blank one is not sent but answered with `emptyMessage` (SPEC.md
 * §5), the same on every screen that adds this way (decision 077).
 */
export function AddForm({
  label,
  value,
  onChange,
  onSubmit,
  adding,
  emptyMessage,
  error,
  maxLength,
  placeholder,
  hint,
  className,
  children,
}: AddFormProps) {
  const id = useId();
  const t = useT();
  const [emptyTried, setEmptyTried] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    setEmptyTried(text === '');
    if (text !== '') onSubmit(text);
  }
  const shown = emptyTried ? emptyMessage : error;
  const describedBy = [hint && `${id}-hint`, shown && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form onSubmit={submit} className={[styles.form, className].filter(Boolean).join(' ')} noValidate>
      <label htmlFor={id}>{label}</label>
      <div className={styles.row}>
        <input
          id={id}
          className={textBoxStyles.textBox}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <Button type="submit" disabled={adding}>
          {t('common.add')}
        </Button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className={textStyles.error}>
          {shown}
        </p>
      )}
      {children}
    </form>
  );
}
