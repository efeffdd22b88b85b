/**
 * The punctuation of the sample data's Nahuatl (issue 50, decision 083): Nahuatl is written with
 * Spanish punctuation, as the course writes it (*¿Tlen īxnēzcayōtl ticāmati?*). Every clause that
 * ends in "?" opens a question with "¿" and every clause that ends in "!" opens an exclamation
 * with "¡"; an opening mark is closed in its own clause. The rule holds for the Nahuatl of the
 * sentences, the pattern templates and names, the Nahuatl quoted in English texts, and the whole
 * of the Spanish texts; English itself keeps English punctuation.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Written {
  language?: 'es' | 'en';
}
interface SampleSentence {
  sentence: string;
  spanish: string;
  notes: string;
}
interface SamplePattern extends Written {
  name: string;
  description: string;
  instructions: string;
  templates: string[][];
}
interface SampleEntry extends Written {
  title: string;
  content: string;
}

const sample = <T>(file: string): T => JSON.parse(readFileSync(join(process.cwd(), 'data', 'sample', file), 'utf8')) as T;

const HEADWORDS = new Set(sample<Array<{ word: string }>>('words.json').map((entry) => entry.word.toLowerCase()));
const SENTENCES = sample<SampleSentence[]>('sentences.json');
const PATTERNS = sample<SamplePattern[]>('patterns.json');
const ENTRIES = sample<SampleEntry[]>('entries.json');

const isSpanish = (item: Written) => item.language === 'es';

/** A clause ends at . ? ! or a line break ("…" stays inside one: "ti-…-h"). */
const CLAUSE_END = /[.?!]+|\n/g;

/** The clauses of `text` whose "?" or "!" has no opening mark before it, or whose "¿" or "¡" is never closed. */
function unopenedClauses(text: string): string[] {
  const wrong: string[] = [];
  let start = 0;
  for (const end of text.matchAll(CLAUSE_END)) {
    const stop = end.index + end[0].length;
    const clause = text.slice(start, stop);
    start = stop;
    const question = end[0].includes('?') !== clause.includes('¿');
    const exclamation = end[0].includes('!') !== clause.includes('¡');
    if (question || exclamation) wrong.push(clause.trim());
  }
  const rest = text.slice(start);
  if (/[¿¡]/.test(rest)) wrong.push(rest.trim());
  return wrong;
}

/** The Nahuatl an English pattern text quotes: its “…” spans ("“Ticcuā tamalli?” — “Quena, niccuā tamalli.”"). */
const quoted = (text: string) => [...text.matchAll(/“([^”]*)”/g)].map((match) => match[1]!);

/** The Nahuatl an English entry sets in italics or bold: a span holding a word of the sample dictionary. */
const markedNahuatl = (markdown: string) =>
  [...markdown.matchAll(/\*\*([^*]+)\*\*|\*([^*]+)\*/g)]
    .map((match) => (match[1] ?? match[2])!)
    .filter((span) => span.toLowerCase().split(/[^\p{L}]+/u).some((word) => HEADWORDS.has(word)));

/** The name's Nahuatl half, before the dash ("¿Ticcuā? — What do you eat?"). */
const nahuatlName = (name: string) => name.split(' — ')[0]!;

/** Every text the rule covers, with where it is. */
const CHECKED: Array<[string, string]> = [
  ...SENTENCES.flatMap((item): Array<[string, string]> => [
    [`sentence ${item.sentence}`, item.sentence],
    [`translation of ${item.sentence}`, item.spanish],
    [`notes of ${item.sentence}`, item.notes],
  ]),
  ...PATTERNS.flatMap((item): Array<[string, string]> => [
    ...item.templates.flat().map((template): [string, string] => [`template of ${item.name}`, template]),
    ...(isSpanish(item)
      ? [item.name, item.description, item.instructions].map((text): [string, string] => [`pattern ${item.name}`, text])
      : [nahuatlName(item.name), ...quoted(item.description), ...quoted(item.instructions)].map(
          (text): [string, string] => [`pattern ${item.name}`, text],
        )),
  ]),
  ...ENTRIES.flatMap((item) =>
    (isSpanish(item) ? [item.title, item.content] : markedNahuatl(item.content)).map(
      (text): [string, string] => [`entry ${item.title}`, text],
    ),
  ),
];

describe('the rule for questions and exclamations', () => {
  it.each([
    ['Tinēchitta?', ['Tinēchitta?']],
    ['¿Quēzqui āmoxtli ticpiya? Ēyi?', ['Ēyi?']],
    ['Xiccuā motlaxcal!', ['Xiccuā motlaxcal!']],
    ['¿Ticcuā tamalli.', ['¿Ticcuā tamalli.']],
    ['¿Quēzqui āmoxtli ticpiya? ¿Ēyi?', []],
    ['Y tú, ¿cómo te llamas?', []],
    ['¡Xiccuā motlaxcal! Niccuā tlaxcalli.', []],
    ['in-…-h, ¿ticcuāh?', []],
  ])('%s: %j', (text, wrong) => {
    expect(unopenedClauses(text)).toEqual(wrong);
  });
});

describe('the questions and exclamations of the sample data', () => {
  it('cover the sentences, the templates, the names and the Nahuatl quoted in English', () => {
    const texts = CHECKED.map(([, text]) => text);
    for (const question of ['¿Tlen ticchīhua?', '¡Xiccuā motlaxcal!', '¿{V1} {N1}?', '¿Ticcuā', '¿Ticcuā tamalli?', '¡Piyali!'])
      expect(texts.some((text) => text.startsWith(question)), question).toBe(true);
  });

  it('open each question with ¿ and each exclamation with ¡, as the course does', () => {
    const wrong = CHECKED.flatMap(([where, text]) => unopenedClauses(text).map((clause) => `${where}: ${clause}`));
    expect(wrong).toEqual([]);
  });
});
