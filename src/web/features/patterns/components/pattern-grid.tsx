import { Link } from 'react-router';
import { can } from '../../../../contract/policy';
import type { Pattern } from '../../../../contract/patterns';
import { useCurrentUser } from '../../../api/current-user';
import { patterns as patternResource } from '../../../api/resources';
import { CardNotes } from '../../../components/card-notes';
import { FeaturedToggle } from '../../../components/featured-toggle';
import cardStyles from '../../../components/card.module.css';
import gridStyles from '../../../components/card-grid.module.css';
import clampStyles from '../../../components/line-clamp.module.css';
import { useT } from '../../../i18n/locale';
import styles from './patterns.module.css';

interface PatternGridProps {
  patterns: readonly Pattern[];
  /** The list's name for assistive technology. */
  label: string;
}

/** Pattern cards (SPEC.md §2): the name linking to /pattern/{id}, and the description. */
export function PatternGrid({ patterns, label }: PatternGridProps) {
  // Staff have the Featured toggle in place of the note.
  const { data: user } = useCurrentUser();
  const t = useT();
  return (
    <ul className={gridStyles.grid} aria-label={label}>
      {patterns.map((pattern) => {
        const notes = [
          pattern.featured && !can(user ?? null, 'feature') && t('patterns.card.featured'),
          !pattern.share && patternResource.can(user, 'update', pattern) && t('patterns.card.private'),
        ];
        return (
          <li key={pattern.id} className={gridStyles.gridCell}>
            <article
              className={`${cardStyles.card} ${cardStyles.compact} ${cardStyles.accent} ${gridStyles.gridCard}`}
              aria-labelledby={`pattern-${pattern.id}-name`}
            >
              {/* In a row, as on the vocabulary cards, so the name takes its own height. */}
              <div className={styles.nameRow}>
                <h2 id={`pattern-${pattern.id}-name`} className={gridStyles.cardName}>
                  <Link to={`/pattern/${pattern.id}`} lang={pattern.language} translate="no">
                    {pattern.name}
                  </Link>
                </h2>
              </div>
              <div className={gridStyles.cardDescription}>
                {pattern.description && (
                  <p className={`${styles.clamped} ${clampStyles.clamped}`} lang={pattern.language} translate="no">
                    {pattern.description}
                  </p>
                )}
              </div>
              <CardNotes notes={notes} />
              <FeaturedToggle resource={patternResource} record={pattern} atFoot />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
