import screenStyles from '../../components/screen.module.css';
import { NumberToWordsCard } from './number-to-words-card';
import { WordsToNumberCard } from './words-to-number-card';
import styles from './numbers.module.css';

/** The Number Calculator (SPEC.md §2): Nahuatl's base-20 numbers, both ways. */
export function NumbersScreen() {
  return (
    <section className={screenStyles.screen} aria-labelledby="numbers-title">
      <h1 id="numbers-title">Number Calculator</h1>
      <p className={styles.intro}>
        Nahuatl counts in twenties. A number is written as a count of four hundreds (<i lang="nah">tzontli</i>), a count
        of twenties (<i lang="nah">pōhualli</i>) and units, each from 0 to 19, joined by <i lang="nah">huan</i>.
      </p>
      <div className={styles.calculators}>
        <NumberToWordsCard />
        <WordsToNumberCard />
      </div>
    </section>
  );
}
