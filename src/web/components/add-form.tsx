import { useId, type FormEvent, type ReactNode } from 'react';
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
  onSubmit: () => void;
  /** The add is under way: the button waits. */
  adding: boolean;
  /** Why nothing was added (an empty box, the server's refusal); announced. */
  error: string | null;
  placeholder?: string;
  /** The form's place on its screen, such as its width. */
  className?: string;
  /** After the box, such as a status line saying what was added. */
  children?: ReactNode;
}

/** A one-line form that adds something by its text alone: a label, the box and its Add button. */
export function AddForm({
  label,
  value,
  onChange,
  onSubmit,
  adding,
  error,
  placeholder,
  className,
  children,
}: AddFormProps) {
  const id = useId();
  const t = useT();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
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
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={adding}>
          {t('common.add')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={textStyles.error}>
          {error}
        </p>
      )}
      {children}
    </form>
  );
}
