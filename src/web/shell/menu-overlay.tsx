import { lazy, Suspense, useEffect } from 'react';
import { useLazyDialog } from '../components/lazy-dialog';
import { useT } from '../i18n/locale';
import { MenuIcon } from './icons';
import styles from './menu-overlay.module.css';

// Matches the width below which side-menu.module.css hides the fixed menu.
const DESKTOP = '(min-width: 600px)';

const MenuDrawer = lazy(() => import('./menu-drawer'));

/**
 * The handset menu: a toggle in the top bar opening the menu as a modal overlay, whose code
 * loads the first time it is opened (decision 073). Focus returns to the toggle when it closes.
 */
export function MenuOverlay() {
  const { asked, dialog, toggle } = useLazyDialog();
  const t = useT();
  const { onOpenChange } = dialog;

  // Widening the window to desktop shows the fixed menu; the overlay must not linger over it.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP);
    const close = () => desktop.matches && onOpenChange(false);
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, [onOpenChange]);

  return (
    <>
      <button {...toggle} className={styles.toggle} aria-label={t('shell.openMenu')}>
        <MenuIcon />
      </button>
      {asked && (
        <Suspense fallback={null}>
          <MenuDrawer {...dialog} />
        </Suspense>
      )}
    </>
  );
}
