import { useEffect } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/locale';
import { dismiss, useAppUpdate } from './app-update';
import styles from './top-bar.module.css';

/** How long "Ready to work offline" stays: it is news once, not a state to keep showing. */
const READY_SHOWN_MS = 8000;

/**
 * The top bar's title, which says "Ready to work offline" for a while once the app's files are
 * saved (decision 051). The news takes the title's place rather than floating over the screen:
 * a toast at the foot of a phone's window covered the game's buttons, and a line in the
 * content would move them as it came and went (decision 077). Its live region is always there
 * (out of the bar's row while empty), so the news is announced as it appears.
 */
export function OfflineReadyNotice() {
  const { offlineReady } = useAppUpdate();
  const t = useT();

  useEffect(() => {
    if (!offlineReady) return;
    const timer = setTimeout(() => dismiss('offlineReady'), READY_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [offlineReady]);

  return (
    <>
      <div aria-live="polite" className={styles.newsSlot}>
        {offlineReady && (
          <p role="status" className={styles.news}>
            {t('shell.offline.ready')}
          </p>
        )}
      </div>
      {!offlineReady && (
        <Link to="/piyali" className={styles.title}>
          {t('shell.product')}
        </Link>
      )}
    </>
  );
}
