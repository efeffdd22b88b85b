/**
 * Folding and spelling keys: the forms every search and comparison uses.
 *
 * Learners type with or without macrons, in any case, and in any of the three
 * spellings in use (the dictionary's c/qu/cu/hu/z/tz/h of GRAMMAR.md, the SEP
 * school spelling's k/ku/u/s/ts/j and the INALI-style k/kw/w/s/ts/h) or a mix,
 * so comparisons never look at raw text.
 */

import { keyLetters } from './modern-alphabet';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WHITESPACE_RUN = /\s+/g;

/** Lower-case macron vowels (precomposed) and the letter each folds to. */
const MACRON_VOWELS: ReadonlyMap<number, string> = new Map([
  [0x101, 'a'],
  [0x113, 'e'],
  [0x12b, 'i'],
  [0x14d, 'o'],
  [0x16b, 'u'],
]);

/**
 * The `plain` form of a text (GRAMMAR.md §1): Unicode NFD, combining marks
 * U+0300–U+036F dropped, lower-cased, trimmed, inner whitespace collapsed to
 * one space. `foldNahuatl('  Chōca ')` is `'choca'`.
 */
export function foldNahuatl(text: string): string {
  // Most texts (every generated form of a large import) are already folded, or only carry
  // lower-case macron vowels: one pass over the characters answers them without the five
  // string passes below (decision 020, "Import").
  const last = text.length - 1;
  let macrons = false;
  for (let i = 0; i <= last; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) continue;
    if (
      code === 0x20
        ? i === 0 || i === last || text.charCodeAt(i - 1) === 0x20
        : code < 0x21 || (code >= 0x41 && code <= 0x5a)
    ) {
      return foldSlowly(text);
    }
    if (code < 0x7f) continue;
    if (!MACRON_VOWELS.has(code)) return foldSlowly(text);
    macrons = true;
  }
  return macrons ? foldMacrons(text) : text;
}

/**
 * {@link foldNahuatl} of a text it maps letter by letter, one that holds only lower-case a–z and
 * lower-case precomposed macron vowels; `null` for any other text. Folding two such texts joined
 * is joining them folded, which lets the conjugation engine fold a verb's stems rather than
 * every form built on them.
 */
export function foldLetters(text: string): string | null {
  let macrons = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x61 && code <= 0x7a) continue;
    if (!MACRON_VOWELS.has(code)) return null;
    macrons = true;
  }
  return macrons ? foldMacrons(text) : text;
}

/** A text already folded but for some lower-case precomposed macron vowels. */
function foldMacrons(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += code < 0x7f ? text.charAt(i) : MACRON_VOWELS.get(code)!;
  }
  return out;
}

function foldSlowly(text: string): string {
  // Lower-case first: some capitals lower-case to a letter plus a mark (İ → i̇), and the mark must go too.
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').trim().replace(WHITESPACE_RUN, ' ');
}

const PRECOMPOSED_MACRONS: Readonly<Record<string, string>> = {
  ā: 'a',
  ē: 'e',
  ī: 'i',
  ō: 'o',
  Ā: 'A',
  Ē: 'E',
  Ī: 'I',
  Ō: 'O',
};

/**
 * SPEC.md §5's query rule: ā ē ī ō (either case) become a e i o and nothing
 * else changes, so case, spacing and other letters reach the search as typed.
 * A macron typed as a separate combining mark (U+0304) after a vowel is
 * dropped too, since on screen it is the same letter.
 */
export function replaceMacrons(query: string): string {
  return query
    .replace(/[āēīōĀĒĪŌ]/g, (vowel) => PRECOMPOSED_MACRONS[vowel] ?? vowel)
    .replace(/([aeioAEIO])\u0304/g, '$1');
}

/**
 * A second key over {@link foldNahuatl} that writes the three spellings the same
 * way, so `spellingKey('kochi') === spellingKey('cochi')`,
 * `spellingKey('nikkwa') === spellingKey('nikkua') === spellingKey('niccua')`,
 * `tsontli` = `tzontli`, `kuali` = `kwali` = `cualli`, `kikojki` = `quicōuhqui`,
 * `nektli` = `necuhtli`, `nijneki` = `nicnequi`.
 *
 * The key is the folded text as {@link keyLetters} reads it (k, kw, w, s, ts, single l, the
 * Huasteca's syllable-final uh and cuh as the SEP spelling hears them, decision 080), with the
 * saltillo written `h` however it was typed.
 */
export function spellingKey(text: string): string {
  return keyLetters(foldNahuatl(text), 'h');
}

/**
 * The key inflected forms are indexed and looked up by (decisions 028, 052): the
 * {@link spellingKey}, which every spelling reaches, without the saltillo, since learners write
 * it `h`, `j` or not at all. `searchKey('tikochi')`, `searchKey('ticochih')` and
 * `searchKey('tikochij')` are all `tikochi`; the conjugation engine then tells which cell
 * was meant, the one spelled closest first.
 */
export function searchKey(text: string): string {
  return keyLetters(foldNahuatl(text), '');
}
