import { lazy, Suspense, useRef } from 'react';
import type { Entry } from '../../../../contract/entries';
import { ScreenLoading } from '../../../components/screen-loading';
import { useEditFocus } from '../../../components/use-edit-focus';
import { EntryView } from './entry-view';
import cardStyles from '../../../components/card.module.css';
import styles from './blog.module.css';

// Only authors edit, so readers never download the editor and its Markdown parser.
const EntryEditForm = lazy(async () => ({ default: (await import('./entry-edit-form')).EntryEditForm }));

interface EntryCardProps {
  entry: Entry;
  /** The active user wrote the entry: edit mode is theirs alone (SPEC.md §4, §6). */
  author: boolean;
  editing: boolean;
  onEdit: () => void;
  /** Leave edit mode: after a save, or on Cancel (the saved copy shows again). */
  onDone: () => void;
  onDelete: () => void;
}

/** The entry card (max 800 px), switching between the read view and the author's edit form. */
export function EntryCard({ entry, author, editing, onEdit, onDone, onDelete }: EntryCardProps) {
  const card = useRef<HTMLElement>(null);
  useEditFocus(card, editing);

  return (
    <article
      ref={card}
      className={`${cardStyles.card} ${cardStyles.wide} ${cardStyles.accent} ${styles.card}`}
      // In edit mode the form names itself.
      aria-labelledby={editing ? undefined : `entry-${entry.id}-title`}
    >
      {author && editing ? (
        <Suspense fallback={<ScreenLoading />}>
          <EntryEditForm entry={entry} onDone={onDone} onDelete={onDelete} />
        </Suspense>
      ) : (
        <EntryView entry={entry} author={author} onEdit={onEdit} />
      )}
    </article>
  );
}
