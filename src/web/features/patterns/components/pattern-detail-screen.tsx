import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, isNotFound } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { patterns } from '../../../api/resources';
import { Button } from '../../../components/button';
import { GoBack } from '../../../components/go-back';
import { RecordNotFound } from '../../../components/record-not-found';
import { ScreenLoading } from '../../../components/screen-loading';
import { useEditFocus } from '../../../components/use-edit-focus';
import { usePatternWords } from '../api/pattern-words';
import { PatternEditForm } from './pattern-edit-form';
import { PatternPlay } from './pattern-play';
import { PatternView } from './pattern-view';
import { useT } from '../../../i18n/locale';
import cardStyles from '../../../components/card.module.css';
import screenStyles from '../../../components/screen.module.css';
import textStyles from '../../../components/text.module.css';
import styles from './patterns.module.css';

/**
 * /pattern/{id} (SPEC.md §2): the pattern card with Play, the owner's edit mode, and the
 * game once Play is pressed.
 */
export function PatternDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: pattern, error, refetch } = patterns.useDetail(valid ? id : 0);
  const words = usePatternWords(valid ? id : 0);
  const { data: user } = useCurrentUser();
  const remove = patterns.useDelete();
  const navigate = useNavigate();
  // SPEC.md §4: a deleted pattern disappears at once, before the server has answered.
  const [hidden, setHidden] = useState(false);
  const [editing, setEditing] = useState(false);
  // Each press of Play starts a new session (its number keys the game).
  const [session, setSession] = useState(0);
  const card = useRef<HTMLElement>(null);
  const t = useT();
  useEditFocus(card, editing);

  if (!valid || (!hidden && isNotFound(error)))
    return (
      <RecordNotFound what="pattern" listPath="/patterns" listLabel={t('patterns.notFound.list')} />
    );

  function onDelete() {
    setHidden(true);
    remove.mutate(id, {
      onSuccess: () => void navigate('/patterns', { replace: true }),
      onError: () => setHidden(false),
    });
  }

  function onEdit() {
    // The game is of the saved pattern; editing ends it.
    setSession(0);
    setEditing(true);
  }

  const owner = pattern !== undefined && patterns.can(user, 'update', pattern);

  return (
    <div className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <GoBack fallback="/patterns" />
      <h1 className={screenStyles.title}>{t('patterns.detail.title')}</h1>
      {hidden ? (
        <p role="status">{t('patterns.deleting')}</p>
      ) : error && !pattern ? (
        <div role="alert">
          <p>{t('patterns.loadFailed', { error: error.message })}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('patterns.tryAgain')}
          </Button>
        </div>
      ) : !pattern ? (
        <ScreenLoading />
      ) : (
        <>
          {remove.error instanceof ApiError && (
            <p role="alert" className={textStyles.error}>
              {t('patterns.deleteFailed', { error: remove.error.message })}
            </p>
          )}
          <article
            ref={card}
            className={`${cardStyles.card} ${owner && editing ? cardStyles.wide : ''} ${styles.card}`}
            aria-labelledby={owner && editing ? `pattern-${pattern.id}-edit` : `pattern-${pattern.id}-title`}
          >
            {owner && editing ? (
              words.data ? (
                <PatternEditForm
                  pattern={pattern}
                  words={words.data}
                  onDone={() => setEditing(false)}
                  onDelete={onDelete}
                />
              ) : words.error ? (
                <p role="alert">{t('patterns.wordsFailedEdit', { error: words.error.message })}</p>
              ) : (
                <ScreenLoading />
              )
            ) : (
              <PatternView
                pattern={pattern}
                owner={owner}
                playing={session > 0}
                onEdit={onEdit}
                onPlay={() => setSession(session + 1)}
              />
            )}
          </article>
          {session > 0 && !editing && <PatternPlay key={session} pattern={pattern} words={words} owner={owner} />}
        </>
      )}
    </div>
  );
}
