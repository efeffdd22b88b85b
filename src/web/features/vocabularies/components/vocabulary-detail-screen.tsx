import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { isNotFound } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { vocabularies, vocabularyWords } from '../../../api/resources';
import { Button } from '../../../components/button';
import { GoBack } from '../../../components/go-back';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScreenLoading } from '../../../components/screen-loading';
import { AddLinkedWords } from '../../../components/word-search/add-linked-words';
import { EditToggle } from './edit-toggle';
import { FavoriteToggle } from './favorite-toggle';
import { VocabularyEditForm } from './vocabulary-edit-form';
import { VocabularyView } from './vocabulary-view';
import { StudyVocabulary } from './study-vocabulary';
import { VocabularyWords } from './vocabulary-words';
import { useT } from '../../../i18n/locale';
import screenStyles from '../../../components/screen.module.css';
import styles from './vocabularies.module.css';

/**
 * /vocabulary/{id} (SPEC.md §2): the vocabulary and its words. Its owner has an Edit mode:
 * the form in place of the read view, a "×" on each word, and the word search to add more.
 */
export function VocabularyDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: vocabulary, error, refetch } = vocabularies.useDetail(valid ? id : 0);
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const editToggle = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const t = useT();

  const owner = vocabulary !== undefined && vocabularies.can(user, 'update', vocabulary);
  const editMode = owner && editing;

  // Back from the form (Save or Cancel), the cursor returns to the Edit toggle rather than to the top of the page.
  useEffect(() => {
    if (wasEditing.current && !editMode) editToggle.current?.focus();
    wasEditing.current = editMode;
  }, [editMode]);

  if (!valid || isNotFound(error))
    return (
      <RecordNotFound
        what="vocabulary"
        listPath="/vocabularies"
        listLabel={t('vocabularies.notFound.list')}
      />
    );

  return (
    <div className={`${screenStyles.stack} ${screenStyles.tight} ${screenStyles.flush}`}>
      <GoBack fallback="/vocabularies" />
      {error && !vocabulary ? (
        <div role="alert">
          <h1 className={screenStyles.title}>{t('vocabularies.detail.title')}</h1>
          <p>{t('vocabularies.loadFailed', { error: error.message })}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('vocabularies.tryAgain')}
          </Button>
        </div>
      ) : !vocabulary ? (
        <ScreenLoading />
      ) : (
        <>
          <div className={styles.titleRow}>
            <h1 className={screenStyles.title} lang={vocabulary.language} translate="no">
              {vocabulary.name}
            </h1>
            {owner && <FavoriteToggle vocabulary={vocabulary} />}
          </div>
          {owner && <EditToggle ref={editToggle} pressed={editMode} onToggle={() => setEditing(!editing)} />}
          {editMode ? (
            <VocabularyEditForm key={vocabulary.id} vocabulary={vocabulary} onDone={() => setEditing(false)} />
          ) : (
            <>
              <VocabularyView vocabulary={vocabulary} owner={owner} />
              <StudyVocabulary vocabularyId={vocabulary.id} />
            </>
          )}
          {editMode && (
            <AddLinkedWords links={vocabularyWords} parentId={vocabulary.id} kind="vocabulary" name={vocabulary.name} />
          )}
          <VocabularyWords vocabularyId={vocabulary.id} editing={editMode} owner={owner} />
        </>
      )}
    </div>
  );
}
