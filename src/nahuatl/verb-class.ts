/**
 * Verb classes and the stems each tense is built on (GRAMMAR.md §2, "Classes").
 */

import { foldNahuatl } from './fold';

/** A verb class: the digit of a `tlachN` type. */
export type VerbClass = 1 | 2 | 3 | 4;

const LONG_TO_SHORT: Readonly<Record<string, string>> = { ā: 'a', ē: 'e', ī: 'i', ō: 'o' };
const FINAL_VOWEL = /[aeioāēīō]$/;

/**
 * The spelling the engine works on: precomposed (NFC) so that `ā` is one
 * letter for every rule below, trimmed and lower-cased so that prefixes join
 * cleanly.
 */
export function normalizeStem(word: string): string {
  return word.normalize('NFC').trim().toLowerCase();
}

/** SPEC.md §5: a word is a verb when its type starts with "tlach". */
export function isVerb(type: string | null | undefined): boolean {
  return typeof type === 'string' && type.trim().toLowerCase().startsWith('tlach');
}

/**
 * The class of a verb: the digit of `tlach1`…`tlach4` when the type has one,
 * otherwise a guess from the stem (see {@link guessVerbClass}).
 */
export function verbClass(type: string | null | undefined, word: string): VerbClass {
  const digit = /^\s*tlach\s*([1-4])/i.exec(type ?? '')?.[1];
  return digit === undefined ? guessVerbClass(word) : (Number(digit) as VerbClass);
}

/**
 * Guesses a class from the stem's ending, for dictionary rows whose type has no
 * digit. It follows the usual textbook rules of thumb: -ia/-oa stems are class
 * 3; a stem of one syllable or ending in a long vowel (`cuā`, `ī`) is class 4;
 * a final -ca or -o, or a final vowel after two consonants (`itta`, `ahci`),
 * keeps its vowel (class 1); any other stem ending in a vowel after one
 * consonant loses it (class 2: `cochi`, `nemi`, `chihua`). It is a guess: a
 * stored `tlachN` or `past` always wins.
 */
export function guessVerbClass(word: string): VerbClass {
  const stem = normalizeStem(word);
  const folded = foldNahuatl(stem);
  if (/(ia|oa|ohua)$/.test(folded)) return 3;
  // One letter per sound, so that digraphs count as single consonants and `u` never counts as a vowel.
  const sounds = folded.replace(/ch|tz|tl|qu|cu|hu|uh|uc/g, 'C');
  const vowelCount = (sounds.match(/[aeio]/g) ?? []).length;
  if (/[āēīō]$/.test(stem) || (vowelCount === 1 && FINAL_VOWEL.test(folded))) return 4;
  if (/(ca|o)$/.test(folded) || /[^aeio]{2}[aeio]$/.test(sounds)) return 1;
  return FINAL_VOWEL.test(folded) ? 2 : 1;
}

function shortenFinalVowel(stem: string): string {
  const last = stem.slice(-1);
  const short = LONG_TO_SHORT[last];
  return short === undefined ? stem : stem.slice(0, -1) + short;
}

/**
 * B of GRAMMAR.md: the stem the future, imperfect, conditional and imperative
 * are built on. Class 3 verbs drop their final a (`momachtia` → `momachti`);
 * an -oa stem spelled -ohua drops the whole `hua` (`ihtohua` → `ihto`), since
 * `hua` there only writes the glide. Other classes use the stem as it is.
 */
export function tenseBase(stem: string, verbClassOfStem: VerbClass): string {
  if (verbClassOfStem !== 3) return stem;
  if (/ohua$/.test(stem)) return stem.slice(0, -3);
  return /[aā]$/.test(stem) ? stem.slice(0, -1) : stem;
}

/**
 * Class 2's shortened stem: the final vowel goes and the consonant left at the
 * end of the syllable takes its syllable-final spelling or sound — qu → c
 * (`miqui` → `mic`), cu → uc, hu → uh (`chihua` → `chiuh`), m → n (`nemi` →
 * `nen`), y → x (`piya` → `pix`, and `pia` likewise, whose y is not written).
 */
function shortenedStem(stem: string): string {
  if (!FINAL_VOWEL.test(stem)) return stem;
  const dropped = stem.slice(0, -1);
  const droppedA = /[aā]$/.test(stem);
  if (dropped.endsWith('qu')) return dropped.slice(0, -2) + 'c';
  if (dropped.endsWith('cu')) return dropped.slice(0, -2) + 'uc';
  if (dropped.endsWith('hu')) return dropped.slice(0, -2) + 'uh';
  if (dropped.endsWith('m')) return dropped.slice(0, -1) + 'n';
  if (dropped.endsWith('y')) return dropped.slice(0, -1) + 'x';
  if (droppedA && /[iī]$/.test(dropped)) return dropped + 'x';
  return dropped;
}

/**
 * The third-person-singular preterite (the dictionary's `past` field) derived
 * from the class when the dictionary has none: 1 adds -c (`chōca` →
 * `chōcac`); 2 shortens the stem and adds -qui (`cochi` → `cochqui`, `nemi` →
 * `nenqui`); 3 drops the final a and adds -hqui (`momachtia` → `momachtihqui`,
 * the Huasteca form; GRAMMAR.md allows -h or -hqui); 4 adds -hqui (`cuā` →
 * `cuahqui`). A vowel before the saltillo h is short, so its macron goes.
 */
export function derivePast(word: string, verbClassOfWord: VerbClass): string {
  const stem = normalizeStem(word);
  switch (verbClassOfWord) {
    case 1:
      return stem + 'c';
    case 2:
      return shortenedStem(stem) + 'qui';
    case 3:
      return shortenFinalVowel(tenseBase(stem, 3)) + 'hqui';
    case 4:
      return shortenFinalVowel(stem) + 'hqui';
  }
}

/**
 * What the preterite plural is built on: the `past` form without its final
 * -qui or -c (`chōcac` → `chōca`, `cochqui` → `coch`, `cuahqui` → `cuah`); a
 * past in -h keeps it (`momachtih`). The plural adds -queh to this.
 */
export function pastPluralBase(past: string): string {
  if (past.endsWith('qui')) return past.slice(0, -3);
  if (past.endsWith('c')) return past.slice(0, -1);
  return past;
}
