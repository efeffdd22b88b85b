import { useId } from 'react';
import type { Word } from '../../../../contract/words';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { RemoveButton } from '../../../components/remove-button';
import { TextField } from '../../../components/text-field';
import { WordSearch } from '../../../components/word-search/word-search';
import { FormattedMessage } from 'react-intl';
import { useNahuatl } from '../../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import type { VariableDraft } from '../pattern-draft';
import { FieldsetErrors } from './fieldset-errors';
import textStyles from '../../../components/text.module.css';
import styles from './patterns.module.css';

interface VariableEditorProps {
  variable: VariableDraft;
  /** This variable's words are being picked with the word search (one variable at a time). */
  picking: boolean;
  onPick: (open: boolean) => void;
  onChange: (changes: Partial<VariableDraft>) => void;
  onRemove: () => void;
  wordErrors?: string[];
  defaultErrors?: string[];
}

/** One variable: its words as removable chips, the word search to pick more, a default word, and whether it is conjugated. */
export function VariableEditor({
  variable,
  picking,
  onPick,
  onChange,
  onRemove,
  wordErrors,
  defaultErrors,
}: VariableEditorProps) {
  const id = useId();
  const t = useT();
  const shown = useNahuatl();
  const { name, words } = variable;
  const addedIds = new Set(words.map((word) => word.id));

  const onAdd = (word: Word) => {
    if (!addedIds.has(word.id)) onChange({ words: [...words, { id: word.id, word: word.word }] });
  };

  return (
    <fieldset className={styles.variable}>
      <legend>
        <FormattedMessage
          id="patterns.variable.legend"
          values={{ placeholder: `{${name}}`, code: (text) => <code>{text}</code> }}
        />
      </legend>
      <div className={styles.variableHeader}>
        <p id={`${id}-words`} className={styles.label}>
          {t('patterns.variable.words', { name })}
        </p>
        <RemoveButton label={t('patterns.variable.remove', { name })} onClick={onRemove} />
      </div>
      {words.length === 0 ? (
        <p className={textStyles.muted}>{t('patterns.variable.noWords')}</p>
      ) : (
        <ul className={styles.chips} aria-labelledby={`${id}-words`}>
          {words.map((word) => (
            <li key={word.id} className={styles.chip}>
              <span lang={NAHUATL_LANG}>{shown(word.word)}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={t('patterns.variable.removeWord', { word: shown(word.word), name })}
                onClick={() => onChange({ words: words.filter((other) => other.id !== word.id) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldsetErrors messages={wordErrors} />
      <Button variant="secondary" aria-expanded={picking} onClick={() => onPick(!picking)}>
        {t(picking ? 'patterns.variable.donePicking' : 'patterns.variable.pick', { name })}
      </Button>
      {picking && (
        <div className={styles.picker}>
          <WordSearch param="word" target={{ kind: `variable ${name}`, name: `{${name}}`, onAdd, addedIds }} />
        </div>
      )}
      <TextField
        label={t('patterns.variable.default')}
        name={`words.${name}`}
        optional
        lang={NAHUATL_LANG}
        hint={t('patterns.variable.defaultHint')}
        autoComplete="off"
        spellCheck={false}
        value={variable.defaultWord}
        onChange={(event) => onChange({ defaultWord: event.target.value })}
        errors={defaultErrors}
      />
      <CheckboxField
        label={t('patterns.variable.conjugate')}
        name={`conjugate.${name}`}
        hint={t('patterns.variable.conjugateHint')}
        checked={variable.conjugate}
        onChange={(conjugate) => onChange({ conjugate })}
      />
    </fieldset>
  );
}
