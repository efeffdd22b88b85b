/**
 * The sample dictionary and sentences (data/sample/) against the language core and
 * against what data/sample/SOURCES.md says of them: the size of the dictionary, every
 * verb with a class and a preterite the engine agrees with, the verbs of the
 * Nāhuatlahtolli course (IDIEZ/COERLL, Chicontepec Huasteca) with the class the course
 * gives, no Classical word passed off as Huasteca, and every verb of every sample
 * sentence written as the engine writes it.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WORD_VARIANTS, WordCreate } from '../contract/words';
import {
  allForms,
  conjugate,
  derivePast,
  findForm,
  foldNahuatl,
  isVerb,
  preteriteSpellings,
  tensesFor,
  verbClass,
  type DictionaryVerb,
} from './index';

interface SampleWord extends DictionaryVerb {
  word: string;
  type: string;
  past: string | null;
  owned: string | null;
  transitive: boolean | null;
  definition_spanish: string[];
  definition_english: string[];
  /** `classical` on a Classical form kept only as a labelled cross-reference. */
  variant?: string;
}

/** One form of each sample verb the course writes with an object prefix: the verb, the form, its lesson. */
const COURSE_OBJECT_FORMS = [
  ['itta', 'nēchitta', 13],
  ['maca', 'tēchmaca', 13],
  ['nāmaca', 'quinamacah', 19],
  ['ahci', 'quiahci', 31],
  ['pano', 'quipāno', 31],
  ['cui', 'quicui', 13],
  ['huīca', 'quihuīca', 22],
  ['ōni', 'niconic', 14],
  ['patla', 'nicpatlac', 14],
  ['pa', 'nicpayaya', 28],
  ['tōca', 'nictōcqui', 15],
  ['cōhua', 'niccōuhqui', 15],
  ['ahcocui', 'nicahcoucqui', 15],
  ['mati', 'ticmati', 31],
  ['nequi', 'nicnequi', 11],
  ['chīhua', 'nicchīhua', 7],
  ['piya', 'nicpiya', 2],
  ['tequi', 'mitztequi', 13],
  ['nōtza', 'quinōtza', 31],
  ['pōhua', 'ticpōhuazceh', 19],
  ['cāhua', 'niccāhua', 17],
  ['āmati', 'nicāmati', 4],
  ['paca', 'quipaca', 22],
  ['ilcāhua', 'mitzilcāhua', 31],
  ['tici', 'quiticih', 22],
  ['machtia', 'nicmachtih', 16],
  ['illia', 'niquillih', 16],
  ['māquilia', 'nēchmāquilia', 13],
  ['ihcuiloa', 'xiquihcuilo', 2],
  ['temoa', 'xictēmo', 31],
  ['poloa', 'nicpoloyaya', 28],
  ['ihtoa', 'niquihtoh', 16],
  ['cocoa', 'nēchcocoa', 29],
  ['mictia', 'quimictia', 31],
  ['quīxtia', 'quiquīxtia', 21],
  ['palēhuia', 'tinēchpalēhuia', 11],
  ['xilhuia', 'nimoxilhuia', 17],
  ['nānquilia', 'xicnānquili', 4],
  ['tlālia', 'quitlālia', 21],
  ['cuā', 'niccuā', 7],
  ['māmā', 'nicmāmahqui', 16],
  ['chiya', 'ximochiyacān', 31],
  ['pahtia', 'mopahtia', 31],
] as const;

/**
 * Forms the course writes without an object, of verbs it also uses with one (decision 081): the
 * verb, the form, its lesson.
 */
const COURSE_OBJECTLESS_FORMS = [
  ['tōca', 'nitōca', 18],
  ['tōca', 'nitōcaz', 11],
  ['tōca', 'tōcah', 22],
  ['tici', 'nitici', 6],
  ['pano', 'nipanoyaya', 28],
  ['pixca', 'nipixcaz', 11],
  ['pixca', 'pixca', 22],
  ['ahci', 'niahci', 23],
  ['ēhua', 'niēhua', 6],
] as const;

interface SampleSentence {
  sentence: string;
  spanish: string;
  english: string;
  words: string[];
}

const sampleText = (file: string): string => readFileSync(join(process.cwd(), 'data', 'sample', file), 'utf8');
const sample = <T>(file: string): T => JSON.parse(sampleText(file)) as T;

const WORDS = sample<SampleWord[]>('words.json');
/** The notes the sample owner adds to words (the seed loads them as annotations). */
const ANNOTATIONS = sample<Array<{ word: string; definition: string }>>('annotations.json');
const SENTENCES = sample<SampleSentence[]>('sentences.json');
const byWord = new Map(WORDS.map((entry) => [entry.word, entry]));
const VERBS = WORDS.filter((entry) => isVerb(entry.type));

/** The backticked words of the SOURCES.md line that starts with `start`. */
function sourcesLine(start: string): string[] {
  const line = sampleText('SOURCES.md')
    .split('\n')
    .find((text) => text.startsWith(start));
  if (line === undefined) throw new Error(`SOURCES.md has no line starting "${start}"`);
  return [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}

describe('the sample dictionary', () => {
  it('has at least 400 words, each headword once', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(400);
    expect(new Set(WORDS.map((entry) => entry.word)).size).toBe(WORDS.length);
  });

  it('gives every verb a class digit (or a known irregular table), a tense table and a preterite the engine agrees with', () => {
    const wrong = VERBS.flatMap((verb) => {
      const verbClassOf = verbClass(verb.type, verb.word);
      if (verb.type === 'tlach irregular') return tensesFor(verb) === null ? [`${verb.word}: no table`] : [];
      if (!/^tlach[1-4]$/.test(verb.type)) return [`${verb.word}: type ${verb.type}`];
      if (tensesFor(verb) === null) return [`${verb.word}: no table`];
      const derived = derivePast(verb.word, verbClassOf!);
      return preteriteSpellings(derived, verbClassOf).includes(verb.past ?? '')
        ? []
        : [`${verb.word}: ${verb.past} / ${derived}`];
    });
    expect(wrong).toEqual([]);
  });

  // The class and preterite each lesson gives (Nāhuatlahtolli, tlahtolli.coerll.utexas.edu).
  it.each([
    // Lesson 6 (intransitive verbs): ēhua, tequiti, momachtia, tici, chōca, huetzca, ātli, choloa, maltia, mihtōtia, cochi, quīza.
    ['ēhua', 'tlach2', 'ēuhqui'],
    ['tequiti', 'tlach2', 'tequitqui'],
    ['momachtia', 'tlach3', 'momachtih'],
    ['tici', 'tlach2', 'tizqui'],
    ['chōca', 'tlach1', 'chōcac'],
    ['choloa', 'tlach3', 'choloh'],
    ['maltia', 'tlach3', 'maltih'],
    ['mihtōtia', 'tlach3', 'mihtōtih'],
    ['cochi', 'tlach2', 'cochqui'],
    // Lesson 12 (future): tlacuā 'eat', tlachpāna 'sweep'.
    ['tlacuā', 'tlach4', 'tlacuahqui'],
    ['tlachpāna', 'tlach2', 'tlachpānqui'],
    // Lesson 13 (specific objects): ōni, cui, ahci, pēhua, cāhua (mocāhua), nehnemi, tlami.
    ['cāhua', 'tlach2', 'cāuhqui'],
    ['pēhua', 'tlach2', 'pēuhqui'],
    ['tlami', 'tlach2', 'tlanqui'],
    // Lesson 15 (preterite, class 2): quīza, tōca, hueli, cōhua, ahcocui.
    ['quīza', 'tlach2', 'quīzqui'],
    ['tōca', 'tlach2', 'tōcqui'],
    ['hueli', 'tlach2', 'huelqui'],
    ['cōhua', 'tlach2', 'cōuhqui'],
    ['ahcocui', 'tlach2', 'ahcoucqui'],
    // Lesson 16 (preterite, classes 3 and 4): illia, māquilia, machtia, cuā.
    ['illia', 'tlach3', 'illih'],
    ['māquilia', 'tlach3', 'māquilih'],
    ['machtia', 'tlach3', 'machtih'],
    ['cuā', 'tlach4', 'cuahqui'],
    // Lesson 17 ("Na nimocehuia pan cuaciyah", the reflexive mo-): itta, mocehuia, xilhuia.
    ['mocehuia', 'tlach3', 'mocehuih'],
    ['xilhuia', 'tlach3', 'xilhuih'],
    // Lesson 19 (imperative): moquetza.
    ['moquetza', 'tlach2', 'moquetzqui'],
    // Lesson 28 (imperfect), its class 1 table: itta, ōni, pano.
    ['itta', 'tlach1', 'ittac'],
    ['ōni', 'tlach1', 'ōnic'],
    ['pano', 'tlach1', 'panoc'],
    // Lesson 7 (the day): mocuapa 'return' (its preterite by lesson 15's rule).
    ['mocuapa', 'tlach2', 'mocuapqui'],
    // Lesson 14 (preterite, class 1): patla (quipatlac); ahqui among its class 1 verbs.
    ['patla', 'tlach1', 'patlac'],
    ['ahqui', 'tlach1', 'ahquic'],
    // Lesson 16 (preterite, class 4): tlacuā (nitlacuāhqui).
    // Lesson 24 (irregular verbs): eli, its preterite elqui.
    ['eli', 'tlach2', 'elqui'],
    // Lesson 28 (imperfect), its class 2 table: cāhua, āmati 'to like' (also lessons 4 and 18), āmiqui 'to be thirsty'; class 4: pa 'to paint'.
    ['āmati', 'tlach2', 'āmatqui'],
    ['āmiqui', 'tlach2', 'āmicqui'],
    ['pa', 'tlach4', 'pahqui'],
  ])('%s is a %s verb with the preterite %s', (word, type, past) => {
    expect(byWord.get(word)).toMatchObject({ type, past });
  });

  // Forms the lessons print, as the engine writes them from the stored entries.
  it.each([
    ['āmati', 'present', 0, '', 'nicāmati'], // lesson 18: Nicāmati "I like it"
    ['āmati', 'conditional', 1, '', 'ticāmatizquia'], // lesson 22's exercise
    ['āmati', 'imperfect', 0, '', 'nicāmatiyaya'], // lesson 28, class 2
    ['āmiqui', 'imperfect', 0, null, 'niāmiquiyaya'], // lesson 28, class 2
    ['cāhua', 'imperfect', 0, '', 'niccāhuayaya'], // lesson 28, class 2
    ['pa', 'imperfect', 0, '', 'nicpayaya'], // lesson 28, class 4
    ['patla', 'past', 0, '', 'nicpatlac'], // lesson 14, class 1
    ['eli', 'past', 0, null, 'nielqui'], // lesson 24
    ['eli', 'future', 0, null, 'nieliz'], // lesson 24
  ] as const)(
    '%s in the %s, person %i, object %j, is %s as the course writes it',
    (word, tense, person, object, form) => {
      expect(conjugate(byWord.get(word)!, { tense, person, object })).toBe(form);
    },
  );

  it('types no word that SOURCES.md lists as Classical-only as Huasteca: each is gone, or kept as a labelled variant', () => {
    const kept = sourcesLine('- Kept as labelled Classical variants');
    expect(kept.length).toBeGreaterThan(0);
    for (const word of kept) {
      const entry = byWord.get(word);
      expect(entry, word).toBeDefined();
      expect(entry!.variant, word).toBe('classical');
      // The label is the variant; the Huasteca word is the sample owner's annotation, never a sense.
      expect(ANNOTATIONS.find((annotation) => annotation.word === word)?.definition, word).toMatch(/^Huasteca: \S/);
    }
    const replaced = sourcesLine('- Replaced by the Huasteca word');
    expect(replaced.length % 2).toBe(0);
    for (let index = 0; index < replaced.length; index += 2) {
      const [classical, huasteca] = [replaced[index]!, replaced[index + 1]!];
      expect(byWord.has(classical), `${classical} is still a headword`).toBe(false);
      expect(byWord.has(huasteca), `${huasteca} is missing`).toBe(true);
      expect(byWord.get(huasteca)?.variant, `${huasteca} is labelled`).toBeUndefined();
    }
    const removed = sourcesLine('- Removed as Classical-only');
    expect(removed.filter((word) => byWord.has(word))).toEqual([]);
    // Only the words listed as kept carry the label.
    expect(
      WORDS.filter((entry) => entry.variant !== undefined)
        .map((entry) => entry.word)
        .sort(),
    ).toEqual([...kept].sort());
  });

  it('labels varieties only with the values the API accepts (decision 019), so the seed stores every label', () => {
    const labels = WORDS.flatMap((entry) => (entry.variant === undefined ? [] : [entry.variant]));
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(Object.keys(WORD_VARIANTS)).toContain(label);
    const parsed = z.array(WordCreate).parse(WORDS);
    expect(parsed.filter((entry) => entry.variant !== null).map((entry) => entry.word)).toEqual(
      WORDS.filter((entry) => entry.variant !== undefined).map((entry) => entry.word),
    );
  });

  it('writes the possessed forms as the course does', () => {
    expect(byWord.get('tōcāitl')?.owned).toBe('itōcah'); // lesson 8: "¿Tlen itocah …?"
    expect(byWord.get('chichi')?.owned).toBe('ichichi'); // lesson 8: "huanya ichichi"
    expect(byWord.get('pitzotl')?.owned).toBe('ipitzo'); // lesson 8: nopitzo, ipitzo
    expect(byWord.get('māitl')?.owned).toBe('imāh'); // lesson 8: nomāh 'my hand, arm'
  });

  it('lets the verbs used both ways take an object or none: ēhua with mo-, tici, pano, pixca, ahci', () => {
    const ehua = byWord.get('ēhua')!;
    expect(conjugate(ehua, { tense: 'present', person: 0, object: null })).toBe('niēhua');
    expect(conjugate(ehua, { tense: 'present', person: 2, object: 'mo' })).toMatch(/^mo?ēhua$/);
    // Lesson 6: nitici 'I grind corn'; lesson 22's reading: quiticih 'they grind it'.
    expect(conjugate(byWord.get('tici')!, { tense: 'present', person: 0, object: null })).toBe('nitici');
    expect(conjugate(byWord.get('tici')!, { tense: 'present', person: 5, object: '' })).toBe('quiticih');
    // Lesson 28: nipanoyaya; lesson 31: "ma axtlen quipāno" 'may nothing befall him'.
    expect(conjugate(byWord.get('pano')!, { tense: 'imperfect', person: 0, object: null })).toBe('nipanoyaya');
    // Lesson 11: "Mōztla nipixcaz" 'tomorrow I will harvest', with no object.
    expect(conjugate(byWord.get('pixca')!, { tense: 'future', person: 0, object: null })).toBe('nipixcaz');
    // Lesson 23: niahci 'I arrive'; lesson 31: quiahci 'reaches him'.
    expect(conjugate(byWord.get('ahci')!, { tense: 'present', person: 2, object: '' })).toBe('quiahci');
  });

  // Lesson 15 conjugates tōca in the preterite with its object only (nictōcqui … quitōcqueh),
  // and lessons 21 and 22 write it so (quitōca cintli, quitōcah etl, quitōcazceh).
  it('makes tōca transitive: its table carries the object as lesson 15’s does', () => {
    const tenses = tensesFor(byWord.get('tōca')!)!;
    expect(byWord.get('tōca')!.transitive).toBe(true);
    expect(tenses.past).toEqual(['nictōcqui', 'tictōcqui', 'quitōcqui', 'tictōcqueh', 'inquitōcqueh', 'quitōcqueh']);
    expect(tenses.present).toEqual(['nictōca', 'tictōca', 'quitōca', 'tictōcah', 'inquitōcah', 'quitōcah']);
    expect(tenses.future[5]).toBe('quitōcazceh');
  });

  // Every verb the course writes with an object prefix, with one such form and its lesson: each
  // entry must allow an object (transitive, or used both ways) and the engine must make the form
  // the course prints (compared without macrons, as answers are).
  it.each(COURSE_OBJECT_FORMS)('%s takes an object, as the course writes %s (lesson %i)', (word, form, _lesson) => {
    const entry = byWord.get(word)!;
    expect(entry.transitive !== false || entry.ambitransitive === true).toBe(true);
    const spellings = allForms(entry).flatMap((made) => [made.form, ...made.variants].map(foldNahuatl));
    expect(spellings).toContain(foldNahuatl(form));
  });
});

/**
 * The held-out check of issue 50: every form the course prints, looked up as a learner would type
 * it among all the sample words, finds its verb (whatever the verb's transitivity) and says
 * whether it has an object.
 */
describe('every course-attested form is found and names its verb', () => {
  const verbs = WORDS.filter((entry) => isVerb(entry.type));
  const found = (form: string) =>
    verbs.flatMap((entry) => {
      const analysis = findForm(entry, form);
      return analysis === null ? [] : [[entry.word, analysis.object === null ? 'no object' : 'object'] as const];
    });

  it('holds every attested form, with and without an object', () => {
    expect(COURSE_OBJECT_FORMS.length + COURSE_OBJECTLESS_FORMS.length).toBe(52);
  });

  it.each(COURSE_OBJECT_FORMS)('%s: %s (lesson %i), with its object', (word, form) => {
    expect(found(form)).toContainEqual([word, 'object']);
  });

  it.each(COURSE_OBJECTLESS_FORMS)('%s: %s (lesson %i), without an object', (word, form) => {
    expect(found(form)).toContainEqual([word, 'no object']);
  });
});

/** A sentence as plain lower-case words, for whole-word matching. */
const wordsOf = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[.,;:!?¡¿"“”()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

describe('the sample sentences', () => {
  it('draw only on dictionary words', () => {
    const missing = SENTENCES.flatMap((sentence) => sentence.words.filter((word) => !byWord.has(word)));
    expect(missing).toEqual([]);
  });

  it.each(SENTENCES.map((sentence) => [sentence.sentence, sentence] as const))(
    '"%s" writes each of its verbs as the engine conjugates it',
    (_text, sentence) => {
      const text = wordsOf(sentence.sentence);
      for (const word of sentence.words) {
        const verb = byWord.get(word)!;
        if (!isVerb(verb.type)) continue;
        const forms = allForms(verb).map((form) => form.form);
        expect(forms.length, word).toBeGreaterThan(0);
        expect(
          forms.some((form) => text.includes(` ${form.toLowerCase()} `)),
          `${sentence.sentence}: no form of ${word} as the engine writes it`,
        ).toBe(true);
      }
    },
  );

  it('translate the conditional -zquia as "would", not "would have"', () => {
    const conditional = SENTENCES.filter((sentence) => /zquiah?\b/i.test(sentence.sentence));
    expect(conditional.length).toBeGreaterThan(0);
    for (const sentence of conditional) {
      expect(sentence.english).toMatch(/\bwould\b/);
      expect(sentence.english).not.toMatch(/would have/);
      expect(sentence.spanish).toMatch(/ría/);
    }
  });
});

describe('the other sample files', () => {
  it('say "would" for the conditional, not "would have"', () => {
    const entries = sample<Array<{ title: string; content: string }>>('entries.json');
    expect(entries.filter((entry) => /would have/i.test(entry.content)).map((entry) => entry.title)).toEqual([]);
  });

  it.each([
    ['vocabularies.json', (item: { words: string[] }) => item.words],
    ['entries.json', (item: { words: string[] }) => item.words],
    [
      'patterns.json',
      (item: { words: Record<string, string>; mapping: Record<string, string[]> }) => [
        ...Object.values(item.words),
        ...Object.values(item.mapping).flat(),
      ],
    ],
  ] as const)('%s names only dictionary words', (file, wordsOfItem) => {
    const items = sample<Array<Parameters<typeof wordsOfItem>[0]>>(file);
    const missing = items
      .flatMap((item) => (wordsOfItem as (value: typeof item) => string[])(item))
      .filter((word) => !byWord.has(word));
    expect(missing).toEqual([]);
  });
});
