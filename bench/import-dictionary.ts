/**
 * Dictionary import throughput (DESIGN.md §7: 100,000 rows in under 10 s).
 *
 *   npx tsx bench/import-dictionary.ts [rows]
 *
 * Generates a CSV of unique words in a temporary directory — about 30% verbs
 * spread over tlach1–tlach4 with their preterites and transitivity, the rest
 * nouns (some with possessed forms), adjectives, adverbs, particles and
 * numbers, each with one to three Spanish and English definitions — then
 * imports it into a fresh SQLite file database the way `npm run
 * import:dictionary` does, and once more to time the update path. The words come
 * from a seeded generator, so every run imports the same file.
 */

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importDictionary } from '../src/cli/import-dictionary';
import { parseDictionaryFile } from '../src/cli/dictionary-file';
import { derivePast, foldNahuatl, indexedForms, type VerbClass } from '../src/nahuatl';
import { prepareDatabase } from '../src/server/boot';
import { loadConfig } from '../src/server/config';

const ROWS = Number(process.argv[2] ?? 100_000);
const BUDGET_SECONDS = 10;

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

const next = random(2026);
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

function generateCsv(rows: number): { text: string; verbs: number } {
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

const seconds = (start: number) => (performance.now() - start) / 1000;

const dir = await mkdtemp(join(tmpdir(), 'bench-import-'));
try {
  const csv = join(dir, 'dictionary.csv');
  const { text, verbs } = generateCsv(ROWS);
  await writeFile(csv, text);
  console.log(`${ROWS.toLocaleString('en-US')} rows (${verbs.toLocaleString('en-US')} verbs), ${(text.length / 1e6).toFixed(1)} MB: ${csv}`);

  // Where the time goes, outside the database: reading and validating, and the verbs' index forms.
  let start = performance.now();
  const parsed = parseDictionaryFile(text, 'csv');
  const parseSeconds = seconds(start);
  start = performance.now();
  const forms = parsed.rows.reduce((total, row) => total + indexedForms(row.word).length, 0);
  const formSeconds = seconds(start);
  console.log(`  parse and validate: ${parseSeconds.toFixed(2)} s (${parsed.rejected.length} rejected)`);
  console.log(`  index forms: ${forms.toLocaleString('en-US')} in ${formSeconds.toFixed(2)} s`);

  const db = await prepareDatabase(loadConfig({ DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, SEED: 'false', LOG_LEVEL: 'silent' }));
  try {
    const rate = (rows: number, s: number) => Math.round(rows / s).toLocaleString('en-US');
    // CPU seconds too: on a shared machine the wall time also counts other processes' turns.
    const cpuSeconds = (since: NodeJS.CpuUsage) => {
      const used = process.cpuUsage(since);
      return ((used.user + used.system) / 1e6).toFixed(2);
    };
    let cpu = process.cpuUsage();
    const first = await importDictionary(db, csv);
    console.log(
      `import:  ${first.created.toLocaleString('en-US')} created in ${first.seconds.toFixed(2)} s = ${rate(first.rowsRead, first.seconds)} rows/s` +
        ` (${cpuSeconds(cpu)} s CPU)`,
    );
    cpu = process.cpuUsage();
    const again = await importDictionary(db, csv);
    console.log(
      `re-run:  ${again.updated.toLocaleString('en-US')} updated in ${again.seconds.toFixed(2)} s = ${rate(again.rowsRead, again.seconds)} rows/s` +
        ` (${cpuSeconds(cpu)} s CPU)`,
    );
    const worst = Math.max(first.seconds, again.seconds);
    console.log(`budget ${BUDGET_SECONDS} s: ${worst < BUDGET_SECONDS ? 'within' : 'OVER'} (${worst.toFixed(2)} s)`);
  } finally {
    await db.close();
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
