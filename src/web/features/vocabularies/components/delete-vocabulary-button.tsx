import type { Vocabulary } from '../../../../contract/vocabularies';
import styles from './vocabularies.module.css';

/** The owner's "×" on a vocabulary in edit mode; it only asks (the dialog confirms). */
export function DeleteVocabularyButton({
  vocabulary,
  onDelete,
}: {
  vocabulary: Vocabulary;
  onDelete: (vocabulary: Vocabulary) => void;
}) {
  return (
    <button
      type="button"
      className={styles.removeButton}
      aria-label={`Delete ${vocabulary.name}`}
      onClick={() => onDelete(vocabulary)}
    >
      ×
    </button>
  );
}
