import styles from './sentences.module.css';

/** Advice for people adding example sentences (SPEC.md §2: "a guide on writing good sentences"). */
export function SentenceGuide() {
  return (
    <section className={styles.guide} aria-labelledby="sentence-guide-title">
      <h2 id="sentence-guide-title">Writing a good example sentence</h2>
      <ul>
        <li>
          <strong>Keep it short.</strong> A learner should be able to read it in one breath.
        </li>
        <li>
          <strong>One idea per sentence.</strong> Show one verb form or one construction at a time.
        </li>
        <li>
          <strong>Use words from the dictionary,</strong> so that readers can look each of them up, and add them to the
          sentence with their tense and person.
        </li>
        <li>
          <strong>Give the Spanish and the English</strong> so that readers of either language can check their
          understanding.
        </li>
        <li>
          <strong>Cite your source:</strong> a book, a speaker (with their permission) or a course. Say so when you
          wrote the sentence yourself.
        </li>
      </ul>
    </section>
  );
}
