import { PATTERN_LIMITS } from '../../../../contract/api/patterns';
import { Button } from '../../../components/button';
import { RemoveButton } from '../../../components/remove-button';
import { TextField } from '../../../components/text-field';
import { NAHUATL_LANG, useT } from '../../../i18n/locale';
import { FieldsetErrors } from './fieldset-errors';
import styles from './patterns.module.css';

interface TemplateListProps {
  /** Which side's templates, as the labels name them ("Question 1", "Answer 1"). */
  kind: 'question' | 'answer';
  /** 0 for questions, 1 for answers: the index in `templates` and in the error keys. */
  side: 0 | 1;
  templates: readonly string[];
  onChange: (templates: string[]) => void;
  errorsAt: (key: string) => string[] | undefined;
}

/** One side's templates: a text box each, with add and remove (at least one stays). */
export function TemplateList({ kind, side, templates, onChange, errorsAt }: TemplateListProps) {
  const t = useT();
  const set = (index: number, text: string) => onChange(templates.map((old, at) => (at === index ? text : old)));
  return (
    <div className={styles.templates}>
      <FieldsetErrors messages={errorsAt(`templates.${side}`)} />
      {templates.map((template, index) => (
        <div key={index} className={styles.row}>
          <div className={styles.grow}>
            <TextField
              label={t('patterns.template.label', { kind, number: index + 1 })}
              name={`templates.${side}.${index}`}
              lang={NAHUATL_LANG}
              autoComplete="off"
              spellCheck={false}
              value={template}
              maxLength={PATTERN_LIMITS.template}
              onChange={(event) => set(index, event.target.value)}
              errors={errorsAt(`templates.${side}.${index}`)}
            />
          </div>
          {templates.length > 1 && (
            <RemoveButton
              label={t('patterns.template.remove', { kind, number: index + 1 })}
              onClick={() => onChange(templates.filter((_, at) => at !== index))}
            />
          )}
        </div>
      ))}
      <Button variant="secondary" className={styles.addButton} onClick={() => onChange([...templates, ''])}>
        {t('patterns.template.add', { kind })}
      </Button>
    </div>
  );
}
