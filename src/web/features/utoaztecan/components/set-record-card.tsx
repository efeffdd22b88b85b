import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CognateSet } from '../../../../contract/utoaztecan';
import { cognateSets, semanticCategories } from '../../../api/resources';
import { Button } from '../../../components/button';
import { FieldList, FieldRow, ShareRow } from '../../../components/field-list';
import { DeleteAction } from '../../../components/record-edit-form';
import { useEditFocus } from '../../../components/use-edit-focus';
import { SetFacts, setLabel } from '../../../components/set-card';
import { draftOfSet, SetForm } from './set-form';
import cardStyles from '../../../components/card.module.css';
import comparisonStyles from '../../../components/comparison-card.module.css';
import styles from './utoaztecan.module.css';

interface SetRecordCardProps {
  set: CognateSet;
  /** The active user owns the set: edit mode is theirs alone (SPEC.md §4, §6). */
  owner: boolean;
  onDelete: () => void;
}

/**
 * The set card of a cognate set's page (SPEC.md §2, Cognate set detail): the word, where it
 * is from, its definition, transforms, languages and collections, its category, and the
 * original text behind Show original / Hide original; for the owner, an edit mode.
 */
export function SetRecordCard({ set, owner, onDelete }: SetRecordCardProps) {
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLElement>(null);
  useEditFocus(card, editing);
  const update = cognateSets.useUpdate(set.id);
  const titleId = `set-${set.id}-title`;

  return (
    <article ref={card} className={cardStyles.card} aria-labelledby={editing ? undefined : titleId}>
      {owner && editing ? (
        <SetForm
          initial={draftOfSet(set)}
          label="Edit cognate set"
          saving={update.isPending}
          onSave={(body, handlers) =>
            update.mutate(body, { onSuccess: () => setEditing(false), onError: handlers.onError })
          }
          onCancel={() => setEditing(false)}
        >
          <DeleteAction what="cognate set" onDelete={onDelete}>
            The reconstructed word “{set.word}” will be removed for everyone.
          </DeleteAction>
        </SetForm>
      ) : (
        <SetView set={set} owner={owner} titleId={titleId} onEdit={() => setEditing(true)} />
      )}
    </article>
  );
}

function SetView({
  set,
  owner,
  titleId,
  onEdit,
}: {
  set: CognateSet;
  owner: boolean;
  titleId: string;
  onEdit: () => void;
}) {
  const label = setLabel(set);
  return (
    <>
      <div className={cardStyles.header}>
        <h2 id={titleId} className={cardStyles.title}>
          {set.word}
        </h2>
        {owner && (
          <Button variant="secondary" onClick={onEdit} data-edit-button>
            Edit
          </Button>
        )}
      </div>
      {label && <p className={comparisonStyles.meta}>{label}</p>}
      <FieldList>
        <FieldRow name="Definition">{set.definition}</FieldRow>
        {set.semantic_category !== null && <SetCategory id={set.semantic_category} />}
        <FieldRow name="Transforms">{set.transforms}</FieldRow>
        {owner && <ShareRow share={set.share} />}
      </FieldList>
      <SetFacts set={set} />
      {set.original_text && <OriginalText text={set.original_text} />}
    </>
  );
}

/** The category the set is filed under, linking to its page; nothing when it is gone or hidden. */
function SetCategory({ id }: { id: number }) {
  const { data: category } = semanticCategories.useDetail(id);
  if (!category || category.deleted) return null;
  return (
    <FieldRow name="Category">
      <Link to={`/ua-category/${category.id}`}>{category.word}</Link>
    </FieldRow>
  );
}

/** The set's entry as its source printed it, shown on demand (SPEC.md §2: Show original / Hide original). */
function OriginalText({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className={styles.cardActions}>
      <Button variant="secondary" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {shown ? 'Hide original' : 'Show original'}
      </Button>
      <p id={id} className={styles.original} hidden={!shown}>
        {text}
      </p>
    </div>
  );
}
