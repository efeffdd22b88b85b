import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/api-client';
import { Button } from '../../../components/button';
import { useT } from '../../../i18n/locale';
import { useAddAnnotation } from '../api/add-annotation';
import dialogStyles from '../../../components/dialog.module.css';
import styles from './word-detail.module.css';

interface AnnotationDialogProps {
  wordId: number;
  word: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Staff write their annotation on a word. */
export function AnnotationDialog({ wordId, word, open, onOpenChange }: AnnotationDialogProps) {
  const t = useT();
  const [text, setText] = useState('');
  const addAnnotation = useAddAnnotation(wordId);
  const error = addAnnotation.error instanceof ApiError ? addAnnotation.error.message : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const definition = text.trim();
    if (definition === '') return;
    addAnnotation.mutate(definition, {
      onSuccess: () => {
        setText('');
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.dialog}>
          <Dialog.Title>{t('words.annotation.add')}</Dialog.Title>
          <Dialog.Description>{t('words.annotation.description', { word })}</Dialog.Description>
          <form onSubmit={onSubmit} className={styles.dialogForm}>
            <label htmlFor="annotation-text">{t('words.annotation.label')}</label>
            <textarea
              id="annotation-text"
              rows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              required
            />
            {error && (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            )}
            <div className={dialogStyles.actions}>
              <Dialog.Close asChild>
                <Button variant="secondary">{t('words.cancel')}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={text.trim() === '' || addAnnotation.isPending}>
                {t('words.annotation.save')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
