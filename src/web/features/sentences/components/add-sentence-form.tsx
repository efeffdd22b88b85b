import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-client';
import { Button } from '../../../components/button';
import { useAddSentence } from '../api/add-sentence';
import styles from './sentences.module.css';

/**
 * The Add Sentence box: the text is trimmed and nothing is sent when it is empty (SPEC.md
 * §5). The new sentence opens, so its owner can add translations, a source and its words.
 */
export function AddSentenceForm() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);
  const add = useAddSentence();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const sentence = text.trim();
    setEmptyTried(sentence === '');
    if (sentence === '') {
      add.reset();
      return;
    }
    add.mutate(sentence, { onSuccess: (created) => void navigate(`/sentence/${created.id}`) });
  }

  const error = emptyTried ? 'Write a sentence first.' : add.error instanceof ApiError ? add.error.message : null;

  return (
    <form onSubmit={onSubmit} className={styles.addSentence} noValidate>
      <label htmlFor={inputId}>Add Sentence</label>
      <div className={styles.inline}>
        <input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
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
    </form>
  );
}
