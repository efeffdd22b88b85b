import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './search-box.module.css';
import textBoxStyles from './text-box.module.css';

/** SPEC.md §9: searches wait until typing has stopped for 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className' | 'value' | 'onChange'
> {
  label: string;
  /** The label's id, when a region is named after it. */
  labelId?: string;
  /** A line between the label and the box. */
  note?: ReactNode;
  /**
   * What may be typed, under the box and describing it: a placeholder must fit a phone's box
   * (an example), so the full explanation goes here (decision 077).
   */
  hint?: string;
  value: string;
  onChange: (text: string) => void;
  /** What the search found ("3 words found.", "Searching…"), announced politely; empty before a search. */
  status: string;
}

/** A search's label, its box and its status line, which describes the box. The caller lays them out. */
export function SearchBox({ label, labelId, note, hint, value, onChange, status, ...input }: SearchBoxProps) {
  const id = useId();
  return (
    <>
      <label id={labelId} htmlFor={id} className={styles.label}>
        {label}
      </label>
      {note}
      <input
        autoComplete="off"
        spellCheck={false}
        {...input}
        id={id}
        type="search"
        className={textBoxStyles.textBox}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint ${id}-status` : `${id}-status`}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-status`} className={styles.status} aria-live="polite">
        {status}
      </p>
    </>
  );
}
