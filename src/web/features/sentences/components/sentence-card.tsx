import { useRef, useState } from 'react';
import type { Sentence } from '../../../../contract/sentences';
import { useEditFocus } from '../../../components/use-edit-focus';
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
  useEditFocus(card, editing);

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
