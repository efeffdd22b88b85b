import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalOf } from '../../api/form-errors';
import { entries } from '../../api/resources';
import { useLocale, useT } from '../../i18n/locale';
import { AddForm } from '../add-form';
import type { EntryPageState } from './entry-page-state';
import styles from './new-entry-form.module.css';

/**
 * Staff's "New entry" (on the dashboard, and below an entry they read): they start a blog
 * entry by its title; it is saved as a draft (only they can see it) and its page opens in
 * edit mode, where they write it and publish it. It is written in their language, so the
 * lists they read hold it (decision 076).
 */
export function NewEntryForm() {
  const [title, setTitle] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);
  const create = entries.useCreate();
  const navigate = useNavigate();
  const t = useT();
  const { locale } = useLocale();

  function onSubmit() {
    const trimmed = title.trim();
    setEmptyTried(trimmed === '');
    if (trimmed === '') {
      create.reset();
      return;
    }
    create.mutate(
      { title: trimmed, tags: [], content_raw: '', is_published: false, language: locale },
      {
        onSuccess: (created) =>
          void navigate(`/entry/${created.id}`, { state: { editing: true } satisfies EntryPageState }),
      },
    );
  }

  const error = emptyTried ? t('blog.new.titleFirst') : refusalOf(create.error, { title: t('blog.edit.titleField') });

  return (
    <AddForm
      label={t('blog.new.label')}
      value={title}
      onChange={setTitle}
      onSubmit={onSubmit}
      adding={create.isPending}
      error={error}
      placeholder={t('blog.new.placeholder')}
      className={styles.newEntry}
    >
      <p className={styles.hint}>{t('blog.new.hint')}</p>
    </AddForm>
  );
}
