import { useId } from 'react';
import type { Credit } from '../../../../contract/utoaztecan';
import { useT } from '../../../i18n/locale';
import { isWebAddress, licenceName } from '../utoaztecan-data';
import styles from './utoaztecan.module.css';

/**
 * The credit of the datasets whose words are on screen, as the API names them (the
 * dataset's citation, licence and address): their licences ask for it wherever the data is shown.
 */
export function DataCredit({ credits }: { credits: readonly Credit[] }) {
  const titleId = useId();
  const t = useT();
  if (credits.length === 0) return null;
  return (
    <section className={styles.credit} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('utoaztecan.credit.title')}</h2>
      <ul>
        {credits.map((credit) => (
          <li key={`${credit.citation}|${credit.licence}`}>
            <p translate="no">{credit.citation}</p>
            <p>
              {credit.licence && (
                <>
                  {t('utoaztecan.credit.licence')}{' '}
                  {isWebAddress(credit.licence) ? (
                    <a href={credit.licence}>{licenceName(credit.licence)}</a>
                  ) : (
                    <span translate="no">{credit.licence}</span>
                  )}
                  .{' '}
                </>
              )}
              {isWebAddress(credit.url) && (
                <>
                  {t('utoaztecan.credit.dataset')} <a href={credit.url}>{credit.url}</a>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
