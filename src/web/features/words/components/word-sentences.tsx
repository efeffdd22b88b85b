import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../api/api-client';
import { useCurrentUser } from '../../../api/current-user';
import { AddForm } from '../../../components/add-form';
import { useAddWordSentence, useWordSentences } from '../api/word-sentences';
import styles from './word-detail.module.css';

/** A word's sample sentences, and the box to add one (signed-in users) or the log-in prompt (guests). */
export function WordSentences({ wordId }: { wordId: number }) {
  const { data: sentences = [], isPending } = useWordSentences(wordId);
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const addSentence = useAddWordSentence(wordId);
  const [text, setText] = useState('');

  function onSubmit() {
    const sentence = text.trim();
    if (sentence === '') return;
    addSentence.mutate(sentence, { onSuccess: () => setText('') });
  }

  return (
    <section aria-labelledby="word-sentences-title" className={styles.sentences}>
      <h2 id="word-sentences-title">
        {sentences.length > 0
          ? 'Sample sentences for this word:'
          : isPending
            ? 'Sample sentences'
            : 'No sample sentences for this word.'}
      </h2>
      {sentences.length > 0 && (
        <ul className={styles.sentenceList}>
          {sentences.map((sentence) => (
            <li key={sentence.id}>
              <Link to={`/sentence/${sentence.id}`} lang="nah">
                {sentence.sentence}
              </Link>
              {sentence.english && <span className={styles.translation}> — {sentence.english}</span>}
            </li>
          ))}
        </ul>
      )}
      {user ? (
        <AddForm
          label="Add Sentence"
          value={text}
          onChange={setText}
          onSubmit={onSubmit}
          adding={addSentence.isPending}
          error={addSentence.error instanceof ApiError ? addSentence.error.message : null}
        />
      ) : user === null ? (
        <p className={styles.guestNotice}>
          If you would like to add a sentence, please{' '}
          <Link to={`/accounts/login/?next=${encodeURIComponent(location.pathname)}`}>log in</Link> first.
        </p>
      ) : null}
    </section>
  );
}
