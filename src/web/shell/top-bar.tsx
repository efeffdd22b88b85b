import { useT } from '../i18n/locale';
import { LanguageSwitch } from './language-switch';
import { MenuOverlay } from './menu-overlay';
import { OfflineReadyNotice } from './offline-ready-notice';
import { ShortcutLinks } from './shortcut-links';
import styles from './top-bar.module.css';

/** The top bar: the handset menu toggle, the product title (or the news that the app works offline), the shortcuts and the language (the message log is the menu's Recent activity). */
export function TopBar() {
  const t = useT();
  return (
    <header className={styles.topBar}>
      <MenuOverlay />
      <OfflineReadyNotice />
      <ShortcutLinks label={t('shell.shortcuts')} tone="on-dark" className={styles.shortcuts} />
      <div className={styles.end}>
        <LanguageSwitch tone="on-dark" className={styles.language} />
      </div>
    </header>
  );
}
