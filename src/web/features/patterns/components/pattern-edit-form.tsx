import type { Pattern } from '../../../../contract/patterns';
import { patterns } from '../../../api/resources';
import { DeleteAction } from '../../../components/record-edit-form';
import { patternWordsKey } from '../api/pattern-words';
import { draftOf, type PickedWord } from '../pattern-draft';
import { FormattedMessage } from 'react-intl';
import { useT } from '../../../i18n/locale';
import { PatternForm } from './pattern-form';

interface PatternEditFormProps {
  pattern: Pattern;
  /** The words the pattern's mapping uses, to name the picked words. */
  words: readonly PickedWord[];
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
  onDelete: () => void;
}

/** The owner's edit mode of the pattern card (SPEC.md §4): the authoring form with Save, Cancel and Delete. */
export function PatternEditForm({ pattern, words, onDone, onDelete }: PatternEditFormProps) {
  const t = useT();
  const update = patterns.useUpdate(pattern.id, {
    // The words may have changed with the mapping.
    onSaved: (_saved, queryClient) => queryClient.invalidateQueries({ queryKey: patternWordsKey(pattern.id) }),
  });

  return (
    <>
      <h2 id={`pattern-${pattern.id}-edit`}>{t('patterns.editTitle')}</h2>
      <PatternForm
        initial={() => draftOf(pattern, words)}
        label={t('patterns.editTitle')}
        saving={update.isPending}
        onSave={(body, handlers) => update.mutate(body, { onSuccess: onDone, onError: handlers.onError })}
        onCancel={onDone}
      >
        <DeleteAction what="pattern" onDelete={onDelete}>
          <FormattedMessage
            id="patterns.delete.body"
            values={{ name: pattern.name, user: (text) => <span translate="no">{text}</span> }}
          />
        </DeleteAction>
      </PatternForm>
    </>
  );
}
