import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/locale';
import { MenuLinks } from './side-menu';
import { CloseIcon, MenuIcon } from './icons';
import styles from './menu-overlay.module.css';

// Matches the width below which side-menu.module.css hides the fixed menu.
const DESKTOP = '(min-width: 600px)';

/**
 * The handset menu: a toggle in the top bar opening the menu as a modal overlay. Radix
 * Dialog moves focus into it, keeps it there, closes on Escape or a click outside, and
 * returns focus to the toggle.
 */
export function MenuOverlay() {
  const [open, setOpen] = useState(false);
  const t = useT();

  // Widening the window to desktop shows the fixed menu; the overlay must not linger over it.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP);
    const close = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.toggle} aria-label={t('shell.openMenu')}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('shell.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('shell.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.mainMenu')} className={styles.nav}>
            <MenuLinks onNavigate={() => setOpen(false)} withLanguage />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
