import { useId } from 'react';
import { ALPHABETS, type Alphabet } from '../../contract/accounts';
import { useAlphabet } from '../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../i18n/locale';
import styles from './alphabet-switch.module.css';

/** Each alphabet's short name, and the letters that tell it apart, shown under the name (decisions 057, 080). */
const OPTIONS = {
  dictionary: { name: 'shell.alphabet.dictionary', letters: 'c, qu, hu, tz' },
  modern: { name: 'shell.alphabet.modern', letters: 'k, ku, u, j' },
} as const satisfies Record<Alphabet, { name: string; letters: string }>;

/**
 * The alphabet Nahuatl is shown in, as a radio group under its visible label: each option names
 * the alphabet on one line and its letters on the next, so it reads in the narrow side menu
 * (decision 057). The change is immediate and remembered (decision 052).
 */
export function AlphabetSwitch({ className }: { className?: string }) {
  const { alphabet, setAlphabet } = useAlphabet();
  const t = useT();
  const id = useId();
  return (
    <fieldset className={[styles.switch, className].filter(Boolean).join(' ')}>
      <legend className={styles.label}>{t('shell.alphabet')}</legend>
      {ALPHABETS.map((option) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            name={`${id}-alphabet`}
            value={option}
            checked={option === alphabet}
            aria-labelledby={`${id}-${option}-name`}
            aria-describedby={`${id}-${option}-letters`}
            className={styles.radio}
            onChange={() => setAlphabet(option)}
          />
          <span id={`${id}-${option}-name`} className={styles.name}>{t(OPTIONS[option].name)}</span>
          <span id={`${id}-${option}-letters`} lang={NAHUATL_LANG} translate="no" className={styles.letters}>
            {OPTIONS[option].letters}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
