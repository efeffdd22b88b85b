import { Button } from '../../../components/button';
import { RemoveButton } from '../../../components/remove-button';
import { TextField } from '../../../components/text-field';
import { FormattedMessage } from 'react-intl';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import { FieldsetErrors } from './fieldset-errors';
import styles from './patterns.module.css';

interface SubstitutionListProps {
  substitutions: readonly [string, string][];
  onChange: (substitutions: [string, string][]) => void;
  errorsAt: (key: string) => string[] | undefined;
}

/**
 * The changes the answer makes to its template (decision 010): where a word of the answer
 * starts with the first text, it starts with the second instead.
 */
export function SubstitutionList({ substitutions, onChange, errorsAt }: SubstitutionListProps) {
  const t = useT();
  const set = (index: number, part: 0 | 1, text: string) =>
    onChange(
      substitutions.map((pair, at): [string, string] =>
        at !== index ? pair : part === 0 ? [text, pair[1]] : [pair[0], text],
      ),
    );
  return (
    <fieldset className={styles.section}>
      <legend>{t('patterns.changes.legend')}</legend>
      <p className={styles.hint}>
        <FormattedMessage
          id="patterns.changes.hint"
          values={{ nah: (text) => <span lang={NAHUATL_LANG}>{text}</span> }}
        />
      </p>
      <FieldsetErrors messages={errorsAt('substitutions')} />
      {substitutions.map(([from, to], index) => (
        <div key={index} className={styles.row}>
          <TextField
            label={t('patterns.changes.from', { number: index + 1 })}
            name={`substitutions.${index}.0`}
            lang={NAHUATL_LANG}
            autoComplete="off"
            spellCheck={false}
            value={from}
            onChange={(event) => set(index, 0, event.target.value)}
            errors={[...(errorsAt(`substitutions.${index}`) ?? []), ...(errorsAt(`substitutions.${index}.0`) ?? [])]}
          />
          <TextField
            label={t('patterns.changes.to')}
            name={`substitutions.${index}.1`}
            lang={NAHUATL_LANG}
            autoComplete="off"
            spellCheck={false}
            value={to}
            onChange={(event) => set(index, 1, event.target.value)}
            errors={errorsAt(`substitutions.${index}.1`)}
          />
          <RemoveButton
            label={t('patterns.changes.remove', { number: index + 1 })}
            onClick={() => onChange(substitutions.filter((_, at) => at !== index))}
          />
        </div>
      ))}
      <Button variant="secondary" className={styles.addButton} onClick={() => onChange([...substitutions, ['', '']])}>
        {t('patterns.changes.add')}
      </Button>
    </fieldset>
  );
}
