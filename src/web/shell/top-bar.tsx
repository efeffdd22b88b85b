import { Link } from 'react-router';
import { MenuOverlay } from './menu-overlay';
import { MessagesPanel } from './messages-panel';
import { ShortcutLinks } from './shortcut-links';
import styles from './top-bar.module.css';

/** The top bar: the handset menu toggle, the product title, the shortcuts and the message log. */
export function TopBar() {
  return (
    <header className={styles.topBar}>
      <MenuOverlay />
      <Link to="/piyali" className={styles.title}>
        Nahuatl Practice
      </Link>
      <ShortcutLinks label="Shortcuts" tone="on-dark" className={styles.shortcuts} />
      <div className={styles.end}>
        <MessagesPanel />
      </div>
    </header>
  );
}
