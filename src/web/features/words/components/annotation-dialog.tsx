import * as Dialog from '@radix-ui/react-dialog';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Annotation } from '../../../../contract/words';
import { refusalOf } from '../../../api/form-errors';
import { Button } from '../../../components/button';
import { useT } from '../../../i18n/locale';
import { useAddAnnotation, useUpdateAnnotation } from '../api/annotations';
import dialogStyles from '../../../components/dialog.module.css';
import styles from './word-detail.module.css';

interface AnnotationDialogProps {
  wordId: number;
  word: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Staff write their annotation on a word. */
export function AnnotationDialog(props: AnnotationDialogProps) {
  const addAnnotation = useAddAnnotation(props.wordId);
  const t = useT();
  return <AnnotationForm {...props} title={t('words.annotation.add')} initial="" save={addAnnotation} />;
}

/** Its author rewrites their annotation: the add form, filled with the note as it stands. */
export function EditAnnotationDialog({ annotation, ...props }: AnnotationDialogProps & { annotation: Annotation }) {
  const updateAnnotation = useUpdateAnnotation(annotation);
  const t = useT();
  return (
    <AnnotationForm
      {...props}
      // A fresh form each time it opens, with the note as saved.
      key={props.open ? annotation.definition : 'closed'}
      title={t('words.annotation.edit')}
      initial={annotation.definition}
      save={updateAnnotation}
    />
  );
}

/** The one form both use: a note, Cancel, and Save (which closes it once the server agrees). */
function AnnotationForm({
  word,
  open,
  onOpenChange,
  title,
  initial,
  save,
}: AnnotationDialogProps & { title: string; initial: string; save: UseMutationResult<unknown, Error, string> }) {
  const t = useT();
  const [text, setText] = useState(initial);
  const error = refusalOf(save.error, { definition: t('words.annotation.label') });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const definition = text.trim();
    if (definition === '') return;
    save.mutate(definition, {
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
          <Dialog.Title>{title}</Dialog.Title>
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
              <Button type="submit" disabled={text.trim() === '' || save.isPending}>
                {t('words.annotation.save')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
