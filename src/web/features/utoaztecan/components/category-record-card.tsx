import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SemanticCategory } from '../../../../contract/utoaztecan';
import { semanticCategories } from '../../../api/resources';
import { Button } from '../../../components/button';
import { useCategoryNames } from '../../../components/category-card';
import { FeaturedToggle } from '../../../components/featured-toggle';
import { FieldList, FieldRow, ShareRow } from '../../../components/field-list';
import { DeleteAction } from '../../../components/record-edit-form';
import { useEditFocus } from '../../../components/use-edit-focus';
import { useT } from '../../../i18n/locale';
import { categoryKey, searchWordsText } from '../utoaztecan-data';
import { CategoryForm } from './category-form';
import cardStyles from '../../../components/card.module.css';
import textStyles from '../../../components/text.module.css';

interface CategoryRecordCardProps {
  category: SemanticCategory;
  /** The active user owns the category: edit mode is theirs alone (SPEC.md §4, §6). */
  owner: boolean;
  onSaved?: (saved: SemanticCategory) => void;
  onDelete: () => void;
}

/** The category card of its page: its names (decision 044), the words that find it; for the owner, an edit mode. */
export function CategoryRecordCard({ category, owner, onSaved, onDelete }: CategoryRecordCardProps) {
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLElement>(null);
  useEditFocus(card, editing);
  // PATCH {word}/ (SPEC.md §7): the category is named by the word it has now.
  const update = semanticCategories.useUpdate(category.id, { key: categoryKey(category) });
  const titleId = `category-${category.id}-title`;
  const t = useT();
  const { formatNumber } = useIntl();
  const [name, otherName] = useCategoryNames(category);

  return (
    <article ref={card} className={cardStyles.card} aria-labelledby={editing ? undefined : titleId}>
      {owner && editing ? (
        <CategoryForm
          initial={{ word: category.word, words: searchWordsText(category.words), share: category.share }}
          label={t('utoaztecan.category.edit')}
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
          <DeleteAction what="category" onDelete={onDelete}>
            <FormattedMessage
              id="utoaztecan.category.deleteWarning"
              values={{ word: <span translate="no">{category.word}</span> }}
            />
          </DeleteAction>
        </CategoryForm>
      ) : (
        <>
          <div className={cardStyles.header}>
            <div>
              <h2 id={titleId} className={cardStyles.title} lang={name.lang} translate={name.translate}>
                {name.text}
              </h2>
              {otherName && (
                <p className={textStyles.muted} lang={otherName.lang}>
                  {otherName.text}
                </p>
              )}
            </div>
            {owner && (
              <Button variant="secondary" onClick={() => setEditing(true)} data-edit-button>
                {t('utoaztecan.edit')}
              </Button>
            )}
          </div>
          <FieldList>
            <FieldRow name={t('utoaztecan.category.searchWords')} translate="no">
              {searchWordsText(category.words)}
            </FieldRow>
            <FieldRow name={t('utoaztecan.sets.title')}>{formatNumber(category.set_count)}</FieldRow>
            {category.concepticon_id && (
              <FieldRow name="Concepticon">
                <a href={`https://concepticon.clld.org/parameters/${encodeURIComponent(category.concepticon_id)}`}>
                  {t('utoaztecan.category.concept', { id: category.concepticon_id })}
                </a>
              </FieldRow>
            )}
            {owner && <ShareRow share={category.share} what="category" />}
          </FieldList>
          <FeaturedToggle resource={semanticCategories} record={category} />
        </>
      )}
    </article>
  );
}
