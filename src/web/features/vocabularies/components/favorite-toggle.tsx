import type { Vocabulary } from '../../../../contract/vocabularies';
import { ApiError } from '../../../api/api-client';
import { useUpdateVocabulary } from '../api/vocabulary-list';
import textStyles from '../../../components/text.module.css';
import styles from './vocabularies.module.css';

/** The owner's star: marks the vocabulary as one of their favourites (PATCH favorite). */
export function FavoriteToggle({ vocabulary }: { vocabulary: Vocabulary }) {
  const update = useUpdateVocabulary(vocabulary.id);
  return (
    <>
      <button
        type="button"
        className={styles.star}
        aria-label="Favourite"
        aria-pressed={vocabulary.favorite}
        title={vocabulary.favorite ? 'One of your favourites' : 'Mark as a favourite'}
        disabled={update.isPending}
        onClick={() => update.mutate({ favorite: !vocabulary.favorite })}
      >
        <span aria-hidden="true">{vocabulary.favorite ? '★' : '☆'}</span>
      </button>
      {update.error instanceof ApiError && (
        <p role="alert" className={textStyles.error}>
          The favourite could not be changed: {update.error.message}
        </p>
      )}
    </>
  );
}
