import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, isNotFound } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { sentences } from '../../../api/resources';
import { Button } from '../../../components/button';
import { GoBack } from '../../../components/go-back';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScreenLoading } from '../../../components/screen-loading';
import { AddSentenceWords } from './add-sentence-words';
import { SentenceCard } from './sentence-card';
import { SentenceWords } from './sentence-words';
import { useT } from '../../../i18n/locale';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';

/** /sentence/{id}: the sentence card, its words, and for the owner the word search to add more (SPEC.md §2). */
export function SentenceDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: sentence, error, refetch } = sentences.useDetail(valid ? id : 0);
  const { data: user } = useCurrentUser();
  const remove = sentences.useDelete();
  const navigate = useNavigate();
  // SPEC.md §4: a deleted sentence disappears at once, before the server has answered.
  const [hidden, setHidden] = useState(false);
  const t = useT();

  if (!valid || (!hidden && isNotFound(error)))
    return (
      <RecordNotFound
        what="sentence"
        listPath="/sentences"
        listLabel={t('sentences.notFound.list')}
      />
    );

  function onDelete() {
    setHidden(true);
    remove.mutate(id, {
      onSuccess: () => void navigate('/sentences', { replace: true }),
      onError: () => setHidden(false),
    });
  }

  const owner = sentence !== undefined && sentences.can(user, 'update', sentence);

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <GoBack fallback="/sentences" />
      <h1 className={screenStyles.title}>{t('sentences.detail.title')}</h1>
      {hidden ? (
        <p role="status">{t('sentences.deleting')}</p>
      ) : error && !sentence ? (
        <div role="alert">
          <p>{t('sentences.loadFailed', { error: error.message })}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('sentences.tryAgain')}
          </Button>
        </div>
      ) : !sentence ? (
        <ScreenLoading />
      ) : (
        <>
          {remove.error instanceof ApiError && (
            <p role="alert" className={textStyles.error}>
              {t('sentences.deleteFailed', { error: remove.error.message })}
            </p>
          )}
          <SentenceCard key={sentence.id} sentence={sentence} owner={owner} onDelete={onDelete} />
          <SentenceWords sentenceId={sentence.id} owner={owner} />
          {owner && <AddSentenceWords sentence={sentence} />}
        </>
      )}
    </div>
  );
}
