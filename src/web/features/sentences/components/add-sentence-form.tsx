import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalOf } from '../../../api/form-errors';
import { SENTENCE_LIMITS } from '../../../../contract/api/sentences';
import { sentences } from '../../../api/resources';
import { AddForm } from '../../../components/add-form';
import { useT } from '../../../i18n/locale';

/**
 * The Add Sentence box: the text is trimmed and nothing is sent when it is empty (SPEC.md
 * §5, `AddForm`). The new sentence opens, so its owner can add translations, a source and its words.
 */
export function AddSentenceForm() {
  const [text, setText] = useState('');
  const add = sentences.useCreate();
  const navigate = useNavigate();
  const t = useT();

  const onSubmit = (sentence: string) =>
    add.mutate({ sentence }, { onSuccess: (created) => void navigate(`/sentence/${created.id}`) });

  return (
    <AddForm
      label={t('sentences.add.label')}
      value={text}
      onChange={setText}
      onSubmit={onSubmit}
      adding={add.isPending}
      emptyMessage={t('sentences.add.empty')}
      error={refusalOf(add.error, { sentence: t('sentences.field.sentence') })}
      maxLength={SENTENCE_LIMITS.sentence}
    />
  );
}
