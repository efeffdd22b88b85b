import styles from './remove-button.module.css';

interface RemoveButtonProps {
  /** What it does, for assistive technology: "Remove cochi", "Delete Animals". */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The owner's "×" that takes something out: a word from a list, a vocabulary in edit mode. */
export function RemoveButton({ label, onClick, disabled }: RemoveButtonProps) {
  return (
    <button type="button" className={styles.remove} aria-label={label} disabled={disabled} onClick={onClick}>
      ×
    </button>
  );
}
