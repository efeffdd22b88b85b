import type { Ref } from 'react';
import styles from './vocabularies.module.css';

interface EditToggleProps {
  ref?: Ref<HTMLButtonElement>;
  /** Edit mode is on. */
  pressed: boolean;
  onToggle: () => void;
}

/** The owner's Edit toggle, on the list and on a vocabulary's page; pressed while in edit mode. */
export function EditToggle({ ref, pressed, onToggle }: EditToggleProps) {
  return (
    <button ref={ref} type="button" className={styles.toggle} aria-pressed={pressed} onClick={onToggle}>
      Edit
    </button>
  );
}
