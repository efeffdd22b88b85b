import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { Button } from '../../../components/button';
import styles from './vocabularies.module.css';

interface DeleteVocabularyDialogProps {
  /** The vocabulary asked about; null when the dialog is closed. */
  vocabulary: Vocabulary | null;
  onCancel: () => void;
  onConfirm: (vocabulary: Vocabulary) => void;
  /** Where the cursor goes after a delete, since the "×" that opened the dialog is gone. */
  afterDelete: () => void;
}

/** Asks before a vocabulary is deleted; Cancel (or Escape) is the safe way out and has the focus. */
export function DeleteVocabularyDialog({ vocabulary, onCancel, onConfirm, afterDelete }: DeleteVocabularyDialogProps) {
  const confirmed = useRef(false);
  return (
    <Dialog.Root open={vocabulary !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            if (!confirmed.current) return;
            confirmed.current = false;
            event.preventDefault();
            afterDelete();
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>Delete this vocabulary?</Dialog.Title>
          <Dialog.Description>
            “{vocabulary?.name}” and its list of words will be removed for everyone. This cannot be undone.
          </Dialog.Description>
          <div className={styles.dialogActions}>
            <Dialog.Close asChild>
              <Button variant="secondary" autoFocus>
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              className={styles.dangerSolid}
              onClick={() => {
                if (!vocabulary) return;
                confirmed.current = true;
                onConfirm(vocabulary);
              }}
            >
              Delete vocabulary
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
