import type { Vocabulary } from '../../../../contract/vocabularies';
import { RemoveButton } from '../../../components/remove-button';

/** The owner's "×" on a vocabulary in edit mode; it only asks (the dialog confirms). */
export function DeleteVocabularyButton({
  vocabulary,
  onDelete,
}: {
  vocabulary: Vocabulary;
  onDelete: (vocabulary: Vocabulary) => void;
}) {
  return <RemoveButton label={`Delete ${vocabulary.name}`} onClick={() => onDelete(vocabulary)} />;
}
