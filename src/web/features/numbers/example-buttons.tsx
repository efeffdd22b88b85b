import { useId } from 'react';
import { Button } from '../../components/button';
import { useT } from '../../i18n/locale';
import styles from './numbers.module.css';

interface ExampleButtonsProps {
  examples: readonly string[];
  onPick: (example: string) => void;
  /** The language of the examples' text, for Nahuatl words. */
  lang?: string;
}

/** A row of examples; choosing one fills the box with it. */
export function ExampleButtons({ examples, onPick, lang }: ExampleButtonsProps) {
  const labelId = useId();
  const t = useT();
  return (
    <div className={styles.examples}>
      <p id={labelId} className={styles.examplesLabel}>
        {t('numbers.examples')}
      </p>
      <div role="group" aria-labelledby={labelId} className={styles.exampleList}>
        {examples.map((example) => (
          <Button
            key={example}
            variant="secondary"
            className={styles.example}
            lang={lang}
            onClick={() => onPick(example)}
          >
            {example}
          </Button>
        ))}
      </div>
    </div>
  );
}
