/**
 * The modern practical alphabet taught in Huasteca schools (k, kw, s, ts, w, j) beside the
 * dictionary's (c/qu, cu/uc, z/c, tz, hu/uh, h): GRAMMAR.md §1, decision 052. The data is
 * stored once, in the dictionary's alphabet; this derives the other.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'ā', 'ē', 'ī', 'ō', 'ū']);
const FRONT_VOWELS = new Set(['e', 'i', 'ē', 'ī']);
const BACK_VOWELS = new Set(['a', 'o', 'ā', 'ō']);

const isVowel = (char: string) => VOWELS.has(char);

/**
 * A lower-case text (macrons allowed) with each of its letters written in the modern alphabet,
 * the saltillo (`h` after a vowel, or `j`) as `saltillo`: `cihuātl` → `siwātl`, `tlahtōlli` →
 * `tlajtōlli`, `quiitta` → `kiitta`. The spelling keys write the saltillo `h`, or leave it out.
 * Read left to right, longest spelling first, because the dictionary's letters depend on their
 * neighbours: `c` is /s/ before e, i and /k/ elsewhere, but not in `ch` or `cu`; `u` only ever
 * belongs to a digraph (qu, cu, uc, hu, uh), so those are claimed before single letters, and
 * `chu` before a vowel is c and hu.
 */
export function modernLetters(text: string, saltillo = 'j'): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text.charAt(i);
    const next = text.charAt(i + 1);
    const afterNext = text.charAt(i + 2);
    if (char === 't' && next === 'z') {
      out += 'ts';
      i += 2;
    } else if (char === 'c' && next === 'h' && !(afterNext === 'u' && isVowel(text.charAt(i + 3)))) {
      out += 'ch';
      i += 2;
    } else if (char === 'q' && next === 'u') {
      // Older texts write /kʷa/ as `qua` (Molina's `quauitl`); before e, i `qu` is plain /k/.
      out += BACK_VOWELS.has(afterNext) ? 'kw' : 'k';
      i += 2;
    } else if (char === 'c' && next === 'u') {
      // `cuh` before a consonant or at the end is syllable-final /kʷ/ (`tecuhtli`), the same as `uc`.
      const syllableFinal = afterNext === 'h' && !isVowel(text.charAt(i + 3));
      out += 'kw';
      i += syllableFinal ? 3 : 2;
    } else if (char === 'c') {
      // Also the object c before hu, which the dictionary writes `chu` (`nichuīca`: ni-c-huīca).
      out += FRONT_VOWELS.has(next) ? 's' : 'k';
      i += 1;
    } else if ((char === 'h' && next === 'u') || (char === 'u' && next === 'h')) {
      out += 'w';
      i += 2;
    } else if (char === 'u' && next === 'c') {
      out += 'kw';
      i += 2;
    } else if (char === 'z') {
      out += 's';
      i += 1;
    } else if (char === 'j' || (char === 'h' && isVowel(text.charAt(i - 1)))) {
      out += saltillo;
      i += 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

const WORD = /\p{L}[\p{L}\p{M}]*/gu;

/** `word` written with the capitals of `model`: all of them, the first, or none. */
function withCaseOf(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase() && model !== model.toLowerCase()) return word.toUpperCase();
  const first = model.charAt(0);
  return first !== first.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * A Nahuatl text of the dictionary written in the modern alphabet, word by word, keeping its
 * capitals, long-vowel marks, spaces and punctuation: `Cuāuhtli` → `Kwāwtli`, `ma nimītzitta`
 * → `ma nimītsitta`, `niccuāz` → `nikkwās`. Text already modern is left as it is.
 */
export function toModern(text: string): string {
  return text.normalize('NFC').replace(WORD, (word) => withCaseOf(word, modernLetters(word.toLowerCase(), 'j')));
}
