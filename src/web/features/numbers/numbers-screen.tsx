import { FormattedMessage } from 'react-intl';
import { useNahuatlTag } from '../../i18n/alphabet';
import { useT } from '../../i18n/locale';
import screenStyles from '../../components/screen.module.css';
import { NumberToWordsCard } from './number-to-words-card';
import { WordsToNumberCard } from './words-to-number-card';
import styles from './numbers.module.css';

/** The Number Calculator (SPEC.md §2): Nahuatl's base-20 numbers, both ways. */
export function NumbersScreen() {
  const t = useT();
  const nah = useNahuatlTag();
  return (
    <section className={screenStyles.screen} aria-labelledby="numbers-title">
      <h1 id="numbers-title">{t('numbers.title')}</h1>
      <p className={styles.intro}>
        <FormattedMessage id="numbers.intro" values={{ nah }} />
      </p>
      <div className={styles.calculators}>
        <NumberToWordsCard />
        <WordsToNumberCard />
      </div>
    </section>
  );
}
