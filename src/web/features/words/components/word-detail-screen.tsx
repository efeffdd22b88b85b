import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { can } from '../../../../contract/policy';
import { wordsApi } from '../../../../contract/api/words';
import { useCurrentUser } from '../../../api/current-user';
import { goBack, GoBack } from '../../../components/go-back';
import { ScreenLoading } from '../../../components/screen-loading';
import { WordFacts } from '../../../components/word-card/word-facts';
import cardStyles from '../../../components/card.module.css';
import wordCardStyles from '../../../components/word-card/word-card.module.css';
import { NotFoundScreen } from '../../../components/not-found-screen';
import { useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import { useChangeTransitive } from '../api/change-transitive';
import { useWord } from '../api/get-word';
import { AnnotationActions } from './annotation-actions';
import { AddToReview } from './add-to-review';
import { NounTable } from './noun-table';
import { RecordWord } from './record-word';
import { TenseTable } from './tense-table';
import { WordCognates } from './word-cognates';
import { WordPlayer } from './word-player';
import { WordSentences } from './word-sentences';
import styles from './word-detail.module.css';
import screenStyles from '../../../components/screen.module.css';

/**
 * The staff's menu, fetched only for staff: its dropdown (Radix and Floating UI, 17 KB in
 * brotli) would otherwise be part of every visitor's first visit (decision 073).
 */
const WordMenu = lazy(() => import('./word-menu').then(({ WordMenu }) => ({ default: WordMenu })));
// Staff's annotation form (a Radix Dialog) loads for staff alone (decision 073).
const AnnotationDialog = lazy(() =>
  import('./annotation-dialog').then(({ AnnotationDialog }) => ({ default: AnnotationDialog })),
);

/**
 * /detail/{id}: a word's card with its speakers' recordings, its tense table or a noun's
 * possessed forms, the cognates linked to it, its sample sentences (SPEC.md §2), and for a
 * signed-in user the section to record it (issue 51).
 */
export function WordDetailScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: word, isPending } = useWord(valid ? id : 0);
  const { data: user } = useCurrentUser();
  const changeTransitive = useChangeTransitive(id);
  const navigate = useNavigate();
  const [annotating, setAnnotating] = useState(false);
  const cardTitle = useRef<HTMLHeadingElement>(null);
  const shown = useNahuatl();
  const t = useT();

  if (!valid || (!isPending && !word)) return <NotFoundScreen />;
  if (!word) return <ScreenLoading />;

  const staff = can(user ?? null, 'update', wordsApi.guard);
  const canAnnotate = staff && !word.annotations.some((annotation) => annotation.owner === user?.id);

  return (
    <div className={screenStyles.stack}>
      <GoBack fallback="/words" />
      {word.offline === 'saved' && <p role="status">{t('offline.status.savedDictionary')}</p>}
      <h1 className={screenStyles.title}>
        <FormattedMessage
          id="words.detail.title"
          values={{ word: shown(word.word).toUpperCase(), nah: (chunks) => <span lang={NAHUATL_LANG}>{chunks}</span> }}
        />
      </h1>
      <article className={`${cardStyles.card} ${cardStyles.fitContent}`} aria-labelledby="word-card-title">
        <div className={wordCardStyles.header}>
          <div className={styles.headword}>
            <h2 id="word-card-title" ref={cardTitle} tabIndex={-1} className={wordCardStyles.word} lang={NAHUATL_LANG}>
              {shown(word.word)}
            </h2>
            <WordPlayer wordId={word.id} label={shown(word.word)} />
          </div>
          {staff && (
            <Suspense fallback={null}>
              <WordMenu
                word={word}
                canAnnotate={canAnnotate}
                onAnnotate={() => setAnnotating(true)}
                onTransitive={(transitive) =>
                  changeTransitive.mutate(transitive, { onSuccess: () => goBack(navigate, '/words') })
                }
              />
            </Suspense>
          )}
        </div>
        <WordFacts
          word={word}
          annotationActions={(annotation) => (
            <AnnotationActions
              annotation={annotation}
              word={word.word}
              afterDelete={() => cardTitle.current?.focus()}
            />
          )}
        />
      </article>
      <AddToReview word={word} />
      {word.tenses && <TenseTable word={{ ...word, tenses: word.tenses }} />}
      <NounTable word={word} />
      <WordCognates wordId={word.id} />
      <WordSentences wordId={word.id} />
      {user && <RecordWord wordId={word.id} userId={user.id} />}
      {staff && (
        <Suspense fallback={null}>
          <AnnotationDialog wordId={word.id} word={word.word} open={annotating} onOpenChange={setAnnotating} />
        </Suspense>
      )}
    </div>
  );
}
