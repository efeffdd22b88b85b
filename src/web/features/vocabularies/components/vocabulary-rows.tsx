import { Link } from 'react-router';
import { DeleteVocabularyButton } from './delete-vocabulary-button';
import { FavoriteToggle } from './favorite-toggle';
import { TagList } from '../../../components/tag-list';
import type { VocabularyViewsProps } from './vocabulary-grid';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

/** The alternate list (SPEC.md §2): one row per vocabulary, linking to it, with a Practice button (and the owner's star). */
export function VocabularyRows({ vocabularies, canDelete, onDelete, canFavorite }: VocabularyViewsProps) {
  const t = useT();
  return (
    <ul className={styles.rows} aria-label={t('vocabularies.list.label')}>
      {vocabularies.map((vocabulary) => (
        <li key={vocabulary.id} className={styles.row}>
          <div className={styles.rowMain}>
            <Link to={`/vocabulary/${vocabulary.id}`} className={styles.rowName} lang={vocabulary.language} translate="no">
              {vocabulary.name}
            </Link>
            {vocabulary.description && (
              <p className={styles.rowDescription} lang={vocabulary.language} translate="no">
                {vocabulary.description}
              </p>
            )}
            <TagList tags={vocabulary.tags} />
          </div>
          <div className={styles.rowActions}>
            {canFavorite(vocabulary) && <FavoriteToggle vocabulary={vocabulary} named />}
            <Link
              to={`/practice/${vocabulary.id}`}
              className={styles.linkButton}
              aria-label={t('vocabularies.practice.label', { name: vocabulary.name })}
            >
              {t('vocabularies.practice')}
            </Link>
            {canDelete(vocabulary) && <DeleteVocabularyButton vocabulary={vocabulary} onDelete={onDelete} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
