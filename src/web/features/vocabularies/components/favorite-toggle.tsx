import type { VocabularySummary } from '../../../../contract/vocabularies';
import { ApiError } from '../../../api/api-client';
import { useUpdateVocabulary } from '../api/vocabulary-list';
import textStyles from '../../../components/text.module.css';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

/**
 * The owner's star: marks the vocabulary as one of their favourites (PATCH favorite).
 * `named`: its name is in the button's, for a list where every card has a star.
 */
export function FavoriteToggle({ vocabulary, named = false }: { vocabulary: VocabularySummary; named?: boolean }) {
  const update = useUpdateVocabulary(vocabulary.id);
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={styles.star}
        aria-label={
          named ? t('vocabularies.favorite.named', { name: vocabulary.name }) : t('vocabularies.favorite.label')
        }
        aria-pressed={vocabulary.favorite}
        title={t(vocabulary.favorite ? 'vocabularies.favorite.on' : 'vocabularies.favorite.off')}
        disabled={update.isPending}
        onClick={() => update.mutate({ favorite: !vocabulary.favorite })}
      >
        <span aria-hidden="true">{vocabulary.favorite ? '★' : '☆'}</span>
      </button>
      {update.error instanceof ApiError && (
        <p role="alert" className={textStyles.error}>
          {t('vocabularies.favorite.failed', { error: update.error.message })}
        </p>
      )}
    </>
  );
}
