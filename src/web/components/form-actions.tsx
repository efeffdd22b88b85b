import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './form-actions.module.css';

interface FormActionsProps {
  /** The save is under way: Save says so and waits. */
  saving: boolean;
  onCancel: () => void;
  /** Further actions after Save and Cancel, such as Delete. */
  children?: ReactNode;
}

/** The row that ends an edit form: Save (the submit), Cancel, and any further actions. */
export function FormActions({ saving, onCancel, children }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
