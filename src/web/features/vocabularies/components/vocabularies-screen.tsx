import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { ApiError } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSearchParamText } from '../../../components/use-search-param-text';
import { vocabularies } from '../../../api/resources';
import { useDeleteVocabulary, useVocabularyList } from '../api/vocabulary-list';
import { AddVocabularyForm } from './add-vocabulary-form';
import { EditToggle } from './edit-toggle';
import { matchesTagFilter, tagsInUse } from './tags';
import { TagFilter } from './tag-filter';
import { VocabularyGrid } from './vocabulary-grid';
import { VocabularyRows } from './vocabulary-rows';
import { useT } from '../../../i18n/locale';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './vocabularies.module.css';

type View = 'cards' | 'list';

/** Cards or list, kept in `?view=` (cards when absent) so a reload or a shared link shows the same. */
function useView(): [View, (view: View) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'list' ? 'list' : 'cards';
  const setView = (next: View) =>
    setSearchParams(
      (params) => {
        if (next === 'cards') params.delete('view');
        else params.set('view', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return [view, setView];
}

/**
 * /vocabularies (SPEC.md §2): the count, the tag filter (kept in `?filter=`), the card grid
 * or the list, and for signed-in users an Edit mode that deletes their own and a box to add one.
 */
export function VocabulariesScreen() {
  const { data: count } = vocabularies.useCount();
  const { data: user } = useCurrentUser();
  const { data: page, isPending } = useVocabularyList();
  const [filter, setFilter] = useSearchParamText('filter');
  const [view, setView] = useView();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Vocabulary | null>(null);
  const remove = useDeleteVocabulary();
  const editToggle = useRef<HTMLButtonElement>(null);
  const t = useT();
  const { formatNumber } = useIntl();

  const all = page?.results ?? [];
  const shown = all.filter((vocabulary) => matchesTagFilter(vocabulary.tags, filter));
  const filtered = filter.trim() !== '';
  const editMode = editing && user != null;
  const canDelete = (vocabulary: Vocabulary) => editMode && vocabularies.can(user, 'delete', vocabulary);
  const Views = view === 'cards' ? VocabularyGrid : VocabularyRows;

  return (
    <div className={`${screenStyles.stack} ${screenStyles.tight} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{t('vocabularies.title')}</h1>
      <p>{t('vocabularies.total', { count: count === undefined ? '…' : formatNumber(count) })}</p>
      <TagFilter filter={filter} onChange={setFilter} tags={tagsInUse(all)} />

      <div className={styles.toolbar}>
        <div role="group" aria-label={t('vocabularies.view.label')} className={styles.segmented}>
          {(['cards', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.toggle}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(option === 'cards' ? 'vocabularies.view.cards' : 'vocabularies.view.list')}
            </button>
          ))}
        </div>
        {user && <EditToggle ref={editToggle} pressed={editMode} onToggle={() => setEditing(!editing)} />}
      </div>

      {vocabularies.can(user, 'create') && <AddVocabularyForm />}
      {editMode && <p className={textStyles.muted}>{t('vocabularies.editMode')}</p>}
      {remove.error instanceof ApiError && (
        <p role="alert" className={textStyles.error}>
          {t('vocabularies.deleteFailed', { error: remove.error.message })}
        </p>
      )}

      <p aria-live="polite" className={`${textStyles.muted} ${styles.liveStatus}`}>
        {filtered && !isPending ? t('vocabularies.matching', { shown: shown.length, total: all.length }) : ''}
        {page?.next ? t('vocabularies.firstOnly', { count: all.length }) : ''}
      </p>
      {isPending ? (
        <p className={textStyles.muted}>{t('vocabularies.loading')}</p>
      ) : shown.length === 0 ? (
        <p className={textStyles.muted}>{t(filtered ? 'vocabularies.noMatch' : 'vocabularies.none')}</p>
      ) : (
        <Views vocabularies={shown} canDelete={canDelete} onDelete={setAsking} />
      )}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('vocabularies.delete.title')}
        confirmLabel={t('vocabularies.delete.confirm')}
        onConfirm={() => asking && remove.mutate(asking.id)}
        // The "×" that asked is gone with its vocabulary.
        afterConfirm={() => editToggle.current?.focus()}
      >
        <FormattedMessage
          id="vocabularies.delete.body"
          values={{ name: asking?.name ?? '', user: (text) => <span translate="no">{text}</span> }}
        />
      </ConfirmDialog>
    </div>
  );
}
