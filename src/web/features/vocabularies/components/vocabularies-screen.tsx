import { useRef, useState } from 'react';
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

  const all = page?.results ?? [];
  const shown = all.filter((vocabulary) => matchesTagFilter(vocabulary.tags, filter));
  const filtered = filter.trim() !== '';
  const editMode = editing && user != null;
  const canDelete = (vocabulary: Vocabulary) => editMode && vocabularies.can(user, 'delete', vocabulary);
  const Views = view === 'cards' ? VocabularyGrid : VocabularyRows;

  return (
    <div className={`${screenStyles.stack} ${screenStyles.tight} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>Vocabularies</h1>
      <p>Total vocabularies available: {count ?? '…'}.</p>
      <TagFilter filter={filter} onChange={setFilter} tags={tagsInUse(all)} />

      <div className={styles.toolbar}>
        <div role="group" aria-label="Show vocabularies as" className={styles.segmented}>
          {(['cards', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.toggle}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'cards' ? 'Cards' : 'List'}
            </button>
          ))}
        </div>
        {user && <EditToggle ref={editToggle} pressed={editMode} onToggle={() => setEditing(!editing)} />}
      </div>

      {vocabularies.can(user, 'create') && <AddVocabularyForm />}
      {editMode && <p className={textStyles.muted}>Edit mode: the vocabularies you own have a × to delete them.</p>}
      {remove.error instanceof ApiError && (
        <p role="alert" className={textStyles.error}>
          The vocabulary could not be deleted: {remove.error.message}
        </p>
      )}

      <p aria-live="polite" className={`${textStyles.muted} ${styles.liveStatus}`}>
        {filtered && !isPending ? `${shown.length} of ${all.length} vocabularies have matching tags.` : ''}
        {page?.next ? ` Only the first ${all.length} vocabularies are listed.` : ''}
      </p>
      {isPending ? (
        <p className={textStyles.muted}>Loading…</p>
      ) : shown.length === 0 ? (
        <p className={textStyles.muted}>
          {filtered ? 'No vocabulary has tags matching the filter.' : 'There are no vocabularies yet.'}
        </p>
      ) : (
        <Views vocabularies={shown} canDelete={canDelete} onDelete={setAsking} />
      )}

      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Delete this vocabulary?"
        confirmLabel="Delete vocabulary"
        onConfirm={() => asking && remove.mutate(asking.id)}
        // The "×" that asked is gone with its vocabulary.
        afterConfirm={() => editToggle.current?.focus()}
      >
        “{asking?.name}” and its list of words will be removed for everyone. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
