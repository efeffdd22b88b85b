import { useId } from 'react';
import type { Word } from '../../../../contract/words';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { RemoveButton } from '../../../components/remove-button';
import { TextField } from '../../../components/text-field';
import { WordSearch } from '../../../components/word-search/word-search';
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
  const { name, words } = variable;
  const addedIds = new Set(words.map((word) => word.id));

  const onAdd = (word: Word) => {
    if (!addedIds.has(word.id)) onChange({ words: [...words, { id: word.id, word: word.word }] });
  };

  return (
    <fieldset className={styles.variable}>
      <legend>
        Variable <code>{`{${name}}`}</code>
      </legend>
      <div className={styles.variableHeader}>
        <p id={`${id}-words`} className={styles.label}>
          Words for {name}
        </p>
        <RemoveButton label={`Remove variable ${name}`} onClick={onRemove} />
      </div>
      {words.length === 0 ? (
        <p className={textStyles.muted}>No words yet: pick some with the word search.</p>
      ) : (
        <ul className={styles.chips} aria-labelledby={`${id}-words`}>
          {words.map((word) => (
            <li key={word.id} className={styles.chip}>
              <span lang="nah">{word.word}</span>
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove ${word.word} from ${name}`}
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
        {picking ? `Done picking words for ${name}` : `Pick words for ${name}`}
      </Button>
      {picking && (
        <div className={styles.picker}>
          <WordSearch param="word" target={{ kind: `variable ${name}`, name: `{${name}}`, onAdd, addedIds }} />
        </div>
      )}
      <TextField
        label="Default word"
        name={`words.${name}`}
        optional
        lang="nah"
        hint="Written as it is when none of the words above can be used."
        autoComplete="off"
        spellCheck={false}
        value={variable.defaultWord}
        onChange={(event) => onChange({ defaultWord: event.target.value })}
        errors={defaultErrors}
      />
      <CheckboxField
        label="Conjugate this word"
        name={`conjugate.${name}`}
        hint="A verb takes the person and tense of each side; other words are written as they are."
        checked={variable.conjugate}
        onChange={(conjugate) => onChange({ conjugate })}
      />
    </fieldset>
  );
}
