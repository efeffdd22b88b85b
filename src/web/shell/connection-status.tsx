import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from '../components/button';
import { useT } from '../i18n/locale';
import { dismiss, startUpdate, useAppUpdate } from './app-update';
import { useOnline } from '../components/use-online';
import { QueuedAnswers } from '../offline/queued-answers';
import styles from './connection-status.module.css';

/**
 * Back online, the screens' data is asked for again: what was fetched offline is the API
 * client's fallback (a guest, an empty list), which the cache would otherwise keep as fresh.
 */
function useRefetchWhenBackOnline(online: boolean) {
  const queryClient = useQueryClient();
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.invalidateQueries();
    wasOnline.current = online;
  }, [online, queryClient]);
}

/**
 * The shell's word on the connection and the app's version (decision 051): a line while the
 * browser is offline, the answers given offline (issue 48), and a new version's offer to
 * reload, which never reloads by itself. One polite live region holds them, so each is
 * announced as it appears. "Ready to work offline" is the top bar's (`OfflineReadyNotice`,
 * decision 077).
 */
export function ConnectionStatus() {
  const online = useOnline();
  const { waiting } = useAppUpdate();
  const t = useT();
  useRefetchWhenBackOnline(online);

  return (
    <div aria-live="polite">
      {!online && (
        <p role="status" className={styles.offline}>
          {t('shell.offline.status')}
        </p>
      )}
      <QueuedAnswers className={styles.queue} />
      {waiting && (
        <div role="status" className={styles.toast}>
          <span className={styles.message}>{t('shell.update.available')}</span>
          <Button onClick={startUpdate} className={styles.reload}>
            {t('shell.update.reload')}
          </Button>
          <Button variant="secondary" onClick={() => dismiss('waiting')}>
            {t('shell.update.later')}
          </Button>
        </div>
      )}
    </div>
  );
}
