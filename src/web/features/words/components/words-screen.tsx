import { WordSearch } from '../../../components/word-search/word-search';
import { useT } from '../../../i18n/locale';
import { useWordCount } from '../api/get-word-count';
import { LetterBrowse } from './letter-browse';
import screenStyles from '../../../components/screen.module.css';
import styles from './word-detail.module.css';

/**
 * /words: how many words there are, the word search, the dictionary by letter (decision 045),
 * and the dictionary's usage notice (SPEC.md §1, §2).
 */
export function WordsScreen() {
  const { data: count } = useWordCount();
  const t = useT();
  return (
    <div className={screenStyles.stack}>
      <h1 className={screenStyles.title}>{t('words.title')}</h1>
      <p>{count === undefined ? t('words.totalPending') : t('words.total', { count })}</p>
      <WordSearch />
      <LetterBrowse />
      <aside className={styles.notice} aria-label={t('words.notice.label')}>
        <h2>{t('words.notice.title')}</h2>
        <p>{t('words.notice.text')}</p>
      </aside>
    </div>
  );
}
