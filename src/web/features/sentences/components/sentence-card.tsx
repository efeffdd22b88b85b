import { useEffect, useRef, useState } from 'react';
import type { Sentence } from '../../../../contract/sentences';
import { SentenceEditForm } from './sentence-edit-form';
import { SentenceView } from './sentence-view';
import cardStyles from '../../../components/card.module.css';

interface SentenceCardProps {
  sentence: Sentence;
  /** The active user owns the sentence: edit mode is theirs alone (SPEC.md §4, §6). */
  owner: boolean;
  onDelete: () => void;
}

/** The sentence card (max 400 px), switching between its read view and the owner's edit form. */
export function SentenceCard({ sentence, owner, onDelete }: SentenceCardProps) {
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLElement>(null);
  const wasEditing = useRef(false);

  // Back from the form, the cursor returns to the Edit button rather than to the top of the page.
  useEffect(() => {
    if (wasEditing.current && !editing) card.current?.querySelector<HTMLElement>('[data-edit-button]')?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <article
      ref={card}
      className={cardStyles.card}
      // In edit mode the form names itself.
      aria-labelledby={editing ? undefined : `sentence-${sentence.id}-title`}
    >
      {owner && editing ? (
        <SentenceEditForm sentence={sentence} onDone={() => setEditing(false)} onDelete={onDelete} />
      ) : (
        <SentenceView sentence={sentence} owner={owner} onEdit={() => setEditing(true)} />
      )}
    </article>
  );
}
