/**
 * Answer checking for the conjugation and pattern games (SPEC.md §5), with one
 * kindness beyond the original: an answer right in every letter but missing
 * (or adding) macrons is accepted, and the feedback names the long vowels.
 */

import { foldNahuatl, spellingKey } from './fold';

/** The verdict on one answer. */
export interface AnswerCheck {
  /** Right in every letter, ignoring case, spacing and vowel length. */
  correct: boolean;
  /** Right including the macrons. */
  exact: boolean;
  /** Long vowels of the expected answer typed without their macron, in order (`['ā']`). */
  missedLongVowels: string[];
  /** Vowels typed with a macron that the expected answer writes short, in order. */
  extraLongVowels: string[];
  /** The accepted spelling the attempt matched (the expected form itself, or a variant such as `quitta`). */
  matched: string | null;
  /** Right as the modern alphabet writes it (`nikkwas` for `niccuāz`, decision 052): `matched` is the dictionary's spelling. */
  otherAlphabet: boolean;
  /** Feedback for the learner: SPEC.md §8's "It matches!" / "Not quite.", plus the long vowels when they were wrong. */
  message: string;
}

const MACRON = '\u0304';
const COMBINING_MARK = /[\u0300-\u036f]/;
const PUNCTUATION = /\p{P}/gu;

/** Case- and spacing-insensitive form that still keeps macrons. */
function normalizeSpacing(text: string): string {
  return text.normalize('NFC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** Base letters of a text, each with whether a macron sits on it. */
function letters(text: string): Array<{ base: string; long: boolean }> {
  const result: Array<{ base: string; long: boolean }> = [];
  for (const char of text.normalize('NFD')) {
    const previous = result[result.length - 1];
    if (COMBINING_MARK.test(char)) {
      if (char === MACRON && previous !== undefined) previous.long = true;
    } else {
      result.push({ base: char, long: false });
    }
  }
  return result;
}

function withMacron(base: string): string {
  return (base + MACRON).normalize('NFC');
}

function vowelLengthDifferences(attempt: string, expected: string): { missed: string[]; extra: string[] } {
  const typed = letters(attempt);
  const wanted = letters(expected);
  const missed: string[] = [];
  const extra: string[] = [];
  wanted.forEach((letter, index) => {
    const typedLong = typed[index]?.long ?? false;
    if (letter.long && !typedLong) missed.push(withMacron(letter.base));
    if (!letter.long && typedLong) extra.push(withMacron(letter.base));
  });
  return { missed, extra };
}

function plural(count: number, word: string): string {
  return count === 1 ? word : `${word}s`;
}

/**
 * The long vowels a note names, each once ("ō" for two missed ō's), and the expected answer
 * without its closing punctuation, so the note reads "…it is Quena, naha notōcah xōchitl: mark
 * the long vowel ō." rather than "xōchitl.: … ō, ō".
 */
export function lengthNoteParts(expected: string, missed: readonly string[], extra: readonly string[]) {
  return {
    form: expected.trim().replace(/[.!?…]+$/u, ''),
    missed: [...new Set(missed)],
    shorts: [...new Set(extra.map((vowel) => foldNahuatl(vowel)))],
  };
}

function lengthFeedback(expected: string, missedVowels: string[], extraVowels: string[]): string {
  const { form, missed, shorts } = lengthNoteParts(expected, missedVowels, extraVowels);
  const notes: string[] = [];
  if (missed.length > 0) notes.push(`mark the long ${plural(missed.length, 'vowel')} ${missed.join(', ')}`);
  if (shorts.length > 0) notes.push(`${shorts.join(', ')} ${shorts.length === 1 ? 'is' : 'are'} short here`);
  return `It matches! Spelled with its long vowels it is ${form}: ${notes.join('; ')}.`;
}

/**
 * The one comparison both games use: `normalize` puts attempt and accepted
 * answers in the same shape, then an exact match wins over a match that
 * differs only in vowel length (or other accents, which folding drops).
 */
function compare(attempt: string, accepted: readonly string[], normalize: (text: string) => string): AnswerCheck {
  const typed = normalize(attempt);
  // Compared normalised, reported as written, so feedback keeps the expected answer's capitals and punctuation.
  const candidates = accepted
    .map((written) => ({ written: written.normalize('NFC').trim(), normalized: normalize(written) }))
    .filter((candidate) => candidate.normalized !== '');
  const none = { missedLongVowels: [], extraLongVowels: [], matched: null, otherAlphabet: false };
  if (typed === '') return { correct: false, exact: false, ...none, message: 'No answer given.' };
  const printed = candidates[0]?.written;
  const exactMatch = candidates.find((candidate) => candidate.normalized === typed);
  if (exactMatch !== undefined) {
    const note = exactMatch.written === printed || printed === undefined ? '' : ` (also written ${printed})`;
    return { correct: true, exact: true, ...none, matched: exactMatch.written, message: `It matches!${note}` };
  }
  const foldedTyped = foldNahuatl(typed);
  const lenientMatch = candidates.find((candidate) => foldNahuatl(candidate.normalized) === foldedTyped);
  if (lenientMatch === undefined) {
    const other = otherAlphabetMatch(typed, candidates);
    if (other === undefined) return { correct: false, exact: false, ...none, message: 'Not quite.' };
    const message = `It matches! In the dictionary's alphabet it is ${lengthNoteParts(other.written, [], []).form}.`;
    return { correct: true, exact: false, ...none, matched: other.written, otherAlphabet: true, message };
  }
  const { missed, extra } = vowelLengthDifferences(typed, lenientMatch.normalized);
  return {
    correct: true,
    exact: false,
    missedLongVowels: missed,
    extraLongVowels: extra,
    matched: lenientMatch.written,
    otherAlphabet: false,
    message:
      missed.length + extra.length > 0
        ? lengthFeedback(lenientMatch.written, missed, extra)
        : `It matches! The expected spelling is ${lenientMatch.written}.`,
  };
}

/**
 * The accepted answer that `typed` writes in the other alphabet (k, kw, s, ts, w, j for the
 * dictionary's c/qu, cu/uc, z/c, tz, hu/uh, h), macrons aside (decision 052).
 */
function otherAlphabetMatch<T extends { normalized: string }>(typed: string, candidates: readonly T[]): T | undefined {
  const key = spellingKey(typed);
  return candidates.find((candidate) => spellingKey(candidate.normalized) === key);
}

const QUI_BEFORE_FRONT_VOWEL = /^((?:ma )?(?:in)?)qui(?=[iīeē])/;
const MO_BEFORE_VOWEL = /^((?:ma )?(?:ni|ti|xi|in)?)mo(?=[aāeēiīoō])/;

/**
 * The two spellings GRAMMAR.md §2 says to accept, recognised in a bare
 * expected form: `qui` before an i- or e-stem written `qu` (`quiitta` →
 * `quitta`, also after in- and `ma `), and `mo` before a vowel-initial stem
 * written `m` (`nimoitta` → `nimitta`). Both are anchored to the prefix slot:
 * no Nahuatl stem begins with `quii` or with `mo` and a vowel, so nothing else
 * is loosened. The engine's `acceptedForms` knows the morphemes and lists
 * every variant; pass its result for full coverage.
 */
function prefixVariants(expected: string): string[] {
  const form = normalizeSpacing(expected);
  const variants = [form.replace(QUI_BEFORE_FRONT_VOWEL, '$1qu'), form.replace(MO_BEFORE_VOWEL, '$1m')];
  return variants.filter((variant) => variant !== form);
}

/**
 * Checks a conjugation answer: case-insensitive exact match (SPEC.md §5),
 * with spacing normalised, and also accepted when only macrons differ
 * (`correct` but not `exact`, with the missed long vowels) or when it is an
 * accepted variant (`quitta` for `quiitta`). `expected` is the printed form,
 * or the list from `acceptedForms` with the printed form first.
 */
export function checkConjugationAnswer(attempt: string, expected: string | readonly string[]): AnswerCheck {
  const accepted = typeof expected === 'string' ? [expected, ...prefixVariants(expected)] : expected;
  return compare(attempt, accepted, normalizeSpacing);
}

/** Lower case, punctuation removed, whitespace collapsed and trimmed (SPEC.md §5), macrons kept. */
function normalizePattern(text: string): string {
  return normalizeSpacing(text.normalize('NFC').replace(PUNCTUATION, ''));
}

/**
 * Checks a pattern-game response (SPEC.md §5): case-insensitive, punctuation
 * removed, whitespace collapsed, trimmed; accepted when only macrons differ,
 * as for conjugations.
 */
export function checkPatternAnswer(attempt: string, expected: string): AnswerCheck {
  return compare(attempt, [expected], normalizePattern);
}
