import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { VOCABULARY_LIMITS } from '../../../../contract/api/vocabularies';
import type { Vocabulary } from '../../../../contract/vocabularies';
import { ApiError } from '../../../api/api-client';
import { AddForm } from '../../../components/add-form';
import { useAddVocabulary } from '../api/vocabulary-list';
import { useT } from '../../../i18n/locale';
import styles from './vocabularies.module.css';

/**
 * The box to add a vocabulary by name: trimmed, and nothing is sent when it is empty
 * (SPEC.md §5). It says that the new vocabulary is private until shared (decision 077). The
 * new vocabulary joins the list; a link opens it to add words.
 */
export function AddVocabularyForm() {
  const [text, setText] = useState('');
  const [added, setAdded] = useState<Vocabulary | null>(null);
  const add = useAddVocabulary();
  const t = useT();

  function onSubmit(name: string) {
    setAdded(null);
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

  return (
    <AddForm
      label={t('vocabularies.add.label')}
      value={text}
      onChange={setText}
      onSubmit={onSubmit}
      adding={add.isPending}
      emptyMessage={t('vocabularies.add.empty')}
      error={add.error instanceof ApiError ? add.error.message : null}
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
