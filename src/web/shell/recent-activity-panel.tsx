import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { clearMessages, useMessages } from '../api/message-log';
import { Button } from '../components/button';
import type { LazyDialogProps } from '../components/lazy-dialog';
import { useT } from '../i18n/locale';
import { CloseIcon } from './icons';
import dialogStyles from '../components/dialog.module.css';
import styles from './recent-activity.module.css';

/** The panel listing every logged call, newest first, loaded when it first opens (decision 073). */
export default function RecentActivityPanel({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const messages = useMessages();
  const intl = useIntl();
  const t = useT();

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={styles.panel} onCloseAutoFocus={onCloseAutoFocus}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('shell.activity')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('shell.activity.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>{t('shell.messages.description')}</Dialog.Description>
          {messages.length === 0 ? (
            <p className={styles.empty}>{t('shell.messages.empty')}</p>
          ) : (
            <ol className={styles.list} reversed>
              {[...messages].reverse().map((message) => (
                <li key={message.id} className={message.kind === 'error' ? styles.error : styles.info}>
                  <time className={styles.time} dateTime={message.at.toISOString()}>
                    {intl.formatTime(message.at, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
                  </time>
                  <span>{message.text}</span>
                </li>
              ))}
            </ol>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={clearMessages} disabled={messages.length === 0}>
              {t('shell.messages.clear')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
