import { WordSearch } from '../../../components/word-search/word-search';
import { useWordCount } from '../api/get-word-count';
import screenStyles from '../../../components/screen.module.css';
import styles from './word-detail.module.css';

/** /words: how many words there are, the word search, and the dictionary's usage notice (SPEC.md §1, §2). */
export function WordsScreen() {
  const { data: count } = useWordCount();
  return (
    <div className={screenStyles.stack}>
      <h1 className={screenStyles.title}>Words</h1>
      <p>Total words available: {count ?? '…'}.</p>
      <WordSearch />
      <aside className={styles.notice} aria-label="Copyright and usage">
        <h2>About these definitions</h2>
        <p>
          The definitions in this dictionary come from a printed dictionary whose copyright belongs to its authors. They
          are offered here only as a study aid for people who already own a copy of that dictionary; please buy the
          printed dictionary to support its authors before relying on these entries.
        </p>
      </aside>
    </div>
  );
}
