import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { VOCABULARY_LIMITS } from '../../../../contract/api/vocabularies';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { refusalOf } from '../../../api/form-errors';
import { AddForm } from '../../../components/add-form';
import { useAddVocabulary } from '../api/vocabulary-list';
import { useLocale, useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

/**
 * The box to add a vocabulary by name: trimmed, and nothing is sent when it is empty
 * (SPEC.md §5). It is written in the reader's language, so it joins the list they see
 * (decision 076), and it says that the new vocabulary is private until shared (decision 077); a
 * link opens it to add words.
 */
export function AddVocabularyForm() {
  const [text, setText] = useState('');
  const [added, setAdded] = useState<Vocabulary | null>(null);
  const add = useAddVocabulary();
  const t = useT();
  const { locale } = useLocale();

  function onSubmit(name: string) {
    setAdded(null);
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

  return (
    <AddForm
      label={t('vocabularies.add.label')}
      value={text}
      onChange={setText}
      onSubmit={onSubmit}
      adding={add.isPending}
      emptyMessage={t('vocabularies.add.empty')}
      error={refusalOf(add.error, { name: t('vocabularies.form.name'), tags: t('vocabularies.form.tags') })}
      maxLength={VOCABULARY_LIMITS.name}
      placeholder={t('vocabularies.add.placeholder')}
      hint={t('vocabularies.add.private')}
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
