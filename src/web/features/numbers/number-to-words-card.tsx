import { useId } from 'react';
import { numberToWords } from '../../../nahuatl';
import { BreakoutTable } from './breakout-table';
import { CalculatorField } from './calculator-field';
import { ExampleButtons } from './example-buttons';
import { breakoutTotal, formatNumber } from './places';
import { ErrorIcon } from './status-icons';
import { useSearchParamText } from '../../components/use-search-param-text';
import styles from './numbers.module.css';

const EXAMPLES = ['0', '21', '32', '400', '421', '7999'];

/** Numbers to words: an arabic number in, the Nahuatl words and the breakout out. */
export function NumberToWordsCard() {
  const [text, setText] = useSearchParamText('n');
  const id = useId();
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  // The core validates the text itself: letters, negatives, fractions and 8,000+ each get a message.
  const result = text.trim() === '' ? null : numberToWords(text);
  const error = result !== null && !result.ok ? result.error : null;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Numbers to words
      </h2>
      <CalculatorField
        id={inputId}
        label="Number"
        name="n"
        hint="A whole number from 0 to 7,999."
        inputMode="numeric"
        value={text}
        onValueChange={setText}
        messageId={error === null ? undefined : errorId}
        state={error === null ? undefined : 'invalid'}
      />
      <div role="status" className={styles.result}>
        {result === null && <p className={styles.emptyHint}>Type a number to see it in Nahuatl.</p>}
        {error !== null && (
          <p id={errorId} className={styles.error}>
            <ErrorIcon />
            <span>{error}</span>
          </p>
        )}
        {result?.ok && (
          <>
            <p className={styles.resultLabel}>{formatNumber(breakoutTotal(result.breakout))} in Nahuatl</p>
            <p className={styles.words} lang="nah">
              {result.words}
            </p>
          </>
        )}
      </div>
      {result?.ok && <BreakoutTable breakout={result.breakout} />}
      <ExampleButtons examples={EXAMPLES} onPick={setText} />
    </section>
  );
}
