import { useId } from 'react';
import { useT } from '../../i18n/locale';
import styles from './game.module.css';

/** The hints taken on this question, in a live region so each new one is read out. */
export function GameHints({ hints }: { hints: readonly string[] }) {
  const id = useId();
  const t = useT();
  return (
    <div aria-live="polite" className={styles.hints}>
      {hints.length > 0 && (
        <>
          <h3 id={id} className={styles.hintsTitle}>
            {t('practice.game.hints')}
          </h3>
          <ol className={styles.hintList} aria-labelledby={id}>
            {hints.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
