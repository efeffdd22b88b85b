import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Cognate } from '../../../../contract/utoaztecan';
import cardStyles from '../../../components/card.module.css';
import { FieldList, FieldRow } from '../../../components/field-list';
import { LanguageName } from '../../../i18n/language-names';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import cardsStyles from '../../../components/paged-cards.module.css';
import styles from './cognates.module.css';
import { useVisibleSet } from '../../../components/use-visible-set';

interface CognateCardProps {
  cognate: Cognate;
  /** The active user owns it: an unshared cognate says so (SPEC.md §6, the 'share:' note). */
  owner: boolean;
  /** In a list, the word links to the cognate's page. */
  linked?: boolean;
  /** Beside the title: the owner's Edit on the cognate's page. */
  action?: ReactNode;
}

/**
 * A cognate (SPEC.md §3): its word and language, definition and sound changes, whether it is a
 * reconstruction or a loan, its source; in a list also its set (named by its word) and the Nahuatl
 * words linked to it (its own page shows those in full).
 */
export function CognateCard({ cognate, owner, linked = false, action }: CognateCardProps) {
  const titleId = `cognate-${cognate.id}-title`;
  const t = useT();
  const set = useVisibleSet(linked ? cognate.set : null);
  return (
    <article className={`${cardStyles.card} ${cardsStyles.card}`} aria-labelledby={titleId}>
      <div className={cardStyles.header}>
        <h2 id={titleId} className={`${cardStyles.title} ${styles.cognateWord}`} translate="no">
          {linked ? <Link to={`/cognate/${cognate.id}`}>{cognate.word}</Link> : cognate.word}
        </h2>
        {action}
      </div>
      <p className={styles.language}>
        <LanguageName code={cognate.language} name={cognate.language_name} />
        {cognate.language_name !== cognate.language && (
          <span className={styles.code} translate="no">
            {' '}
            ({cognate.language})
          </span>
        )}
        {cognate.reconstructed && <span className={styles.badge}>{t('utoaztecan.cognate.reconstructedBadge')}</span>}
        {cognate.loan && <span className={styles.badge}>{t('utoaztecan.cognate.loanBadge')}</span>}
      </p>
      {cognate.definition && (
        <p className={styles.definition} translate="no">
          {cognate.definition}
        </p>
      )}
      <FieldList inline>
        <FieldRow name={t('utoaztecan.form.transforms')} translate="no">
          {cognate.transforms}
        </FieldRow>
        {linked && cognate.nahuatl_words.length > 0 && (
          <FieldRow name={t('utoaztecan.cognate.nahuatl')}>
            {cognate.nahuatl_words.map((link, index) => (
              <span key={link.id}>
                {index > 0 && ', '}
                <Link to={`/detail/${link.nahuatl}`} lang={NAHUATL_LANG}>
                  {link.nahuatl_word_data.word}
                </Link>
              </span>
            ))}
          </FieldRow>
        )}
        <FieldRow name={t('utoaztecan.cognate.source')} translate="no">
          {cognate.source}
        </FieldRow>
        {set && (
          <FieldRow name={t('utoaztecan.cognate.set')}>
            <Link to={`/cognate-set/${set.id}`} translate="no">
              {set.word}
            </Link>
          </FieldRow>
        )}
      </FieldList>
      {owner && !cognate.share && <p className={cardsStyles.shareNote}>{t('utoaztecan.cognate.shareOff')}</p>}
    </article>
  );
}
