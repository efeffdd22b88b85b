import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalOf } from '../../api/form-errors';
import { ENTRY_LIMITS } from '../../../contract/api/entries';
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
  const create = entries.useCreate();
  const navigate = useNavigate();
  const t = useT();
  const { locale } = useLocale();

  function onSubmit(trimmed: string) {
    create.mutate(
      { title: trimmed, tags: [], content_raw: '', is_published: false, language: locale },
      {
        onSuccess: (created) =>
          void navigate(`/entry/${created.id}`, { state: { editing: true } satisfies EntryPageState }),
      },
    );
  }

  return (
    <AddForm
      label={t('blog.new.label')}
      value={title}
      onChange={setTitle}
      onSubmit={onSubmit}
      adding={create.isPending}
      emptyMessage={t('blog.new.titleFirst')}
      error={refusalOf(create.error, { title: t('blog.edit.titleField') })}
      maxLength={ENTRY_LIMITS.title}
      placeholder={t('blog.new.placeholder')}
      hint={t('blog.new.hint')}
      className={styles.newEntry}
    />
  );
}
