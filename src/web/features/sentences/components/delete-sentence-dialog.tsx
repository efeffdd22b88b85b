import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../../../components/button';
import styles from './sentences.module.css';

interface DeleteSentenceDialogProps {
  sentence: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before a sentence is deleted; Cancel (or Escape) is the safe way out and has the focus. */
export function DeleteSentenceDialog({ sentence, open, onOpenChange, onConfirm }: DeleteSentenceDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} role="alertdialog">
          <Dialog.Title className={styles.dialogTitle}>Delete this sentence?</Dialog.Title>
          <Dialog.Description>
            “<span lang="nah">{sentence}</span>” and its list of words will be removed for everyone.
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
                onOpenChange(false);
                onConfirm();
              }}
            >
              Delete sentence
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
