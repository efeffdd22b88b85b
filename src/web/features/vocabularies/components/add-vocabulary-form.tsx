import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { refusalOf } from '../../../api/form-errors';
import { AddForm } from '../../../components/add-form';
import { useAddVocabulary } from '../api/vocabulary-list';
import { useLocale, useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

/**
 * The box to add a vocabulary by name: trimmed, and nothing is sent when it is empty
 * (SPEC.md §5). It is written in the reader's language, so it joins the list they see; a
 * link opens it to add words.
 */
export function AddVocabularyForm() {
  const [text, setText] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);
  const [added, setAdded] = useState<Vocabulary | null>(null);
  const add = useAddVocabulary();
  const t = useT();
  const { locale } = useLocale();

  function onSubmit() {
    const name = text.trim();
    setEmptyTried(name === '');
    setAdded(null);
    if (name === '') {
      add.reset();
      return;
    }
    add.mutate(
      { name, tags: [], language: locale },
      {
        onSuccess: (created) => {
          setAdded(created);
          setText('');
        },
      },
    );
  }

  const error = emptyTried
    ? t('vocabularies.add.empty')
    : refusalOf(add.error, { name: t('vocabularies.form.name'), tags: t('vocabularies.form.tags') });

  return (
    <AddForm
      label={t('vocabularies.add.label')}
      value={text}
      onChange={setText}
      onSubmit={onSubmit}
      adding={add.isPending}
      error={error}
      placeholder={t('vocabularies.add.placeholder')}
      className={styles.addVocabulary}
    >
      <p role="status" className={styles.added}>
        {added && (
          <FormattedMessage
            id="vocabularies.add.added"
            values={{
              name: added.name,
              open: (text) => <Link to={`/vocabulary/${added.id}`}>{text}</Link>,
            }}
          />
        )}
      </p>
    </AddForm>
  );
}
