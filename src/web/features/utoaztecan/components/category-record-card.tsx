import { useRef, useState } from 'react';
import type { SemanticCategory } from '../../../../contract/utoaztecan';
import { semanticCategories } from '../../../api/resources';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { useEditFocus } from '../../../components/use-edit-focus';
import { categoryKey, searchWordsText } from '../utoaztecan-data';
import { CategoryForm } from './category-form';
import cardStyles from '../../../components/card.module.css';
import styles from './utoaztecan.module.css';

interface CategoryRecordCardProps {
  category: SemanticCategory;
  /** The active user owns the category: edit mode is theirs alone (SPEC.md §4, §6). */
  owner: boolean;
  onSaved?: (saved: SemanticCategory) => void;
  onDelete: () => void;
}

/** The category card of its page: the word, the words that find it; for the owner, an edit mode. */
export function CategoryRecordCard({ category, owner, onSaved, onDelete }: CategoryRecordCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const card = useRef<HTMLElement>(null);
  useEditFocus(card, editing);
  // PATCH {word}/ (SPEC.md §7): the category is named by the word it has now.
  const update = semanticCategories.useUpdate(category.id, { key: categoryKey(category) });
  const titleId = `category-${category.id}-title`;

  return (
    <article ref={card} className={cardStyles.card} aria-labelledby={editing ? undefined : titleId}>
      {owner && editing ? (
        <CategoryForm
          initial={{ word: category.word, words: searchWordsText(category.words), share: category.share }}
          label="Edit category"
          saving={update.isPending}
          onSave={(body, handlers) =>
            update.mutate(body, {
              onSuccess: (saved) => {
                setEditing(false);
                onSaved?.(saved);
              },
              onError: handlers.onError,
            })
          }
          onCancel={() => setEditing(false)}
        >
          <Button variant="secondary" className={styles.danger} onClick={() => setConfirming(true)}>
            Delete
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this category?"
            confirmLabel="Delete category"
            onConfirm={onDelete}
          >
            The category “{category.word}” will be removed for everyone. Its reconstructed words stay, without a
            category.
          </ConfirmDialog>
        </CategoryForm>
      ) : (
        <>
          <div className={cardStyles.header}>
            <h2 id={titleId} className={cardStyles.title}>
              {category.word}
            </h2>
            {owner && (
              <Button variant="secondary" onClick={() => setEditing(true)} data-edit-button>
                Edit
              </Button>
            )}
          </div>
          <dl className={styles.fields}>
            {category.words.length > 0 && (
              <div>
                <dt>Search words</dt>
                <dd>{searchWordsText(category.words)}</dd>
              </div>
            )}
            <div>
              <dt>Reconstructed words</dt>
              <dd>{category.set_count}</dd>
            </div>
            {category.concepticon_id && (
              <div>
                <dt>Concepticon</dt>
                <dd>
                  <a href={`https://concepticon.clld.org/parameters/${encodeURIComponent(category.concepticon_id)}`}>
                    Concept {category.concepticon_id}
                  </a>
                </dd>
              </div>
            )}
            {owner && (
              <div>
                <dt>Share</dt>
                <dd>{category.share ? 'Shared: everyone can see it' : 'Not shared: only you can see it'}</dd>
              </div>
            )}
          </dl>
          <FeaturedToggle resource={semanticCategories} record={category} />
        </>
      )}
    </article>
  );
}
