import { useId } from 'react';
import { Button } from '../../components/button';
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
  return (
    <div className={styles.examples}>
      <p id={labelId} className={styles.examplesLabel}>
        Try an example:
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
