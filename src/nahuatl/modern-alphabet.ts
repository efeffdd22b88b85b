/**
 * The practical spellings of the Huasteca beside the dictionary's (decision 080, GRAMMAR.md §1):
 * the SEP school spelling (k, ku, s, ts, u, j; no macrons, single l) and the INALI-style one
 * (k, kw, s, ts, w, h), each written end to end by one set of rules, and the spelling keys'
 * reading of any of the three, or a mix. The data is stored once, in the dictionary's spelling.
 */

/** The spellings a form can be written in besides the dictionary's. */
export const PRACTICAL_SPELLINGS = ['sep', 'inali'] as const;
export type PracticalSpelling = (typeof PRACTICAL_SPELLINGS)[number];

const VOWELS = new Set(['a', 'e', 'i', 'o', 'ā', 'ē', 'ī', 'ō']);
const FRONT_VOWELS = new Set(['e', 'i', 'ē', 'ī']);
const BACK_VOWELS = new Set(['a', 'o', 'ā', 'ō']);

const isVowel = (char: string | undefined) => char !== undefined && VOWELS.has(char);

/**
 * How a spelling writes the sounds the dictionary's spelling writes otherwise: /kʷ/, /w/ (both
 * before a vowel) and the saltillo. The Huasteca's syllable-final /w/ and /kʷ/ are written
 * as {@link writeSounds} says.
 */
interface Letters {
  kw: string;
  w: string;
  saltillo: string;
  /** Whether a saltillo after ni-, ti-, xi- before a consonant is read as the object k (the keys). */
  objectSaltillo: boolean;
}

const LETTERS: Readonly<Record<PracticalSpelling, Letters>> = {
  sep: { kw: 'ku', w: 'u', saltillo: 'j', objectSaltillo: false },
  inali: { kw: 'kw', w: 'w', saltillo: 'h', objectSaltillo: false },
};

const MACRONS: Readonly<Record<string, string>> = { ā: 'a', ē: 'e', ī: 'i', ō: 'o' };

/** Whether the sound that starts at `at` is /k/ (not /kʷ/: `kw`, `ku` before a vowel, `cu`, `qua`). */
function kAt(text: string, at: number): boolean {
  const char = text.charAt(at);
  const next = text.charAt(at + 1);
  if (char === 'k') return next !== 'w' && !(next === 'u' && isVowel(text.charAt(at + 2)));
  if (char === 'q') return next === 'u' && !BACK_VOWELS.has(text.charAt(at + 2));
  return char === 'c' && next !== 'h' && next !== 'u' && !FRONT_VOWELS.has(next);
}

/** Whether the sound that starts at `at` is /w/ (hu, uh, u, w). */
const wAt = (text: string, at: number) => {
  const char = text.charAt(at);
  return char === 'w' || (char === 'u' && text.charAt(at + 1) !== 'c') || (char === 'h' && text.charAt(at + 1) === 'u');
};

const isLetter = (char: string) => char !== '' && char.toLowerCase() !== char.toUpperCase();

/**
 * A lower-case text in any of the three spellings or a mix of them, with its sounds written in
 * `letters`, long vowels unmarked. Read left to right, longest spelling first, because the
 * dictionary's letters depend on their neighbours: `c` is /s/ before e, i and /k/ elsewhere, but
 * not in `ch` or `cu`; `u` belongs to a digraph there (qu, cu, uc, hu, uh) and is /w/ in the SEP
 * spelling (`kikoua`, `kuali`); `chu` before a vowel is the object c and hu after ni-, ti-, xi-
 * (`nichuīca`, ni-c-huīca) and ch and /w/ elsewhere (`tinēchhuetzca`, SEP `tinechuetska`); `j`,
 * and `h` after a vowel, are the saltillo. The Huasteca's syllable-final /w/ is a saltillo
 * (`quēniuhqui` kenijki, `cōuhqui` kojki), and its syllable-final /kʷ/ a saltillo before k
 * (`tzaucqui` tsajki) and k elsewhere (`necuhtli` nektli, `chiucnāhui` chiknaui); `ll` is l.
 * One pass and no objects of its own: the keys of every form of an import are made by it.
 */
function writeSounds(text: string, letters: Letters): string {
  let out = '';
  let wordStart = 0;
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    const next = text.charAt(i + 1);
    const afterNext = text.charAt(i + 2);
    let sound: 'kw' | 'w' | 'saltillo' | null = null;
    let length = 1;
    if (char === 't' && (next === 'z' || next === 's')) {
      out += 'ts';
      length = 2;
    } else if (char === 'c' && next === 'h' && !(afterNext === 'u' && isVowel(text.charAt(i + 3)) && isObjectAt(text, wordStart, i))) {
      out += 'ch';
      length = 2;
    } else if (char === 'q' && next === 'u') {
      // Older texts write /kʷa/ as `qua` (Molina's `quauitl`); before e, i `qu` is plain /k/.
      if (BACK_VOWELS.has(afterNext)) sound = 'kw';
      else out += 'k';
      length = 2;
    } else if (char === 'c' && next === 'u') {
      // `cuh` before a consonant or at the end is syllable-final /kʷ/ (`tecuhtli`), the same as `uc`.
      sound = 'kw';
      length = afterNext === 'h' && !isVowel(text.charAt(i + 3)) ? 3 : 2;
    } else if (char === 'k' && (next === 'w' || (next === 'u' && isVowel(afterNext)))) {
      sound = 'kw';
      length = 2;
    } else if (char === 'c') {
      // Also the object c before hu, which the dictionary writes `chu` (`nichuīca`: ni-c-huīca).
      out += FRONT_VOWELS.has(next) ? 's' : 'k';
    } else if ((char === 'h' && next === 'u') || (char === 'u' && next === 'h')) {
      sound = 'w';
      length = 2;
    } else if (char === 'u' && next === 'c') {
      sound = 'kw';
      length = 2;
    } else if (char === 'u' || char === 'w') {
      sound = 'w';
    } else if (char === 'z') {
      out += 's';
    } else if (char === 'j' || (char === 'h' && isVowel(text.charAt(i - 1)))) {
      sound = 'saltillo';
    } else if (char === 'l' && next === 'l') {
      out += 'l';
      length = 2;
    } else {
      if (!isLetter(char)) wordStart = i + 1;
      out += MACRONS[char] ?? char;
    }
    i += length;
    if (sound === null) continue;
    const syllableFinal = !isVowel(text.charAt(i));
    if (sound === 'kw' && syllableFinal) {
      if (kAt(text, i)) sound = 'saltillo';
      else {
        out += 'k';
        continue;
      }
    } else if (sound === 'w' && syllableFinal) sound = 'saltillo';
    if (sound === 'saltillo') out += letters.objectSaltillo && isObjectSaltillo(text, wordStart, i) ? 'k' : letters.saltillo;
    else out += letters[sound];
  }
  return out;
}

const SUBJECTS_BEFORE_AN_OBJECT = new Set(['ni', 'ti', 'xi']);

/** Whether `at` is where the object follows ni-, ti- or xi- at the start of the word that starts at `wordStart`. */
const isObjectAt = (text: string, wordStart: number, at: number) =>
  at - wordStart === 2 && SUBJECTS_BEFORE_AN_OBJECT.has(text.slice(wordStart, at));

/**
 * Whether a saltillo that ends at `end` stands where the third-person object k follows ni-, ti-
 * or xi- at the start of a word, before a consonant other than w (`nicnequi`, `niccuā`): the
 * Huasteca says it as a saltillo and the SEP materials print `nijneki`, `nijkua`. No word starts
 * with ni, ti or xi and a saltillo, so the keys read one there as k; the spellings keep the k,
 * since without the word's parts a stem's k is not told from the object's (`xīctli` 'navel',
 * decision 080).
 */
function isObjectSaltillo(text: string, wordStart: number, end: number): boolean {
  if (!isObjectAt(text, wordStart, end - 1)) return false;
  const next = text.charAt(end);
  return isLetter(next) && !isVowel(next) && !wAt(text, end);
}

/**
 * A lower-case folded text with its sounds written as the spelling keys write them: k, kw, s,
 * ts, w, single l, the Huasteca's syllable-final sounds as the SEP spelling writes them, and the
 * saltillo as `saltillo` (`h`, or '' to leave it out); a saltillo after ni-, ti-, xi- before a
 * consonant is the object k. So the dictionary's, the SEP and the INALI-style spellings of a
 * form, and any mix of them, read alike: `quicōuhqui`, `kikojki` and `kikohki` are all
 * `kikohki`; `nicnequi` and `nijneki` are `nikneki`.
 */
export function keyLetters(text: string, saltillo: 'h' | ''): string {
  return writeSounds(text, saltillo === 'h' ? KEY_LETTERS : KEY_LETTERS_WITHOUT_SALTILLO);
}

const KEY_LETTERS: Letters = { kw: 'kw', w: 'w', saltillo: 'h', objectSaltillo: true };
const KEY_LETTERS_WITHOUT_SALTILLO: Letters = { ...KEY_LETTERS, saltillo: '' };

const WORD = /\p{L}[\p{L}\p{M}]*/gu;

/** `word` written with the capitals of `model`: all of them, the first, or none. */
function withCaseOf(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase() && model !== model.toLowerCase()) return word.toUpperCase();
  const first = model.charAt(0);
  return first !== first.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * A Nahuatl text of the dictionary written in a practical spelling of the Huasteca, word by
 * word, keeping its capitals, spaces and punctuation (decision 080). SEP: `Cuāuhtli` →
 * `Kuajtli`, `quēniuhqui` → `kenijki`, `tlahtōlli` → `tlajtoli`, `mācēhualmeh` → `maseualmej`;
 * INALI-style: `Kwahtli`, `kenihki`, `tlahtoli`, `masewalmeh`. Text already in that spelling is
 * left as it is.
 */
export function spellIn(spelling: PracticalSpelling, text: string): string {
  return text
    .normalize('NFC')
    .replace(WORD, (word) => withCaseOf(word, writeSounds(word.toLowerCase().normalize('NFC'), LETTERS[spelling])));
}
