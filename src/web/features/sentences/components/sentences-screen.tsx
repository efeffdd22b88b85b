import { useIntl } from 'react-intl';
import { useT } from '../../../i18n/locale';
import { useCurrentUser } from '../../../api/current-user';
import { sentences } from '../../../api/resources';
import { AddSentenceForm } from './add-sentence-form';
import { LoginPrompt } from './login-prompt';
import { SentenceGuide } from './sentence-guide';
import { SentenceSearch } from './sentence-search';
import screenStyles from '../../../components/screen.module.css';
import styles from './sentences.module.css';

/** /sentences: the count, the sentence search, and adding a sentence (SPEC.md §2). */
export function SentencesScreen() {
  const { data: count } = sentences.useCount();
  const { data: user } = useCurrentUser();
  const t = useT();
  const { formatNumber } = useIntl();
  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{t('sentences.title')}</h1>
      <p>{t('sentences.total', { count: count === undefined ? '…' : formatNumber(count) })}</p>
      <SentenceSearch />
      <div className={styles.addArea}>
        <SentenceGuide />
        {user ? <AddSentenceForm /> : user === null ? <LoginPrompt /> : null}
      </div>
    </div>
  );
}
