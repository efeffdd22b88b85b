/**
 * Conjugation throughput: generates 10,000 plausible verbs (all four classes,
 * transitive and intransitive), then builds every form of each with every
 * object and prints forms per second.
 *
 *   npx tsx bench/conjugate.ts [verbs]
 *
 * Two measures: `allForms` (what the server's full-form search index calls,
 * preparing each verb once) and `conjugate` called cell by cell (what a game
 * calls), where every tense × person × object — including the combinations
 * that have no form — is one call. The verbs come from a seeded generator, so
 * every run conjugates the same list.
 */

import { performance } from 'node:perf_hooks';
import {
  OBJECT_PREFIX_CODES,
  PERSON_INDICES,
  TENSE_IDS,
  allForms,
  conjugate,
  type DictionaryVerb,
  type ObjectPrefix,
} from '../src/nahuatl';

const VERB_COUNT = Number(process.argv[2] ?? 10_000);
const SEED = 20;

/** mulberry32: small, fast and seeded, so runs are comparable. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

const VOWELS = ['a', 'e', 'i', 'o', 'ā', 'ē', 'ī', 'ō'];
const ONSETS = ['', 'c', 'ch', 'tz', 'tl', 'm', 'n', 'p', 't', 'x', 'y', 'hu', 'z', 'cu'];

/** A syllable spelled by the rules: qu and c (not c and z) before e and i. */
function syllable(): string {
  const vowel = pick(VOWELS);
  const front = /[eiēī]/.test(vowel);
  const onset = pick(ONSETS);
  const spelled = front && onset === 'c' ? 'qu' : front && onset === 'z' ? 'c' : onset;
  return spelled + vowel + (next() < 0.2 ? pick(['h', 'l', 'n', 'z']) : '');
}

function root(): string {
  return Array.from({ length: 1 + Math.floor(next() * 2) }, syllable).join('');
}

const ENDINGS: Record<1 | 2 | 3 | 4, () => string> = {
  1: () => root() + pick(['ca', 'o', 'tta', 'hci', 'htla']),
  2: () => root() + pick(['mi', 'chi', 'hua', 'qui', 'ti', 'ya', 'za', 'ni']),
  3: () => root() + pick(['tia', 'lia', 'huia', 'oa', 'ohua']),
  4: () => pick(['c', 'p', 'm', 't', 'tl', 'cu']) + pick(['ā', 'ī']),
};

function generateVerbs(count: number): DictionaryVerb[] {
  return Array.from({ length: count }, (_, index) => {
    const cls = ((index % 4) + 1) as 1 | 2 | 3 | 4;
    return { word: ENDINGS[cls](), type: `tlach${cls}`, transitive: next() < 0.5 };
  });
}

function time(run: () => number): { forms: number; seconds: number } {
  const start = performance.now();
  const forms = run();
  return { forms, seconds: (performance.now() - start) / 1000 };
}

function viaAllForms(verbs: readonly DictionaryVerb[]): number {
  let forms = 0;
  for (const verb of verbs) forms += allForms(verb).length;
  return forms;
}

const OBJECTS: ReadonlyArray<ObjectPrefix | null> = [null, ...OBJECT_PREFIX_CODES];

function viaConjugate(verbs: readonly DictionaryVerb[]): number {
  let forms = 0;
  for (const verb of verbs) {
    for (const object of OBJECTS) {
      for (const tense of TENSE_IDS) {
        for (const person of PERSON_INDICES) {
          if (conjugate(verb, { tense, person, object }) !== null) forms += 1;
        }
      }
    }
  }
  return forms;
}

const verbs = generateVerbs(VERB_COUNT);
console.log(`${verbs.length} verbs, e.g. ${verbs.slice(0, 8).map((verb) => verb.word).join(', ')}`);

// A short warm-up so the timed runs measure compiled code, not the JIT getting there.
viaAllForms(verbs.slice(0, 500));
viaConjugate(verbs.slice(0, 200));

const index = time(() => viaAllForms(verbs));
const calls = VERB_COUNT * OBJECTS.length * TENSE_IDS.length * PERSON_INDICES.length;
const single = time(() => viaConjugate(verbs));

const rate = (forms: number, seconds: number) => Math.round(forms / seconds).toLocaleString('en-US');
console.log(
  `allForms:  ${index.forms.toLocaleString('en-US')} forms in ${index.seconds.toFixed(2)} s = ${rate(index.forms, index.seconds)} forms/s`,
);
console.log(
  `conjugate: ${calls.toLocaleString('en-US')} calls (${single.forms.toLocaleString('en-US')} forms) in ${single.seconds.toFixed(2)} s = ` +
    `${rate(calls, single.seconds)} calls/s`,
);
