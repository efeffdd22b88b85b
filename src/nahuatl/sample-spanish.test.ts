/**
 * The Spanish of the sample data (data/sample/), as a Mexican teacher of Nahuatl writes it
 * (issue 30, docs/glossary-es.md): definitions are meanings, never usage notes; a Spanish
 * Match can tell every pair of words apart; words for people and demonstratives give the
 * feminine too; translations and notes use everyday Mexican Spanish, "del plural", and no
 * English; and every sample vocabulary, pattern and entry has a Spanish twin (decision 041).
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface SampleWord {
  word: string;
  variant?: string;
  definition_spanish: string[];
  definition_english: string[];
}
interface SampleSentence {
  sentence: string;
  spanish: string;
  notes: string;
}
interface Written {
  language?: 'es' | 'en';
  featured: boolean;
}
interface SampleVocabulary extends Written {
  name: string;
  description: string;
  tags: string[];
  suggestions_raw: string;
  words: string[];
}
interface SamplePattern extends Written {
  name: string;
  description: string;
  instructions: string;
  templates: unknown;
  mapping: unknown;
  rules: unknown;
  words: unknown;
  variables: unknown;
  substitutions: unknown;
}
interface SampleEntry extends Written {
  title: string;
  tags: string[];
  content: string;
  is_published: boolean;
  words: string[];
}

const sample = <T>(file: string): T => JSON.parse(readFileSync(join(process.cwd(), 'data', 'sample', file), 'utf8')) as T;

const WORDS = sample<SampleWord[]>('words.json');
const SENTENCES = sample<SampleSentence[]>('sentences.json');
const VOCABULARIES = sample<SampleVocabulary[]>('vocabularies.json');
const PATTERNS = sample<SamplePattern[]>('patterns.json');
const ENTRIES = sample<SampleEntry[]>('entries.json');
const byWord = new Map(WORDS.map((entry) => [entry.word, entry]));

const inLanguage = <T extends Written>(items: T[], language: 'es' | 'en') => items.filter((item) => (item.language ?? 'en') === language);

/** Every Spanish text of the sample a learner reads, with where it is. */
const SPANISH_TEXTS: Array<[string, string]> = [
  ...WORDS.flatMap((entry) => entry.definition_spanish.map((text) => [`${entry.word} (definition)`, text] as [string, string])),
  ...SENTENCES.flatMap((sentence) => [
    [`${sentence.sentence} (translation)`, sentence.spanish] as [string, string],
    [`${sentence.sentence} (notes)`, sentence.notes] as [string, string],
  ]),
  ...inLanguage(VOCABULARIES, 'es').map((item) => [item.name, `${item.name} ${item.description} ${item.suggestions_raw}`] as [string, string]),
  ...inLanguage(PATTERNS, 'es').map((item) => [item.name, `${item.name} ${item.description} ${item.instructions}`] as [string, string]),
  ...inLanguage(ENTRIES, 'es').map((item) => [item.title, `${item.title} ${item.content}`] as [string, string]),
];

/** Phrasing a Mexican teacher would not write, with what they write instead. */
const NOT_MEXICAN: Array<[RegExp, string]> = [
  [/\bbeb(o|es|e|emos|en)\b/i, 'tomar agua, not beber'],
  [/\bentr(ó|a|an|aron|amos|é) en\b/i, 'entrar a, not entrar en'],
  [/\bmi (madre|padre)\b/i, 'mi mamá, mi papá'],
  // \b does not see accented letters as letters: "años" would end in a word "os".
  [/(?<!\p{L})(vosotr\p{L}*|os)(?!\p{L})|\p{L}(áis|éis)(?!\p{L})/iu, 'ustedes, not vosotros'],
  [/\bcoger\b|\bordenador\b|\bmóvil\b|\bvale\b/i, 'Mexican words'],
  [/\bDurmamos\b/, 'vamos a dormir'],
];

describe('the Spanish definitions of the sample dictionary', () => {
  it('are meanings, never usage notes: the Classical forms carry a label and an annotation instead', () => {
    const notes = WORDS.flatMap((entry) =>
      [...entry.definition_spanish, ...entry.definition_english]
        .filter((text) => /náhuatl clásico|Classical Nahuatl|Huasteca:/i.test(text))
        .map((text) => `${entry.word}: ${text}`),
    );
    expect(notes).toEqual([]);
  });

  it('let a Spanish Match tell every two Huasteca words apart: no two share the same Spanish definitions', () => {
    const byMeaning = new Map<string, string[]>();
    for (const entry of WORDS.filter((word) => word.variant === undefined)) {
      const key = [...entry.definition_spanish].sort().join(' | ');
      byMeaning.set(key, [...(byMeaning.get(key) ?? []), entry.word]);
    }
    expect([...byMeaning].filter(([, words]) => words.length > 1)).toEqual([]);
    expect(byWord.get('tlamachtihquetl')!.definition_spanish).not.toEqual(byWord.get('tlamachtiani')!.definition_spanish);
  });

  it.each([
    ['icniuhtli', 'amigo, amiga'],
    ['icniuhtli', 'hermano, hermana'],
    ['conētl', 'hijo, hija'],
    ['pilli', 'hijo, hija'],
    ['inin', 'este, esta'],
    ['ni', 'este, esta'],
    ['ne', 'ese, esa'],
    ['nopa', 'ese, esa'],
    ['tlamachtiani', 'maestro, maestra'],
  ])('give %s its feminine form too: "%s"', (word, meaning) => {
    expect(byWord.get(word)!.definition_spanish).toContain(meaning);
  });

  it.each([
    ['chiquihuitl', 'chiquihuite'],
    ['pixca', 'pizcar'],
    ['cactli', 'huarache'],
    ['ōni', 'tomar (algo)'],
    ['nāntli', 'mamá'],
    ['tahtli', 'papá'],
  ])('give %s the everyday Mexican word first: %s', (word, meaning) => {
    expect(byWord.get(word)!.definition_spanish[0]).toBe(meaning);
  });
});

describe('the Spanish texts of the sample', () => {
  it.each(NOT_MEXICAN)('write as Mexicans speak (%s: %s)', (pattern) => {
    expect(SPANISH_TEXTS.filter(([, text]) => pattern.test(text)).map(([where]) => where)).toEqual([]);
  });

  it('say "primera persona del plural", with del', () => {
    expect(SPANISH_TEXTS.filter(([, text]) => /persona (plural|singular)/i.test(text)).map(([where]) => where)).toEqual([]);
    expect(SENTENCES.some((sentence) => sentence.notes.includes('primera persona del plural'))).toBe(true);
  });

  it('leave no English in the notes of the sentences', () => {
    const english = /\b(would|the|and|with|you|of|is)\b/i;
    expect(SENTENCES.filter((sentence) => english.test(sentence.notes)).map((sentence) => sentence.sentence)).toEqual([]);
  });

  it('name the subject where the Spanish verb alone would not: "Yo dormiría", not "Dormiría"', () => {
    // -ría and -ía/-aba serve both "yo" and "él, ella" in Spanish.
    const firstPerson = SENTENCES.filter((sentence) => /^Ni\S*(zquia|yaya)\.$/.test(sentence.sentence));
    expect(firstPerson.length).toBeGreaterThan(0);
    for (const sentence of firstPerson) expect(sentence.spanish, sentence.sentence).toMatch(/^Yo /);
  });

  it('say which tense a "-amos"/"-imos" translation is, since Spanish writes present and preterite alike', () => {
    const ambiguous = SENTENCES.filter((sentence) => /\b(?!vamos\b)\w+[ai]mos\b/i.test(sentence.spanish));
    expect(ambiguous.length).toBeGreaterThan(0);
    for (const sentence of ambiguous) expect(sentence.notes, sentence.sentence).toMatch(/presente|pretérito/i);
  });
});

describe('the Spanish twins of the sample content (decision 041)', () => {
  it.each([
    ['vocabularies.json', VOCABULARIES, (item: SampleVocabulary) => [item.featured, item.words]],
    ['patterns.json', PATTERNS, (item: SamplePattern) => [item.featured, item.templates, item.mapping, item.rules, item.words, item.variables, item.substitutions]],
    ['entries.json', ENTRIES, (item: SampleEntry) => [item.featured, item.is_published, item.words, item.tags.includes('piyali')]],
  ] as const)('%s: each English record has a Spanish twin, in the same order, teaching the same words', (_file, items, content) => {
    const english = inLanguage(items as Written[], 'en');
    const spanish = inLanguage(items as Written[], 'es');
    expect(english.length).toBeGreaterThan(0);
    expect(spanish.map((item) => (content as (value: Written) => unknown)(item))).toEqual(
      english.map((item) => (content as (value: Written) => unknown)(item)),
    );
    // The English records come first, so that they keep the ids the seed gave them before.
    expect(items.slice(0, english.length)).toEqual(english);
  });

  it('are written in Spanish: their names differ from the English ones and use Spanish words', () => {
    const names = (items: Array<Written & ({ name: string } | { title: string })>, language: 'es' | 'en') =>
      inLanguage(items, language).map((item) => ('name' in item ? item.name : item.title));
    for (const items of [VOCABULARIES, PATTERNS, ENTRIES]) {
      const english = new Set(names(items, 'en'));
      for (const name of names(items, 'es')) expect(english.has(name), name).toBe(false);
    }
    for (const entry of inLanguage(ENTRIES, 'es')) expect(entry.content, entry.title).toMatch(/\b(el|la|los|las|de|que)\b/);
  });
});
