import { useId } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../api/current-user';
import { vocabularies } from '../../api/resources';
import { useT } from '../../i18n/locale';
import styles from './piyali-screen.module.css';

/**
 * The signed-in user's favourite vocabularies, each linking to its page. SPEC.md §2 has
 * this block on the welcome page but hidden; while it is hidden it asks the server nothing.
 */
export function FavoriteVocabularies({ hidden }: { hidden: boolean }) {
  const titleId = useId();
  const { data: user } = useCurrentUser();
  const t = useT();
  const { data } = vocabularies.useList({
    params: { favorite: true },
    operation: { id: 'common.log.fetchFavorites' },
    enabled: !hidden && user != null,
  });
  const favorites = data?.results ?? [];
  return (
    <section hidden={hidden} aria-labelledby={titleId} className={styles.favorites}>
      <h2 id={titleId}>{t('dashboard.piyali.favorites')}</h2>
      {favorites.length === 0 ? (
        <p>{t('dashboard.piyali.favoritesEmpty')}</p>
      ) : (
        <ul>
          {favorites.map((vocabulary) => (
            <li key={vocabulary.id}>
              <Link to={`/vocabulary/${vocabulary.id}`} translate="no">
                {vocabulary.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
