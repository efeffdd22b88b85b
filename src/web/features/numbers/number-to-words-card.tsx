import { useId } from 'react';
import { MAX_NUMBER, numberToWords } from '../../../nahuatl';
import { BreakoutTable } from './breakout-table';
import { CalculatorField } from './calculator-field';
import { ExampleButtons } from './example-buttons';
import { useNahuatl } from '../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import { numberProblemText } from './number-problem';
import { breakoutTotal } from './places';
import { ErrorIcon } from './status-icons';
import { useSearchParamText } from '../../components/use-search-param-text';
import styles from './numbers.module.css';

const EXAMPLES = ['0', '21', '32', '400', '421', '7999'];

/** Numbers to words: an arabic number in, the Nahuatl words and the breakout out. */
export function NumberToWordsCard() {
  const [text, setText] = useSearchParamText('n');
  const id = useId();
  const t = useT();
  const shown = useNahuatl();
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  // The core validates the text itself: letters, negatives, fractions and 8,000+ each get a message.
  const result = text.trim() === '' ? null : numberToWords(text);
  const error = result !== null && !result.ok ? numberProblemText(t, result.problem) : null;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('numbers.toWords.title')}
      </h2>
      <CalculatorField
        id={inputId}
        label={t('numbers.toWords.label')}
        name="n"
        hint={t('numbers.toWords.hint', { max: MAX_NUMBER })}
        inputMode="numeric"
        value={text}
        onValueChange={setText}
        messageId={error === null ? undefined : errorId}
        state={error === null ? undefined : 'invalid'}
      />
      <div role="status" className={styles.result}>
        {result === null && <p className={styles.emptyHint}>{t('numbers.toWords.empty')}</p>}
        {error !== null && (
          <p id={errorId} className={styles.error}>
            <ErrorIcon />
            <span>{error}</span>
          </p>
        )}
        {result?.ok && (
          <>
            <p className={styles.resultLabel}>
              {t('numbers.toWords.result', { number: breakoutTotal(result.breakout) })}
            </p>
            <p className={styles.words} lang={NAHUATL_LANG}>
              {shown(result.words)}
            </p>
          </>
        )}
      </div>
      {result?.ok && <BreakoutTable breakout={result.breakout} />}
      <ExampleButtons examples={EXAMPLES} onPick={setText} />
    </section>
  );
}
