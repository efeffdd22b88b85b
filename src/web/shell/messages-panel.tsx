import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { clearMessages, useMessages } from '../api/message-log';
import { useT } from '../i18n/locale';
import { Button } from '../components/button';
import { CloseIcon } from './icons';
import dialogStyles from '../components/dialog.module.css';
import styles from './messages-panel.module.css';

/** The top bar's Messages button and the panel listing every logged call, newest first. */
export function MessagesPanel() {
  const messages = useMessages();
  const intl = useIntl();
  const t = useT();
  const errors = messages.filter((message) => message.kind === 'error').length;

  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.trigger}>
        {t('shell.messages')}
        {messages.length > 0 && (
          <span className={errors > 0 ? `${styles.badge} ${styles.badgeError}` : styles.badge}>{messages.length}</span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={styles.panel}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{t('shell.messages')}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('shell.messages.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>
            {t('shell.messages.description')}
          </Dialog.Description>
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
