import type { Breakout, NumberPart, WordsToNumberResult } from '../../../nahuatl';
import { breakoutTotal, formatNumber, PLACES, type Place } from './places';
import { WarningIcon } from './status-icons';
import styles from './numbers.module.css';

interface BreakoutTableProps {
  breakout: Breakout;
  /** The parts read from words: adds a column of the text each place was read from. */
  parts?: WordsToNumberResult['parts'];
}

/** A number's 400s, 20s and units as "count × size = value" rows, and their sum. */
export function BreakoutTable({ breakout, parts }: BreakoutTableProps) {
  return (
    <table className={styles.breakout}>
      <caption className={styles.caption}>Breakout</caption>
      <thead>
        <tr>
          <th scope="col">Place</th>
          {parts && <th scope="col">Words read</th>}
          <th scope="col" className={styles.numeric}>
            Count
          </th>
          <th scope="col" className={styles.numeric}>
            Value
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
              <td className={styles.numeric}>
                {count} × {formatNumber(place.size)}
              </td>
              <td className={styles.numeric}>{formatNumber(count * place.size)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td colSpan={parts ? 3 : 2} className={styles.numeric}>
            {formatNumber(breakoutTotal(breakout))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function PlaceName({ place }: { place: Place }) {
  return (
    <>
      {place.label}
      {place.placeWord && (
        <span className={styles.placeWord}>
          {' '}
          <span lang="nah">{place.placeWord}</span>
        </span>
      )}
    </>
  );
}

function PartText({ part }: { part: NumberPart }) {
  return (
    <>
      {part.text === '' ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">nothing</span>
        </>
      ) : (
        <span lang="nah">{part.text}</span>
      )}
      {!part.recognised && (
        <span className={styles.flag}>
          <WarningIcon />
          not recognised
        </span>
      )}
    </>
  );
}
