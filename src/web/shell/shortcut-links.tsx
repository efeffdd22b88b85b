import { NavLink } from 'react-router';
import { useT } from '../i18n/locale';
import { SHORTCUTS } from './menu-items';
import styles from './shortcut-links.module.css';

interface ShortcutLinksProps {
  /** Names the navigation landmark; each copy needs its own. */
  label: string;
  tone: 'on-dark' | 'on-light';
  className?: string;
}

/** Dashboard, Vocabularies, Patterns and Words, as the top bar and the content area carry them. */
export function ShortcutLinks({ label, tone, className }: ShortcutLinksProps) {
  const t = useT();
  return (
    <nav aria-label={label} className={[styles.shortcuts, styles[tone], className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {SHORTCUTS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={styles.link}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
