import { useState } from 'react';
import { Link } from 'react-router';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { ApiError } from '../../../api/api-client';
import { AddForm } from '../../../components/add-form';
import { useAddVocabulary } from '../api/vocabulary-list';
import styles from './vocabularies.module.css';

/**
 * The box to add a vocabulary by name: trimmed, and nothing is sent when it is empty
 * (SPEC.md §5). The new vocabulary joins the list; a link opens it to add words.
 */
export function AddVocabularyForm() {
  const [text, setText] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);
  const [added, setAdded] = useState<Vocabulary | null>(null);
  const add = useAddVocabulary();

  function onSubmit() {
    const name = text.trim();
    setEmptyTried(name === '');
    setAdded(null);
    if (name === '') {
      add.reset();
      return;
    }
    add.mutate(
      { name, tags: [] },
      {
        onSuccess: (created) => {
          setAdded(created);
          setText('');
        },
      },
    );
  }

  const error = emptyTried
    ? 'Write a name for the vocabulary first.'
    : add.error instanceof ApiError
      ? add.error.message
      : null;

  return (
    <AddForm
      label="Add Vocabulary"
      value={text}
      onChange={setText}
      onSubmit={onSubmit}
      adding={add.isPending}
      error={error}
      placeholder="Name, e.g. Animals"
      className={styles.addVocabulary}
    >
      <p role="status" className={styles.added}>
        {added && (
          <>
            Added “{added.name}”. <Link to={`/vocabulary/${added.id}`}>Open it to add words</Link>
          </>
        )}
      </p>
    </AddForm>
  );
}
