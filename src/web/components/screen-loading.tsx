import { useT } from '../i18n/locale';
import styles from './screen.module.css';

/** Shown in the content area while a screen's code arrives. */
export function ScreenLoading() {
  const t = useT();
  return (
    <p role="status" className={styles.loading}>
      {t('common.loading')}
    </p>
  );
}
