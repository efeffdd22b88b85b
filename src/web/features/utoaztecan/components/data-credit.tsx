import { useId } from 'react';
import type { Credit } from '../../../../contract/utoaztecan';
import { isWebAddress, licenceName } from '../utoaztecan-data';
import styles from './utoaztecan.module.css';

/**
 * The credit of the datasets whose words are on screen, as the API names them (the
 * dataset's citation, licence and address): their licences ask for it wherever the data is shown.
 */
export function DataCredit({ credits }: { credits: readonly Credit[] }) {
  const titleId = useId();
  if (credits.length === 0) return null;
  return (
    <section className={styles.credit} aria-labelledby={titleId}>
      <h2 id={titleId}>Data credit</h2>
      <ul>
        {credits.map((credit) => (
          <li key={`${credit.citation}|${credit.licence}`}>
            <p>{credit.citation}</p>
            <p>
              {credit.licence && (
                <>
                  Licence:{' '}
                  {isWebAddress(credit.licence) ? (
                    <a href={credit.licence}>{licenceName(credit.licence)}</a>
                  ) : (
                    credit.licence
                  )}
                  .{' '}
                </>
              )}
              {isWebAddress(credit.url) && (
                <>
                  Dataset: <a href={credit.url}>{credit.url}</a>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
