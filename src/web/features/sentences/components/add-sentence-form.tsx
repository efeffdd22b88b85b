import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalOf } from '../../../api/form-errors';
import { sentences } from '../../../api/resources';
import { AddForm } from '../../../components/add-form';
import { useT } from '../../../i18n/locale';

/**
 * The Add Sentence box: the text is trimmed and nothing is sent when it is empty (SPEC.md
 * §5). The new sentence opens, so its owner can add translations, a source and its words.
 */
export function AddSentenceForm() {
  const [text, setText] = useState('');
  const [emptyTried, setEmptyTried] = useState(false);
  const add = sentences.useCreate();
  const navigate = useNavigate();
  const t = useT();

  function onSubmit() {
    const sentence = text.trim();
    setEmptyTried(sentence === '');
    if (sentence === '') {
      add.reset();
      return;
    }
    add.mutate({ sentence }, { onSuccess: (created) => void navigate(`/sentence/${created.id}`) });
  }

  const error = emptyTried ? t('sentences.add.empty') : refusalOf(add.error, { sentence: t('sentences.field.sentence') });

  return (
    <AddForm
      label={t('sentences.add.label')}
      value={text}
      onChange={setText}
      onSubmit={onSubmit}
      adding={add.isPending}
      error={error}
    />
  );
}
