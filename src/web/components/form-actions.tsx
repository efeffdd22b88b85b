import type { ReactNode } from 'react';
import { useT } from '../i18n/locale';
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
  const t = useT();
  return (
    <div className={styles.actions}>
      <Button type="submit" disabled={saving}>
        {saving ? t('common.saving') : t('common.save')}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      {children}
    </div>
  );
}
