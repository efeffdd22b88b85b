import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { ApiError } from '../../../api/api-client';
import { Button } from '../../../components/button';
import { useAddVocabulary } from '../api/add-vocabulary';
import styles from './vocabularies.module.css';

/**
 * The box to add a vocabulary by name: trimmed, and nothing is sent when it is empty
 * (SPEC.md §5). The new vocabulary joins the list; a link opens it to add words.
 */
export function AddVocabularyForm() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);
  const [added, setAdded] = useState<Vocabulary | null>(null);
  const add = useAddVocabulary();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const name = text.trim();
    setEmptyTried(name === '');
    setAdded(null);
    if (name === '') {
      add.reset();
      return;
    }
    add.mutate(name, {
      onSuccess: (created) => {
        setAdded(created);
        setText('');
      },
    });
  }

  const error = emptyTried
    ? 'Write a name for the vocabulary first.'
    : add.error instanceof ApiError
      ? add.error.message
      : null;

  return (
    <form onSubmit={onSubmit} className={styles.addVocabulary} noValidate>
      <label htmlFor={inputId}>Add Vocabulary</label>
      <div className={styles.inline}>
        <input
          id={inputId}
          className={styles.textInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name, e.g. Animals"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
        <Button type="submit" disabled={add.isPending}>
          Add
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p role="status" className={styles.added}>
        {added && (
          <>
            Added “{added.name}”. <Link to={`/vocabulary/${added.id}`}>Open it to add words</Link>
          </>
        )}
      </p>
    </form>
  );
}
