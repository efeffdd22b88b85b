import type { Pattern } from '../../../../contract/patterns';
import { patterns } from '../../../api/resources';
import { DeleteAction } from '../../../components/record-edit-form';
import { patternWordsKey } from '../api/pattern-words';
import { draftOf, type PickedWord } from '../pattern-draft';
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
  const update = patterns.useUpdate(pattern.id, {
    // The words may have changed with the mapping.
    onSaved: (_saved, queryClient) => queryClient.invalidateQueries({ queryKey: patternWordsKey(pattern.id) }),
  });

  return (
    <>
      <h2 id={`pattern-${pattern.id}-edit`}>Edit pattern</h2>
      <PatternForm
        initial={() => draftOf(pattern, words)}
        label="Edit pattern"
        saving={update.isPending}
        onSave={(body, handlers) => update.mutate(body, { onSuccess: onDone, onError: handlers.onError })}
        onCancel={onDone}
      >
        <DeleteAction what="pattern" onDelete={onDelete}>
          “{pattern.name}” will be removed for everyone who plays it.
        </DeleteAction>
      </PatternForm>
    </>
  );
}
