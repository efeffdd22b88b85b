import * as Dialog from '@radix-ui/react-dialog';
import { clearMessages, useMessages } from '../api/message-log';
import { Button } from '../components/button';
import { CloseIcon } from './icons';
import dialogStyles from '../components/dialog.module.css';
import styles from './messages-panel.module.css';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The top bar's Messages button and the panel listing every logged call, newest first. */
export function MessagesPanel() {
  const messages = useMessages();
  const errors = messages.filter((message) => message.kind === 'error').length;

  return (
    <Dialog.Root>
      <Dialog.Trigger className={styles.trigger}>
        Messages
        {messages.length > 0 && (
          <span className={errors > 0 ? `${styles.badge} ${styles.badgeError}` : styles.badge}>{messages.length}</span>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={styles.panel}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Messages</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close messages">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>
            What the app asked the server, and how it went.
          </Dialog.Description>
          {messages.length === 0 ? (
            <p className={styles.empty}>No messages.</p>
          ) : (
            <ol className={styles.list} reversed>
              {[...messages].reverse().map((message) => (
                <li key={message.id} className={message.kind === 'error' ? styles.error : styles.info}>
                  <time className={styles.time} dateTime={message.at.toISOString()}>
                    {timeFormat.format(message.at)}
                  </time>
                  <span>{message.text}</span>
                </li>
              ))}
            </ol>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={clearMessages} disabled={messages.length === 0}>
              Clear
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
