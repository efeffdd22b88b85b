import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, isNotFound } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { cognates, cognateWords } from '../../../api/resources';
import { Button } from '../../../components/button';
import { GoBack } from '../../../components/go-back';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScreenLoading } from '../../../components/screen-loading';
import { useEditFocus } from '../../../components/use-edit-focus';
import { AddLinkedWords } from '../../../components/word-search/add-linked-words';
import { useT } from '../../../i18n/locale';
import { CognateCard } from './cognate-card';
import { CognateEditForm } from './cognate-edit-form';
import { CognateWords } from './cognate-words';
import { CognateSetCard } from './cognate-set-card';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './cognates.module.css';

/**
 * /cognate/{id} (SPEC.md §2): the cognate's set, the cognate, and the Nahuatl words linked to
 * it. Its owner has an Edit toggle (the form in place of the card), a "×" on each linked word
 * and the word search to link more.
 */
export function CognateDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: cognate, error, refetch } = cognates.useDetail(valid ? id : 0);
  const { data: user } = useCurrentUser();
  const remove = cognates.useDelete();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  // SPEC.md §4: a deleted cognate disappears at once, before the server has answered.
  const [hidden, setHidden] = useState(false);
  const screen = useRef<HTMLDivElement>(null);
  const t = useT();

  const owner = cognate !== undefined && cognates.can(user, 'update', cognate);
  const editMode = owner && editing;
  useEditFocus(screen, editMode);

  if (!valid || (!hidden && isNotFound(error)))
    return (
      <RecordNotFound
        what="cognate"
        listPath="/cognates-index"
        listLabel={t('utoaztecan.cognates.seeIndex')}
      />
    );

  function onDelete(language: string) {
    setHidden(true);
    remove.mutate(id, {
      onSuccess: () => void navigate(`/cognates/${encodeURIComponent(language)}`, { replace: true }),
      onError: () => setHidden(false),
    });
  }

  return (
    <div ref={screen} className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <GoBack fallback={cognate ? `/cognates/${encodeURIComponent(cognate.language)}` : '/cognates-index'} />
      <div className={styles.titleRow}>
        <h1 className={screenStyles.title}>{t('utoaztecan.cognate.title')}</h1>
        {owner && !hidden && (
          <Button variant="secondary" aria-pressed={editMode} onClick={() => setEditing(!editing)} data-edit-button>
            {t('utoaztecan.edit')}
          </Button>
        )}
      </div>
      {hidden ? (
        <p role="status">{t('utoaztecan.cognate.deleting')}</p>
      ) : error && !cognate ? (
        <div role="alert">
          <p>{t('utoaztecan.cognate.loadFailed', { message: error.message })}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('utoaztecan.tryAgain')}
          </Button>
        </div>
      ) : !cognate ? (
        <ScreenLoading />
      ) : (
        <>
          {cognate.set !== null && <CognateSetCard setId={cognate.set} />}
          {remove.error instanceof ApiError && (
            <p role="alert" className={textStyles.error}>
              {t('utoaztecan.cognate.deleteFailed', { message: remove.error.message })}
            </p>
          )}
          {editMode ? (
            <CognateEditForm
              key={cognate.id}
              cognate={cognate}
              onDone={() => setEditing(false)}
              onDelete={() => onDelete(cognate.language)}
            />
          ) : (
            <CognateCard cognate={cognate} owner={owner} />
          )}
          <CognateWords cognateId={cognate.id} owner={owner} />
          {owner && (
            <AddLinkedWords
              links={cognateWords}
              parentId={cognate.id}
              kind="cognate"
              name={cognate.word}
              title={t('utoaztecan.cognate.linkWords')}
            />
          )}
        </>
      )}
    </div>
  );
}
