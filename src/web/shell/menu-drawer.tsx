import * as Dialog from '@radix-ui/react-dialog';
import type { LazyDialogProps } from '../components/lazy-dialog';
import { useT } from '../i18n/locale';
import { CloseIcon } from './icons';
import { MenuLinks } from './side-menu';
import styles from './menu-overlay.module.css';

/**
 * The handset menu's overlay, loaded when it first opens (decision 073). Radix Dialog moves
 * focus into it, keeps it there, and closes on Escape or a click outside.
 */
export default function MenuDrawer({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.backdrop} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('shell.menu')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('shell.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('shell.mainMenu')} className={styles.nav}>
            <MenuLinks onNavigate={() => onOpenChange(false)} withLanguage />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
