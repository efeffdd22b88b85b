import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { refusalOf } from '../../../api/form-errors';
import { useCurrentUser } from '../../../api/current-user';
import { SENTENCE_LIMITS } from '../../../../contract/api/sentences';
import { sentences } from '../../../api/resources';
import { AddForm } from '../../../components/add-form';
import { translationOf } from '../../../components/sentence-texts';
import styles from './word-detail.module.css';
import { accountsApi } from '../../../../contract/accounts';
import { useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useLocale, useT } from '../../../i18n/locale';

/** How many of a word's sentences, and of its cognates, its page shows. */
export const WORD_LINKS_PAGE_SIZE = 200;

/**
 * A word's sample sentences, each with its translation in the reader's language, and the box
 * to add one (signed-in users) or the log-in prompt (guests).
 */
export function WordSentences({ wordId }: { wordId: number }) {
  // The sample sentences linked to the word (the first 200).
  const linked = { nahuatl: wordId, page_size: WORD_LINKS_PAGE_SIZE };
  const { data: found, isPending, fetchStatus } = sentences.useList({ params: linked });
  // Not yet asked for, and waiting for a connection: the saved dictionary holds no sentences.
  const waitingForConnection = isPending && fetchStatus === 'paused';
  const samples = found?.results ?? [];
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const t = useT();
  const { locale } = useLocale();
  const shown = useNahuatl();
  // A sentence added here is linked to the word; the list above shows it at once.
  const addSentence = sentences.useCreate({
    onCreated: (_created, queryClient) => queryClient.invalidateQueries({ queryKey: sentences.keys.list(linked) }),
  });
  const [text, setText] = useState('');

  const onSubmit = (sentence: string) =>
    addSentence.mutate({ sentence, nahuatl: wordId, word: wordId }, { onSuccess: () => setText('') });

  return (
    <section aria-labelledby="word-sentences-title" className={styles.sentences}>
      <h2 id="word-sentences-title">
        {t(
          samples.length > 0 ? 'words.sentences.title' : isPending ? 'words.sentences.pending' : 'words.sentences.none',
        )}
      </h2>
      {waitingForConnection && <p role="status">{t('words.sentences.offline')}</p>}
      {samples.length > 0 && (
        <ul className={styles.sentenceList}>
          {samples.map((sentence) => {
            const translation = translationOf(sentence, locale);
            return (
              <li key={sentence.id}>
                <Link to={`/sentence/${sentence.id}`} lang={NAHUATL_LANG} translate="no">
                  {shown(sentence.sentence)}
                </Link>
                {translation && (
                  <span className={styles.translation} lang={translation.lang}>
                    {' '}
                    — {translation.text}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {user ? (
        <AddForm
          label={t('words.sentences.add')}
          value={text}
          onChange={setText}
          onSubmit={onSubmit}
          adding={addSentence.isPending}
          emptyMessage={t('sentences.add.empty')}
          error={refusalOf(addSentence.error, { sentence: t('sentences.field.sentence') })}
          maxLength={SENTENCE_LIMITS.sentence}
        />
      ) : user === null ? (
        <p className={styles.guestNotice}>
          <FormattedMessage
            id="words.sentences.guest"
            values={{
              login: (chunks) => (
                <Link to={`${accountsApi.login}?next=${encodeURIComponent(location.pathname)}`}>{chunks}</Link>
              ),
            }}
          />
        </p>
      ) : null}
    </section>
  );
}
