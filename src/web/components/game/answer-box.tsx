import { useId, type KeyboardEvent, type RefObject } from 'react';
import { useAlphabet } from '../../i18n/alphabet';
import { NAHUATL_LANG, useT } from '../../i18n/locale';
import styles from './game.module.css';

/** Long vowels a learner's keyboard may lack; the buttons type them into the answer. */
const LONG_VOWELS = ['ā', 'ē', 'ī', 'ō'] as const;

interface AnswerBoxProps {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the box (not while composing a character). */
  onEnter: () => void;
  /** The answer has been judged: the box is read-only, so what was judged stays on screen. */
  locked: boolean;
  /** The verdict, shown on the box's border as well as in words elsewhere. */
  verdict: 'right' | 'wrong' | null;
  /** The question, which describes the box. */
  describedBy: string;
}

/**
 * A game's answer box (decision 006): Nahuatl text with no autocorrection, and four buttons
 * that type ā ē ī ō at the cursor without taking the focus out of the box. A learner who reads
 * the school spelling, which writes no macrons (decision 080), gets no such buttons.
 */
export function AnswerBox({ inputRef, value, onChange, onEnter, locked, verdict, describedBy }: AnswerBoxProps) {
  const id = useId();
  const t = useT();
  const { alphabet } = useAlphabet();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onEnter();
  }

  function typeVowel(vowel: string) {
    const box = inputRef.current;
    if (box === null || locked) return;
    const start = box.selectionStart ?? value.length;
    const end = box.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + vowel + value.slice(end));
    box.focus();
    // After React has written the new value, the cursor goes after the vowel.
    requestAnimationFrame(() => box.setSelectionRange(start + vowel.length, start + vowel.length));
  }

  return (
    <div className={styles.answerRow}>
      <label htmlFor={id} className={styles.answerLabel}>
        {t('practice.game.yourAnswer')}
      </label>
      <div className={styles.answerBox}>
        <input
          ref={inputRef}
          id={id}
          className={[styles.answerInput, verdict && styles[verdict]].filter(Boolean).join(' ')}
          lang={NAHUATL_LANG}
          autoCapitalize="off"
          autoCorrect="off"
          autoComplete="off"
          spellCheck={false}
          value={value}
          readOnly={locked}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {alphabet !== 'modern' && (
          <div role="group" aria-label={t('practice.game.longVowels')} className={styles.vowels}>
            {LONG_VOWELS.map((vowel) => (
              <button
                key={vowel}
                type="button"
                className={styles.vowelButton}
                aria-label={t('practice.game.typeVowel', { vowel })}
                disabled={locked}
                // Keeps the cursor (and the selection) in the answer box on a click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => typeVowel(vowel)}
              >
                {vowel}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
