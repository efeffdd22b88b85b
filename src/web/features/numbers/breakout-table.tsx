import type { Breakout, NumberPart, WordsToNumberResult } from '../../../nahuatl';
import { useIntl } from 'react-intl';
import { useNahuatl } from '../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import { breakoutTotal, PLACES, type Place } from './places';
import { WarningIcon } from './status-icons';
import styles from './numbers.module.css';

interface BreakoutTableProps {
  breakout: Breakout;
  /** The parts read from words: adds a column of the text each place was read from. */
  parts?: WordsToNumberResult['parts'];
}

/** A number's 400s, 20s and units as "count × size = value" rows, and their sum. */
export function BreakoutTable({ breakout, parts }: BreakoutTableProps) {
  const t = useT();
  const { formatNumber } = useIntl();
  return (
    <table className={styles.breakout}>
      <caption className={styles.caption}>{t('numbers.breakout.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('numbers.breakout.place')}</th>
          {parts && <th scope="col">{t('numbers.breakout.wordsRead')}</th>}
          <th scope="col" className={styles.numeric}>
            {t('numbers.breakout.count')}
          </th>
          <th scope="col" className={styles.numeric}>
            {t('numbers.breakout.value')}
          </th>
        </tr>
      </thead>
      <tbody>
        {PLACES.map((place) => {
          const count = breakout[place.breakoutKey];
          const part = parts?.[place.part];
          const warning = part !== undefined && !part.recognised;
          return (
            <tr key={place.part} className={warning ? styles.warningRow : count === 0 ? styles.emptyRow : undefined}>
              <th scope="row" className={styles.placeName}>
                <PlaceName place={place} />
              </th>
              {part && (
                <td className={styles.partText}>
                  <PartText part={part} />
                </td>
              )}
              <td className={styles.numeric}>{t('numbers.breakout.times', { count, size: place.size })}</td>
              <td className={styles.numeric}>{formatNumber(count * place.size)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('numbers.breakout.total')}</th>
          <td colSpan={parts ? 3 : 2} className={styles.numeric}>
            {formatNumber(breakoutTotal(breakout))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function PlaceName({ place }: { place: Place }) {
  const t = useT();
  const shown = useNahuatl();
  return (
    <>
      {t(place.labelId)}
      {place.placeWord && (
        <span className={styles.placeWord}>
          {' '}
          <span lang={NAHUATL_LANG}>{shown(place.placeWord)}</span>
        </span>
      )}
    </>
  );
}

function PartText({ part }: { part: NumberPart }) {
  const t = useT();
  return (
    <>
      {part.text === '' ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t('numbers.breakout.nothing')}</span>
        </>
      ) : (
        <span lang={NAHUATL_LANG}>{part.text}</span>
      )}
      {!part.recognised && (
        <span className={styles.flag}>
          <WarningIcon />
          {t('numbers.breakout.notRecognised')}
        </span>
      )}
    </>
  );
}
