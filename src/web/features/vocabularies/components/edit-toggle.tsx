import type { Ref } from 'react';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

interface EditToggleProps {
  ref?: Ref<HTMLButtonElement>;
  /** Edit mode is on. */
  pressed: boolean;
  onToggle: () => void;
}

/** The owner's Edit toggle, on the list and on a vocabulary's page; pressed while in edit mode. */
export function EditToggle({ ref, pressed, onToggle }: EditToggleProps) {
  const t = useT();
  return (
    <button ref={ref} type="button" className={styles.toggle} aria-pressed={pressed} onClick={onToggle}>
      {t('vocabularies.edit')}
    </button>
  );
}
