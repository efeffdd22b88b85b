import { useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { CognateSet, SemanticCategory } from '../../../../contract/utoaztecan';
import { cognateSets, semanticCategories } from '../../../api/resources';
import { Button } from '../../../components/button';
import { useCategoryNames } from '../../../components/category-card';
import { FieldList, FieldRow, ShareRow } from '../../../components/field-list';
import { DeleteAction } from '../../../components/record-edit-form';
import { useEditFocus } from '../../../components/use-edit-focus';
import { SetFacts, setLabel } from '../../../components/set-card';
import { useT } from '../../../i18n/locale';
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
  const t = useT();

  return (
    <article ref={card} className={cardStyles.card} aria-labelledby={editing ? undefined : titleId}>
      {owner && editing ? (
        <SetForm
          initial={draftOfSet(set)}
          label={t('utoaztecan.set.edit')}
          saving={update.isPending}
          onSave={(body, handlers) =>
            update.mutate(body, { onSuccess: () => setEditing(false), onError: handlers.onError })
          }
          onCancel={() => setEditing(false)}
        >
          <DeleteAction what="cognate set" onDelete={onDelete}>
            <FormattedMessage
              id="utoaztecan.set.deleteWarning"
              values={{ word: <span translate="no">{set.word}</span> }}
            />
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
  const t = useT();
  const label = setLabel(set, t);
  return (
    <>
      <div className={cardStyles.header}>
        <h2 id={titleId} className={cardStyles.title} translate="no">
          {set.word}
        </h2>
        {owner && (
          <Button variant="secondary" onClick={onEdit} data-edit-button>
            {t('utoaztecan.edit')}
          </Button>
        )}
      </div>
      {label && (
        <p className={comparisonStyles.meta} translate="no">
          {label}
        </p>
      )}
      <FieldList>
        <FieldRow name={t('utoaztecan.form.definition')} translate="no">
          {set.definition}
        </FieldRow>
        {set.semantic_category !== null && <SetCategory id={set.semantic_category} />}
        <FieldRow name={t('utoaztecan.form.transforms')} translate="no">
          {set.transforms}
        </FieldRow>
        {owner && <ShareRow share={set.share} what="cognate set" />}
      </FieldList>
      <SetFacts set={set} />
      {set.original_text && <OriginalText text={set.original_text} />}
    </>
  );
}

/**
 * The category the set is filed under, by the name its card shows first (the Spanish gloss in
 * Spanish, decision 044), linking to its page; nothing when it is gone or hidden.
 */
function SetCategory({ id }: { id: number }) {
  const { data: category } = semanticCategories.useDetail(id);
  const t = useT();
  if (!category || category.deleted) return null;
  return (
    <FieldRow name={t('utoaztecan.set.category')}>
      <SetCategoryLink category={category} />
    </FieldRow>
  );
}

function SetCategoryLink({ category }: { category: SemanticCategory }) {
  const [name] = useCategoryNames(category);
  return (
    <Link to={`/ua-category/${category.id}`} lang={name.lang} translate={name.translate}>
      {name.text}
    </Link>
  );
}

/** The set's entry as its source printed it, shown on demand (SPEC.md §2: Show original / Hide original). */
function OriginalText({ text }: { text: string }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const t = useT();
  return (
    <div className={styles.cardActions}>
      <Button variant="secondary" aria-expanded={shown} aria-controls={id} onClick={() => setShown(!shown)}>
        {shown ? t('utoaztecan.set.hideOriginal') : t('utoaztecan.set.showOriginal')}
      </Button>
      <p id={id} className={styles.original} hidden={!shown} translate="no">
        {text}
      </p>
    </div>
  );
}
