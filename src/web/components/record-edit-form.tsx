import { useState, type FormEvent, type ReactNode } from 'react';
import { fieldErrors, formErrorsOf, NO_ERRORS } from '../api/form-errors';
import { useT } from '../i18n/locale';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { recordKind, type RecordNoun } from './record-kind';
import { useFormDraft, type TextLimits, type TextName } from './use-form-draft';
import styles from './form-actions.module.css';

/** How the save is called: a resource client's `useUpdate(id)` is one. */
interface Save<Changes> {
  mutate: (changes: Changes, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

type Field<Draft> = keyof Draft & string;

interface RecordEditOptions<Draft, Changes> {
  /** The server's names of the form's fields: its messages about them show under them, the rest above the form. */
  fields: readonly Field<Draft>[];
  /** Text values that may not be blank: refused on the spot, before anything is sent. */
  required: readonly TextName<Draft>[];
  /** The contract's most characters of the texts: their boxes stop there. */
  limits?: TextLimits<Draft>;
  save: Save<Changes>;
  /** The server's refusal as the form reads it (a list's messages gathered under its field). */
  readError?: (error: unknown) => unknown;
  /** After the save: edit mode ends and the card shows the server's copy. */
  onSaved: () => void;
}

/** What the draft sends: the draft itself, unless it is not what the save takes (tags typed as text are sent as a list). */
type ChangesOf<Draft, Changes> = [Draft] extends [Changes]
  ? { changesOf?: (draft: Draft) => Changes }
  : { changesOf: (draft: Draft) => Changes };

/**
 * The owner's edit mode of a record's card (SPEC.md §4): the draft (the cursor in its first
 * field), a submit that refuses blank required fields on the spot and otherwise saves, and the
 * server's refusal under the fields it names. The form wires `form`, `onSubmit` and its fields.
 */
export function useRecordEditForm<Draft extends object, Changes>(
  initial: () => Draft,
  options: RecordEditOptions<Draft, Changes> & ChangesOf<Draft, Changes>,
) {
  const { fields, required, limits, save, readError, onSaved } = options;
  // Without one, the draft is what the save takes (the options' type makes sure of it).
  const given = (options as { changesOf?: (draft: Draft) => Changes }).changesOf;
  const changesOf = given ?? ((draft: Draft) => draft as unknown as Changes);
  const formDraft = useFormDraft(initial, { focusFirstField: true, limits });
  const t = useT();
  const { draft, setErrors } = formDraft;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const blank = required.filter((name) => (draft[name] as string).trim() === '');
    if (blank.length > 0) {
      const messages = Object.fromEntries(blank.map((name) => [name, [t('common.blank')]]));
      setErrors(fieldErrors(messages as Partial<Record<Field<Draft>, string[]>>));
      return;
    }
    setErrors(NO_ERRORS);
    save.mutate(changesOf(draft), {
      onSuccess: onSaved,
      onError: (error) => setErrors(formErrorsOf(readError ? readError(error) : error, fields)),
    });
  }

  return { ...formDraft, onSubmit, saving: save.isPending };
}

interface DeleteActionProps {
  /** What the record is called: "sentence" asks "Delete this sentence?" and confirms with "Delete sentence". */
  what: RecordNoun;
  onDelete: () => void;
  /** What the question says will be lost. */
  children: ReactNode;
}

/** The owner's Delete at the end of an edit form (beside Save and Cancel), asked once more before it happens. */
export function DeleteAction({ what, onDelete, children }: DeleteActionProps) {
  const [confirming, setConfirming] = useState(false);
  const t = useT();
  const kind = recordKind(what);
  return (
    <>
      <Button variant="secondary" className={styles.delete} onClick={() => setConfirming(true)}>
        {t('common.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('common.delete.title', kind)}
        confirmLabel={t('common.delete.confirm', kind)}
        onConfirm={onDelete}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
