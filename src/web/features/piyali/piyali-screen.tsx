import styles from './piyali-screen.module.css';

/** The welcome page (SPEC.md §2). The blog entry lists arrive with the blog. */
export function PiyaliScreen() {
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <p className={styles.greetingWord} lang="nah">
        Piyali!
      </p>
      <h1 id="welcome-title" className={styles.title}>
        Nahuatl Practice
      </h1>
      <p className={styles.lead}>Welcome to your Nahuatl practice partner.</p>
      <p className={styles.start}>Let&apos;s get started!</p>
    </section>
  );
}
