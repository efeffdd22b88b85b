import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-client';
import { entries } from '../../api/resources';
import { AddForm } from '../add-form';
import type { EntryPageState } from './entry-page-state';
import styles from './new-entry-form.module.css';

/**
 * Staff's "New entry" (on the dashboard, and below an entry they read): they start a blog
 * entry by its title; it is saved as a draft (only they can see it) and its page opens in
 * edit mode, where they write it and publish it.
 */
export function NewEntryForm() {
  const [title, setTitle] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);
  const create = entries.useCreate();
  const navigate = useNavigate();

  function onSubmit() {
    const trimmed = title.trim();
    setEmptyTried(trimmed === '');
    if (trimmed === '') {
      create.reset();
      return;
    }
    create.mutate(
      { title: trimmed, tags: [], content_raw: '', is_published: false },
      {
        onSuccess: (created) =>
          void navigate(`/entry/${created.id}`, { state: { editing: true } satisfies EntryPageState }),
      },
    );
  }

  const error = emptyTried
    ? 'Write a title for the entry first.'
    : create.error instanceof ApiError
      ? create.error.message
      : null;

  return (
    <AddForm
      label="New entry"
      value={title}
      onChange={setTitle}
      onSubmit={onSubmit}
      adding={create.isPending}
      error={error}
      placeholder="Title, e.g. Counting in twenties"
      className={styles.newEntry}
    >
      <p className={styles.hint}>It starts as a draft that only you can see; its page opens for you to write it.</p>
    </AddForm>
  );
}
