import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, isNotFound } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { entries, entryWords } from '../../../api/resources';
import { Button } from '../../../components/button';
import { opensEditing } from '../../../components/entry/entry-page-state';
import { NewEntryForm } from '../../../components/entry/new-entry-form';
import { GoBack } from '../../../components/go-back';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScreenLoading } from '../../../components/screen-loading';
import { AddLinkedWords } from '../../../components/word-search/add-linked-words';
import { useT } from '../../../i18n/locale';
import { EntryCard } from './entry-card';
import { EntryWords } from './entry-words';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/**
 * /entry/{id} (SPEC.md §2): Go back, the entry card and the words it teaches. Its author
 * has an edit mode: the form in the card, a "×" on each word and the word search to add more.
 * Staff start their next entry below it.
 */
export function EntryDetailScreen() {
  const id = Number(useParams().id);
  // One page per entry: "New entry" on an entry's page opens the next one fresh, in edit mode.
  return <EntryPage key={id} id={id} />;
}

function EntryPage({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const { data: entry, error, refetch } = entries.useDetail(valid ? id : 0);
  const { data: user } = useCurrentUser();
  const remove = entries.useDelete();
  const navigate = useNavigate();
  // "New entry" opens the draft it made in edit mode.
  const [editing, setEditing] = useState(opensEditing(useLocation().state));
  // SPEC.md §4: a deleted entry disappears at once, before the server has answered.
  const [hidden, setHidden] = useState(false);
  const t = useT();

  if (!valid || (!hidden && isNotFound(error))) {
    return (
      <RecordNotFound
        what="blog entry"
        listPath="/dashboard"
        listLabel={t('blog.entry.seeLatest')}
        why={t('blog.entry.notFoundWhy')}
      />
    );
  }

  const author = entry !== undefined && entries.can(user, 'update', entry);
  const editMode = author && editing;

  function onDelete() {
    setHidden(true);
    remove.mutate(id, {
      onSuccess: () => void navigate('/dashboard', { replace: true }),
      onError: () => setHidden(false),
    });
  }

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <GoBack fallback="/dashboard" />
      {hidden ? (
        <p role="status">{t('blog.entry.deleting')}</p>
      ) : error && !entry ? (
        <div role="alert">
          <h1 className={screenStyles.title}>{t('blog.entry.title')}</h1>
          <p>{t('blog.entry.loadFailed', { message: error.message })}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('blog.tryAgain')}
          </Button>
        </div>
      ) : !entry ? (
        <ScreenLoading />
      ) : (
        <>
          {remove.error instanceof ApiError && (
            <p role="alert" className={textStyles.error}>
              {t('blog.entry.deleteFailed', { message: remove.error.message })}
            </p>
          )}
          <EntryCard
            key={entry.id}
            entry={entry}
            author={author}
            editing={editMode}
            onEdit={() => setEditing(true)}
            onDone={() => setEditing(false)}
            onDelete={onDelete}
          />
          <EntryWords entryId={entry.id} editing={editMode} />
          {editMode && <AddLinkedWords links={entryWords} parentId={entry.id} kind="entry" name={entry.title} />}
          {entries.can(user, 'create') && !editMode && <NewEntryForm />}
        </>
      )}
    </div>
  );
}
