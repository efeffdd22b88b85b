import { Link } from 'react-router';
import type { VocabularySummary } from '../../../../contract/vocabularies';
import { vocabularies as vocabularyResource } from '../../../api/resources';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { DeleteVocabularyButton } from './delete-vocabulary-button';
import { FavoriteToggle } from './favorite-toggle';
import { TagList } from '../../../components/tag-list';
import { VocabularyMenu } from './vocabulary-menu';
import cardStyles from '../../../components/card.module.css';
import gridStyles from '../../../components/card-grid.module.css';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

export interface VocabularyViewsProps {
  vocabularies: readonly VocabularySummary[];
  /** Which of them get a delete "×": the user's own, in edit mode; none otherwise. */
  canDelete: (vocabulary: VocabularySummary) => boolean;
  onDelete: (vocabulary: VocabularySummary) => void;
  /** Which of them show the Favourite star: the signed-in user's own (favourites are the owner's picks). */
  canFavorite: (vocabulary: VocabularySummary) => boolean;
}

/** The card grid (SPEC.md §2): name, the owner's star, menu, description, and the tags in the footer. */
export function VocabularyGrid({ vocabularies, canDelete, onDelete, canFavorite }: VocabularyViewsProps) {
  const t = useT();
  return (
    <ul className={gridStyles.grid} aria-label={t('vocabularies.list.label')}>
      {vocabularies.map((vocabulary) => (
        <li key={vocabulary.id} className={gridStyles.gridCell}>
          <article
            className={`${cardStyles.card} ${cardStyles.compact} ${cardStyles.accent} ${gridStyles.gridCard}`}
            aria-labelledby={`vocabulary-${vocabulary.id}-name`}
          >
            <header className={styles.cardHeader}>
              <h2 id={`vocabulary-${vocabulary.id}-name`} className={gridStyles.cardName}>
                <Link to={`/vocabulary/${vocabulary.id}`} lang={vocabulary.language} translate="no">
                  {vocabulary.name}
                </Link>
              </h2>
              {canFavorite(vocabulary) && <FavoriteToggle vocabulary={vocabulary} named />}
              <VocabularyMenu vocabulary={vocabulary} />
            </header>
            {vocabulary.description && (
              <p className={gridStyles.cardDescription} lang={vocabulary.language} translate="no">
                {vocabulary.description}
              </p>
            )}
            <FeaturedToggle resource={vocabularyResource} record={vocabulary} atFoot />
            {(vocabulary.tags.length > 0 || canDelete(vocabulary)) && (
              <footer className={styles.cardFooter}>
                <TagList tags={vocabulary.tags} />
                {/* Down here the name keeps the header's width, and the "×" sits away from the menu. */}
                {canDelete(vocabulary) && <DeleteVocabularyButton vocabulary={vocabulary} onDelete={onDelete} />}
              </footer>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
