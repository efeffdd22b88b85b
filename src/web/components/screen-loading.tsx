import { useT, type MessageValues } from '../i18n/locale';
import type { MessageId } from '../i18n/messages';
import { useOnline } from './use-online';
import styles from './screen.module.css';

/**
 * Shown while a screen's code or data is on its way. Offline, what this device saved is on
 * screen at once (decision 055), so waiting here means it was not saved: the screen says that
 * it needs a connection rather than "Loading…" for as long as the signal is gone (issue 48).
 * `text` (with its `values`) words the wait online ("Loading your cards…").
 */
export function ScreenLoading({ text = 'common.loading', values }: { text?: MessageId; values?: MessageValues }) {
  const t = useT();
  const online = useOnline();
  return (
    <p role="status" className={styles.loading}>
      {online ? t(text, values) : t('offline.notSaved')}
    </p>
  );
}
