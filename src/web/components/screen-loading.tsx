import styles from './screen.module.css';

/** Shown in the content area while a screen's code arrives. */
export function ScreenLoading() {
  return (
    <p role="status" className={styles.loading}>
      Loading…
    </p>
  );
}
