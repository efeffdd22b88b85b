import { lazy, Suspense, useState } from 'react';
import type { Annotation } from '../../../../contract/words';
import { can } from '../../../../contract/policy';
import { ApiError } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../i18n/locale';
import { useDeleteAnnotation } from '../api/annotations';
import styles from './word-detail.module.css';

// The edit form (a Radix Dialog) loads for an annotation's author alone (decision 073).
const EditAnnotationDialog = lazy(() =>
  import('./annotation-dialog').then(({ EditAnnotationDialog }) => ({ default: EditAnnotationDialog })),
);

interface AnnotationActionsProps {
  annotation: Annotation;
  /** The word annotated, as its dialogs name it. */
  word: string;
  /** Where the cursor goes once the annotation (and its Delete button) is gone. */
  afterDelete: () => void;
}

/**
 * Edit and Delete under an annotation, for its author alone (the API refuses anyone else):
 * Edit opens the add form filled with the note; Delete asks first.
 */
export function AnnotationActions({ annotation, word, afterDelete }: AnnotationActionsProps) {
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAnnotation(annotation);
  const t = useT();
  if (!can(user ?? null, 'update', { owner: annotation.owner })) return null;
  return (
    <>
      <div className={styles.annotationActions}>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('words.annotation.editButton')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={remove.isPending}>
          {t('words.annotation.deleteButton')}
        </Button>
      </div>
      {remove.error instanceof ApiError && (
        <p role="alert" className={styles.error}>
          {t('words.annotation.deleteFailed', { error: remove.error.message })}
        </p>
      )}
      <Suspense fallback={null}>
        <EditAnnotationDialog
          annotation={annotation}
          wordId={annotation.nahuatl}
          word={word}
          open={editing}
          onOpenChange={setEditing}
        />
      </Suspense>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('words.annotation.deleteTitle')}
        confirmLabel={t('words.annotation.deleteConfirm')}
        onConfirm={() => remove.mutate()}
        afterConfirm={afterDelete}
      >
        {t('words.annotation.deleteBody', { word })}
      </ConfirmDialog>
    </>
  );
}
