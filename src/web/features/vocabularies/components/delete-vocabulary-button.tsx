import type { VocabularySummary } from '../../../../contract/vocabularies';
import { RemoveButton } from '../../../components/remove-button';
import { useT } from '../../../i18n/locale';

/** The owner's "×" on a vocabulary in edit mode; it only asks (the dialog confirms). */
export function DeleteVocabularyButton({
  vocabulary,
  onDelete,
}: {
  vocabulary: VocabularySummary;
  onDelete: (vocabulary: VocabularySummary) => void;
}) {
  const t = useT();
  return (
    <RemoveButton
      label={t('vocabularies.delete.label', { name: vocabulary.name })}
      onClick={() => onDelete(vocabulary)}
    />
  );
}
