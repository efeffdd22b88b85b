/** The seeded dictionary generator shared by the import and search benchmarks. */

import { derivePast, foldNahuatl, type VerbClass } from '../src/nahuatl';

/** mulberry32: small, fast and seeded, so runs are comparable. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let next = seededRandom(2026);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const VOWELS = ['a', 'e', 'i', 'o', 'ā', 'ē', 'ī', 'ō'];
const ONSETS = ['', 'c', 'ch', 'tz', 'tl', 'm', 'n', 'p', 't', 'x', 'y', 'hu', 'z', 'cu', 'l'];

/** A syllable spelled by the rules: qu and c (not c and z) before e and i. */
function syllable(): string {
  const vowel = pick(VOWELS);
  const front = /[eiēī]/.test(vowel);
  const onset = pick(ONSETS);
  const spelled = front && onset === 'c' ? 'qu' : front && onset === 'z' ? 'c' : onset;
  return spelled + vowel + (next() < 0.2 ? pick(['h', 'l', 'n', 'z']) : '');
}

const root = (syllables: number) => Array.from({ length: syllables }, syllable).join('');

const VERB_ENDINGS: Record<VerbClass, readonly string[]> = {
  1: ['ca', 'o', 'tta', 'hci', 'htla'],
  2: ['mi', 'chi', 'hua', 'qui', 'ti', 'ya', 'za', 'ni'],
  3: ['tia', 'lia', 'huia', 'oa'],
  4: ['cuā', 'mā', 'pā', 'ī'],
};
const NOUN_ENDINGS = ['tl', 'tli', 'li', 'in', 'itl'];
const OTHER_TYPES = [
  ['adjective', 0.1],
  ['adverb', 0.06],
  ['particle', 0.04],
  ['number', 0.02],
  ['pronoun', 0.01],
] as const;

const ENGLISH = ['to see', 'house', 'water', 'good', 'quickly', 'flower', 'to speak', 'stone', 'big, large', 'the "true" one'];
const SPANISH = ['ver', 'casa', 'agua', 'bueno', 'rápido', 'flor', 'hablar', 'piedra', 'grande, amplio', 'el "verdadero"'];

const definitions = (words: readonly string[]) =>
  Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(words)).join(' | ');

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * A CSV of `rows` unique, plausible dictionary words in the import format: about 30% verbs
 * across tlach1–tlach4 with their preterites, the rest nouns, adjectives and particles. The
 * same seed gives the same file.
 */
export function generateCsv(rows: number, seed = 2026): { text: string; verbs: number } {
  next = seededRandom(seed);
  const seen = new Set<string>();
  const lines = ['word,type,past,owned,transitive,definition_spanish,definition_english'];
  let verbs = 0;
  while (lines.length <= rows) {
    const roll = next();
    let word: string;
    let type: string;
    let past = '';
    let owned = '';
    let transitive = '';
    // About 30% of the unique words come out verbs: short non-verbs repeat more often and are skipped.
    if (roll < 0.26) {
      const cls = (1 + Math.floor(next() * 4)) as VerbClass;
      word = root(1 + Math.floor(next() * 3)) + pick(VERB_ENDINGS[cls]);
      type = `tlach${cls}`;
      past = derivePast(word, cls);
      transitive = pick(['true', 'false', 'yes', 'no', '']);
    } else {
      let threshold = 0.26;
      type = 'noun';
      for (const [other, share] of OTHER_TYPES) {
        threshold += share;
        if (roll < threshold) {
          type = other;
          break;
        }
      }
      word = root(1 + Math.floor(next() * 3)) + (type === 'noun' ? pick(NOUN_ENDINGS) : '');
      if (type === 'noun' && next() < 0.4) owned = `ī${word.replace(/(tli|tl|li|in|itl)$/, '')}`;
    }
    const key = foldNahuatl(word);
    if (seen.has(key)) continue;
    seen.add(key);
    if (type.startsWith('tlach')) verbs += 1;
    lines.push([word, type, past, owned, transitive, definitions(SPANISH), definitions(ENGLISH)].map(csvField).join(','));
  }
  return { text: `${lines.join('\n')}\n`, verbs };
}

