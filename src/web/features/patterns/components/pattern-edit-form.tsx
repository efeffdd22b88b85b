import { useState } from 'react';
import type { Pattern } from '../../../../contract/patterns';
import { patterns } from '../../../api/resources';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { patternWordsKey } from '../api/pattern-words';
import { draftOf, type PickedWord } from '../pattern-draft';
import { PatternForm } from './pattern-form';
import styles from './patterns.module.css';

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
  const [confirming, setConfirming] = useState(false);
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
        <Button variant="secondary" className={styles.danger} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </PatternForm>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this pattern?"
        confirmLabel="Delete pattern"
        onConfirm={onDelete}
      >
        “{pattern.name}” will be removed for everyone who plays it.
      </ConfirmDialog>
    </>
  );
}
