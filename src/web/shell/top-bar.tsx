import { Link } from 'react-router';
import { useT } from '../i18n/locale';
import { LanguageSwitch } from './language-switch';
import { MenuOverlay } from './menu-overlay';
import { ShortcutLinks } from './shortcut-links';
import styles from './top-bar.module.css';

/** The top bar: the handset menu toggle, the product title, the shortcuts and the language (the message log is the menu's Recent activity). */
export function TopBar() {
  const t = useT();
  return (
    <header className={styles.topBar}>
      <MenuOverlay />
      <Link to="/piyali" className={styles.title}>
        {t('shell.product')}
      </Link>
      <ShortcutLinks label={t('shell.shortcuts')} tone="on-dark" className={styles.shortcuts} />
      <div className={styles.end}>
        <LanguageSwitch tone="on-dark" className={styles.language} />
      </div>
    </header>
  );
}
