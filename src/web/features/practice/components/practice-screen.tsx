import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../../api/api-client';
import { vocabularies, vocabularyWords } from '../../../api/resources';
import { Button } from '../../../components/button';
import { GoBack } from '../../../components/go-back';
import { ScreenLoading } from '../../../components/screen-loading';
import { conjugateDisabledReason, practiceVerbs, type ConjugationMode } from '../conjugation-game';
import { ConjugationDrill } from './conjugation-drill';
import { GameChoice, isGame, type Game } from './game-choice';
import { MatchBoard } from './match-board';
import { PracticeNotFound } from './practice-not-found';
import cardStyles from '../../../components/card.module.css';
import screenStyles from '../../../components/screen.module.css';
import { useT } from '../../../i18n/locale';
import styles from './practice.module.css';

/** /practice/{id}: the vocabulary card with its three games, Match, Conjugate and Conjugate+ (SPEC.md §2, §4). */
export function PracticeScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const vocabulary = vocabularies.useDetail(valid ? id : 0);
  const links = vocabularyWords.useList(valid ? id : 0);
  const words = useMemo(() => links.data?.map((link) => link.nahuatl_word_data), [links.data]);
  const [params, setParams] = useSearchParams();
  // Set when the learner picks a game, so the game takes the focus then and not on a reload.
  const [chosen, setChosen] = useState(false);
  const t = useT();

  const verbs = useMemo(() => practiceVerbs(words ?? []), [words]);
  const disabledReason = words === undefined ? null : conjugateDisabledReason(verbs, t);
  const requested = params.get('game');
  const game: Game | null =
    isGame(requested) && words !== undefined && (requested === 'match' || disabledReason === null) ? requested : null;

  if (!valid || isNotFound(vocabulary.error)) return <PracticeNotFound />;

  function choose(next: Game) {
    setChosen(true);
    // The game lives in the address, so a reload or a shared link opens the same one.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('game', next);
        return updated;
      },
      { replace: true },
    );
  }

  const failed = vocabulary.error ?? links.error;

  return (
    <div className={screenStyles.stack}>
      <GoBack fallback={`/vocabulary/${id}`} />
      <h1 className={screenStyles.title}>{t('practice.title')}</h1>
      {failed && (!vocabulary.data || !words) ? (
        <div role="alert" className={styles.alert}>
          <p>{t('practice.loadFailed', { error: failed.message })}</p>
          <Button
            variant="secondary"
            onClick={() => {
              if (vocabulary.error) void vocabulary.refetch();
              if (links.error) void links.refetch();
            }}
          >
            {t('practice.tryAgain')}
          </Button>
        </div>
      ) : !vocabulary.data ? (
        <ScreenLoading />
      ) : (
        <>
          <article
            className={`${cardStyles.card} ${cardStyles.compactOnPhones}`}
            aria-labelledby="practice-vocabulary-name"
          >
            <h2 id="practice-vocabulary-name" className={styles.cardTitle} translate="no">
              {vocabulary.data.name}
            </h2>
            {vocabulary.data.description && (
              <p className={styles.description} translate="no">
                {vocabulary.data.description}
              </p>
            )}
            {words === undefined ? (
              <ScreenLoading />
            ) : (
              <GameChoice current={game} conjugateDisabledReason={disabledReason} onChoose={choose} />
            )}
          </article>
          {words !== undefined && game === 'match' && <MatchBoard key={`match-${id}`} words={words} />}
          {words !== undefined && game !== null && game !== 'match' && (
            <ConjugationDrill
              key={`${game}-${id}`}
              verbs={verbs}
              mode={game satisfies ConjugationMode}
              focusOnStart={chosen}
            />
          )}
        </>
      )}
    </div>
  );
}
