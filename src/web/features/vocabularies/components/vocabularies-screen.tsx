import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { VocabularySummary } from '../../../../contract/vocabularies';
import { ApiError } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ContentLanguageSwitch, useContentLanguage } from '../../../components/content-language';
import { ScreenLoading } from '../../../components/screen-loading';
import { useSearchParamText } from '../../../components/use-search-param-text';
import { vocabularies } from '../../../api/resources';
import { useDeleteVocabulary, useFavoriteList, useVocabularyList } from '../api/vocabulary-list';
import { AddVocabularyForm } from './add-vocabulary-form';
import { EditToggle } from './edit-toggle';
import { matchesTagFilter, tagsInUse } from './tags';
import { TagFilter } from './tag-filter';
import { VocabularyGrid } from './vocabulary-grid';
import { VocabularyRows } from './vocabulary-rows';
import { useT } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './vocabularies.module.css';

type View = 'cards' | 'list';

/**
 * One query parameter (null when absent) and its setter, which keeps the other parameters
 * and the scroll position; `replace` swaps the history entry instead of adding one.
 */
function useParam(name: string, { replace }: { replace: boolean }): [string | null, (value: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace, preventScrollReset: true },
    );
  return [searchParams.get(name), set];
}

/** Cards or list, kept in `?view=` (cards when absent) so a reload or a shared link shows the same. */
function useView(): [View, (view: View) => void] {
  const [param, setParam] = useParam('view', { replace: true });
  return [param === 'list' ? 'list' : 'cards', (next) => setParam(next === 'cards' ? null : next)];
}

/** "My favourites" on or off, kept in `?favorites=true` as a new history entry, so Back shows every vocabulary again. */
function useFavoritesOnly(): [boolean, (on: boolean) => void] {
  const [param, setParam] = useParam('favorites', { replace: false });
  return [param === 'true', (on) => setParam(on ? 'true' : null)];
}

/** What an empty list says: no tag matches, no favourites yet (and how to add one), or no vocabularies at all. */
function emptyMessage(filtered: boolean, favoritesOnly: boolean): MessageId {
  if (filtered) return 'vocabularies.noMatch';
  return favoritesOnly ? 'vocabularies.favorites.none' : 'vocabularies.none';
}

/**
 * /vocabularies (SPEC.md §2): the count, the tag filter (kept in `?filter=`), the card grid
 * or the list, and for signed-in users "My favourites" (kept in `?favorites=true`), a star
 * on their own, an Edit mode that deletes their own and a box to add one. The vocabularies
 * written in the reader's language, and so their tags, every language behind the switch
 * (decision 076).
 */
export function VocabulariesScreen() {
  const { params: language } = useContentLanguage();
  const { data: count } = vocabularies.useCount(language);
  const { data: user } = useCurrentUser();
  const [favoritesParam, setFavoritesOnly] = useFavoritesOnly();
  // Favourites are a signed-in user's own; a guest with `?favorites=true` sees every vocabulary.
  const favoritesOnly = favoritesParam && user != null;
  const everyVocabulary = useVocabularyList(language);
  const favorites = useFavoriteList(language, favoritesOnly);
  const { data: page, isPending } = favoritesOnly ? favorites : everyVocabulary;
  const [filter, setFilter] = useSearchParamText('filter');
  const [view, setView] = useView();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<VocabularySummary | null>(null);
  const remove = useDeleteVocabulary();
  const editToggle = useRef<HTMLButtonElement>(null);
  const t = useT();
  const { formatNumber } = useIntl();

  const all = page?.results ?? [];
  const shown = all.filter((vocabulary) => matchesTagFilter(vocabulary.tags, filter));
  const filtered = filter.trim() !== '';
  const editMode = editing && user != null;
  const canDelete = (vocabulary: VocabularySummary) => editMode && vocabularies.can(user, 'delete', vocabulary);
  const canFavorite = (vocabulary: VocabularySummary) => vocabularies.can(user, 'update', vocabulary);
  const Views = view === 'cards' ? VocabularyGrid : VocabularyRows;

  return (
    <div className={`${screenStyles.stack} ${screenStyles.tight} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{t('vocabularies.title')}</h1>
      <p>
        {t('vocabularies.total', { count: count === undefined ? '…' : formatNumber(count) })} <ContentLanguageSwitch />
      </p>
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
        {user && (
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={favoritesOnly}
            onClick={() => setFavoritesOnly(!favoritesOnly)}
          >
            <span aria-hidden="true">{favoritesOnly ? '★ ' : '☆ '}</span>
            {t('vocabularies.favorites.filter')}
          </button>
        )}
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
        <ScreenLoading text="vocabularies.loading" />
      ) : shown.length === 0 ? (
        <p className={textStyles.muted}>{t(emptyMessage(filtered, favoritesOnly))}</p>
      ) : (
        <Views vocabularies={shown} canDelete={canDelete} onDelete={setAsking} canFavorite={canFavorite} />
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
