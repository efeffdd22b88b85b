import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { numberToWords, wordsToNumber, type NumberPart } from '../../../nahuatl';
import { BreakoutTable } from './breakout-table';
import { CalculatorField } from './calculator-field';
import { ExampleButtons } from './example-buttons';
import { useNahuatl } from '../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import { PLACES, type Place } from './places';
import { WarningIcon } from './status-icons';
import { useSearchParamText } from '../../components/use-search-param-text';
import styles from './numbers.module.css';

const EXAMPLES = [
  'mācuīlli',
  'cempōhualli huan mahtlactli huan ōme',
  'mahtlactli huan cempōhualli',
  'centzontli huan cempōhualli huan cē',
];

/** Words to numbers: Nahuatl words in, the number, its breakout and the part each place was read from out. */
export function WordsToNumberCard() {
  const [text, setText] = useSearchParamText('words');
  const id = useId();
  const t = useT();
  const { formatNumber } = useIntl();
  const shown = useNahuatl();
  const titleId = `${id}-title`;
  const inputId = `${id}-input`;
  const warningsId = `${id}-warnings`;
  const result = text.trim() === '' ? null : wordsToNumber(text);
  const unrecognised = result === null ? [] : PLACES.filter((place) => !result.parts[place.part].recognised);
  const standard = result?.recognised ? numberToWords(result.number) : null;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('numbers.toNumber.title')}
      </h2>
      <CalculatorField
        id={inputId}
        label={t('numbers.toNumber.label')}
        name="words"
        lang={NAHUATL_LANG}
        autoCapitalize="none"
        hint={
          <FormattedMessage
            id="numbers.toNumber.hint"
            values={{ example: <i lang={NAHUATL_LANG}>cempōhualli huan mahtlactli huan ōme</i> }}
          />
        }
        value={text}
        onValueChange={setText}
        messageId={unrecognised.length > 0 ? warningsId : undefined}
        state={unrecognised.length > 0 ? 'warning' : undefined}
      />
      <div role="status" className={styles.result}>
        {result === null ? (
          <p className={styles.emptyHint}>{t('numbers.toNumber.empty')}</p>
        ) : (
          <>
            <p className={styles.resultLabel}>{t('numbers.toNumber.readsAs')}</p>
            <p className={styles.number}>{formatNumber(result.number)}</p>
            {unrecognised.length > 0 && (
              <ul id={warningsId} className={styles.warnings}>
                {unrecognised.map((place) => (
                  <li key={place.part} className={styles.warning}>
                    <WarningIcon />
                    <span>
                      <PartWarning place={place} part={result.parts[place.part]} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {standard?.ok && (
              <p className={styles.standard}>
                <FormattedMessage
                  id="numbers.toNumber.standard"
                  values={{ words: <span lang={NAHUATL_LANG}>{shown(standard.words)}</span> }}
                />
              </p>
            )}
          </>
        )}
      </div>
      {result !== null && <BreakoutTable breakout={result.breakout} parts={result.parts} />}
      <ExampleButtons examples={EXAMPLES.map(shown)} onPick={setText} lang="nah" />
    </section>
  );
}

const MAX_QUOTED = 40;

/** Says which part was not understood, quoting what was read there (shortened if long). */
function PartWarning({ place, part }: { place: Place; part: NumberPart }) {
  const t = useT();
  const shown = useNahuatl();
  const name =
    place.placeWord === null ? t('numbers.warning.units') : <span lang={NAHUATL_LANG}>{shown(place.placeWord)}</span>;
  if (part.text === '') {
    // Only a place word can leave its part empty and unrecognised: "pōhualli" with no count before it.
    return <FormattedMessage id="numbers.warning.noCount" values={{ name }} />;
  }
  const quoted = part.text.length > MAX_QUOTED ? `${part.text.slice(0, MAX_QUOTED)}…` : part.text;
  const text = <span lang={NAHUATL_LANG}>{quoted}</span>;
  return <FormattedMessage id="numbers.warning.notRecognised" values={{ name, text }} />;
}
