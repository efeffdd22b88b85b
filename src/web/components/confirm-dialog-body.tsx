import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useT } from '../i18n/locale';
import { Button } from './button';
import styles from './dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. "Delete this sentence?". */
  title: string;
  /** What will be lost. */
  children: ReactNode;
  /** The confirming button's label, e.g. "Delete sentence". */
  confirmLabel: string;
  /** Called after the dialog has been asked to close. */
  onConfirm: () => void;
  /** Where the cursor goes after a confirm, when the control that opened the dialog is gone with what it deleted. */
  afterConfirm?: () => void;
}

/** The confirmation's dialog (Radix Dialog), loaded the first time one opens ({@link ConfirmDialog}). */
export default function ConfirmDialogBody({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  afterConfirm,
}: ConfirmDialogProps) {
  const confirmed = useRef(false);
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            if (!confirmed.current) return;
            confirmed.current = false;
            if (!afterConfirm) return;
            event.preventDefault();
            afterConfirm();
          }}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description>{children}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary" autoFocus>
                {t('common.cancel')}
              </Button>
            </Dialog.Close>
            <Button
              variant="danger"
              onClick={() => {
                confirmed.current = true;
                onOpenChange(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
