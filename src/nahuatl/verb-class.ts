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

/** The class a `tlach1`…`tlach4` type states, or `null` when the type has no class digit. */
export function classOfType(type: string | null | undefined): VerbClass | null {
  const digit = /^\s*tlach\s*([1-4])/i.exec(type ?? '')?.[1];
  return digit === undefined ? null : (Number(digit) as VerbClass);
}

/**
 * The class of a verb: the digit of `tlach1`…`tlach4` when the type has one,
 * otherwise what the stem's shape decides (see {@link guessVerbClass}), and
 * `null` when neither does: the class is unknown and no form is generated.
 */
export function verbClass(type: string | null | undefined, word: string): VerbClass | null {
  return classOfType(type) ?? guessVerbClass(word);
}

/**
 * The class a stem's shape decides, for dictionary rows whose type has no
 * digit; `null` when the shape leaves it open. Only one shape decides: a stem
 * of two or more syllables ending in the vowel pair -ia or -oa is class 3,
 * which is how the Nāhuatlahtolli course defines that class (lessons 15 and
 * 16). Class 2 verbs with a y write it (`piya`, `tlachiya`), so a written -ia
 * is class 3; the one-syllable `pia` (the Classical spelling of `piya`) is not.
 *
 * The older rules of thumb do not decide in this variety: the course has
 * `tōca → tōcqui` (class 2) beside `chōca → chōcac` (class 1), `pano` with both
 * `panoc` and `panqui`, `cōhua → cōuhqui` and `pōhua` (class 2) though an -oa
 * verb may be spelled -ohua (`ihtohua`), and `ī → īc` beside `cuā → cuahqui`.
 * A stored `tlachN` always wins.
 */
export function guessVerbClass(word: string): VerbClass | null {
  const folded = foldNahuatl(normalizeStem(word));
  return /[aeio][^aeio]*[io]a$/.test(folded) ? 3 : null;
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
 * end of the syllable takes its syllable-final spelling or sound, the changes
 * the Nāhuatlahtolli course lists for class 2 (lesson 15: a last syllable in
 * hu or cu, a last consonant y, qu, c or m) — hu → uh (`cōhua` → `cōuh`,
 * `chīhua` → `chīuh`), cu → uc (`ahcocui` → `ahcouc`), qu → c (`miqui` →
 * `mic`), a c before e or i, which writes /s/, → z (`tici` → `tiz`, `nēci` →
 * `nēz`), m → n (`nemi` → `nen`), y → x (`piya` → `pix`, and `pia` likewise,
 * whose y is not written).
 */
function shortenedStem(stem: string): string {
  if (!FINAL_VOWEL.test(stem)) return stem;
  const dropped = stem.slice(0, -1);
  const droppedA = /[aā]$/.test(stem);
  if (dropped.endsWith('qu')) return dropped.slice(0, -2) + 'c';
  if (dropped.endsWith('cu')) return dropped.slice(0, -2) + 'uc';
  if (dropped.endsWith('hu')) return dropped.slice(0, -2) + 'uh';
  if (dropped.endsWith('c') && /[eiēī]$/.test(stem)) return dropped.slice(0, -1) + 'z';
  if (dropped.endsWith('m')) return dropped.slice(0, -1) + 'n';
  if (dropped.endsWith('y')) return dropped.slice(0, -1) + 'x';
  if (droppedA && /[iī]$/.test(dropped)) return dropped + 'x';
  return dropped;
}

/**
 * The third-person-singular preterite (the dictionary's `past` field) derived
 * from the class when the dictionary has none: 1 adds -c (`chōca` →
 * `chōcac`); 2 shortens the stem and adds -qui (`cochi` → `cochqui`, `nemi` →
 * `nenqui`, `tici` → `tizqui`); 3 drops the final a and adds -hqui
 * (`momachtia` → `momachtihqui`; the -h spelling `momachtih` is as correct,
 * see {@link preteriteSpellings}); 4 adds -hqui (`cuā` → `cuahqui`). A vowel
 * before the saltillo h is short, so its macron goes.
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

const VOWEL_THEN_H = /[aeioāēīō]h$/;
const VOWEL_THEN_HQUI = /[aeioāēīō]hqui$/;

/**
 * Every correct spelling of a preterite singular, the given one first. A class 3
 * preterite ends in -h or -hqui, and both are right (Nāhuatlahtolli lesson 16:
 * `niquillih` / `niquillihqui`, `nicmāquilih` / `nicmāquilihqui`), so the one
 * stored (or derived) is printed and the other accepted and indexed. Other
 * classes have one spelling: class 4 takes -hqui only (`cuahqui`).
 */
export function preteriteSpellings(past: string, verbClassOfPast: VerbClass | null): string[] {
  if (verbClassOfPast !== 3) return [past];
  if (VOWEL_THEN_H.test(past)) return [past, past + 'qui'];
  if (VOWEL_THEN_HQUI.test(past)) return [past, past.slice(0, -3)];
  return [past];
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
