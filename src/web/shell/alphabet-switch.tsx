import { useId } from 'react';
import { ALPHABETS } from '../../contract/users';
import { useAlphabet } from '../i18n/alphabet';
import { useT } from '../i18n/locale';
import styles from './alphabet-switch.module.css';

const LABELS = { dictionary: 'shell.alphabet.dictionary', modern: 'shell.alphabet.modern' } as const;

/** The alphabet Nahuatl is shown in, as a pair of toggle buttons: the change is immediate and remembered (decision 052). */
export function AlphabetSwitch({ className }: { className?: string }) {
  const { alphabet, setAlphabet } = useAlphabet();
  const t = useT();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={[styles.switch, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.label}>
        {t('shell.alphabet')}
      </span>
      {ALPHABETS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === alphabet}
          className={styles.option}
          onClick={() => setAlphabet(option)}
        >
          {t(LABELS[option])}
        </button>
      ))}
    </div>
  );
}
