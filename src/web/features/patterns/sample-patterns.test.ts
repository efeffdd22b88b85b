/**
 * The project's sample patterns (data/sample/patterns.json) against the sample dictionary
 * (data/sample/words.json): the rules the data must keep, and 100 turns of every pattern
 * played by the engine, each fully written and accepted by its own check.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Word } from '../../../contract/words';
import { isVerb, tensesFor, TENSE_IDS } from '../../../nahuatl';
import { seededRandom } from '../../test/seeded-random';
import {
  checkResponse,
  isPlayable,
  makeTurn,
  unplayableReason,
  type PatternSpec,
  type PatternTurn,
} from './pattern-game';
import { hintText } from './pattern-texts';
import { translate } from '../../i18n/locale';

interface SampleWord {
  word: string;
  type: string;
  past: string | null;
  owned: string | null;
  transitive: boolean | null;
  definition_spanish: string[];
  definition_english: string[];
}

/** A pattern as data/sample/patterns.json writes it: words by their spelling, not by id. */
interface SamplePattern extends Omit<PatternSpec, 'mapping'> {
  name: string;
  description: string;
  instructions: string;
  featured: boolean;
  /** "es" on the Spanish twins (decision 041); English when absent. */
  language?: 'es' | 'en';
  mapping: Record<string, string[]>;
}

// Vitest runs from the project folder (jsdom gives this module no file URL to start from).
const readSample = <T>(file: string): T =>
  JSON.parse(readFileSync(join(process.cwd(), 'data', 'sample', file), 'utf8')) as T;

const SAMPLE_WORDS = readSample<SampleWord[]>('words.json');
const PATTERNS = readSample<SamplePattern[]>('patterns.json');

/** The words as the API presents them (ids in file order, as the seed loads them; tenses from the core). */
const WORDS: Word[] = SAMPLE_WORDS.map((entry, index) => ({
  id: index + 1,
  plain: entry.word,
  annotations: [],
  variant: null,
  ambitransitive: false,
  ...entry,
  tenses: tensesFor(entry),
}));
const byWord = new Map(WORDS.map((entry) => [entry.word, entry]));

/** The pattern as the engine takes it: word strings turned into ids, as the seed does. */
const specOf = (pattern: SamplePattern): PatternSpec => ({
  ...pattern,
  mapping: Object.fromEntries(
    Object.entries(pattern.mapping).map(([variable, words]) => [
      variable,
      words.map((spelling) => byWord.get(spelling)?.id ?? -1),
    ]),
  ),
});

const placeholders = (template: string) => [...template.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]);

describe('data/sample/patterns.json', () => {
  it('holds at least 5 patterns with distinct names in each language, 4 of them featured', () => {
    expect(new Set(PATTERNS.map((pattern) => pattern.name)).size).toBe(PATTERNS.length);
    for (const language of ['en', 'es']) {
      const written = PATTERNS.filter((pattern) => (pattern.language ?? 'en') === language);
      expect(written.length, language).toBeGreaterThanOrEqual(5);
      expect(written.filter((pattern) => pattern.featured), language).toHaveLength(4);
    }
  });

  describe.each(PATTERNS.map((pattern) => [pattern.name, pattern] as const))('%s', (_, pattern) => {
    it('has every field, with text to show', () => {
      expect(Object.keys(pattern).filter((key) => key !== 'language').sort()).toEqual(
        [
          'description',
          'featured',
          'instructions',
          'mapping',
          'name',
          'rules',
          'substitutions',
          'templates',
          'variables',
          'words',
        ].sort(),
      );
      for (const text of [pattern.name, pattern.description, pattern.instructions]) expect(text.trim()).not.toBe('');
      expect(pattern.templates).toHaveLength(2);
      expect(pattern.templates[0]!.length).toBeGreaterThan(0);
      expect(pattern.templates[1]!.length).toBeGreaterThan(0);
    });

    it('maps every variable to at least 3 words of words.json, its default among them, and uses only declared variables', () => {
      expect(Object.keys(pattern.mapping).sort()).toEqual([...pattern.variables].sort());
      for (const variable of pattern.variables) {
        const words = pattern.mapping[variable] ?? [];
        expect(new Set(words).size, variable).toBe(words.length);
        expect(words.length, variable).toBeGreaterThanOrEqual(3);
        expect(
          words.filter((spelling) => !byWord.has(spelling)),
          `${variable}: words missing from words.json`,
        ).toEqual([]);
        expect(words, `${variable}'s default word`).toContain(pattern.words[variable]);
      }
      const used = new Set(pattern.templates.flat().flatMap(placeholders));
      expect([...used].filter((variable) => !pattern.variables.includes(variable!))).toEqual([]);
      expect(pattern.rules.variables.filter((variable) => !used.has(variable))).toEqual([]);
    });

    it('conjugates only regular verbs with a full tense table', () => {
      for (const variable of pattern.rules.variables) {
        for (const spelling of pattern.mapping[variable] ?? []) {
          const entry = byWord.get(spelling)!;
          expect(isVerb(entry.type), `${spelling} is a tlach verb`).toBe(true);
          const cells = TENSE_IDS.flatMap((tense) => entry.tenses?.[tense] ?? []);
          expect(
            cells.filter((cell) => typeof cell === 'string' && cell !== ''),
            spelling,
          ).toHaveLength(36);
        }
      }
    });

    it('plays 100 turns, each fully written and accepted when answered with its own response', () => {
      const spec = specOf(pattern);
      expect(unplayableReason(spec, WORDS)).toBeNull();
      expect(isPlayable(spec, WORDS)).toBe(true);
      const random = seededRandom(pattern.name.length);
      let previous: PatternTurn | null = null;
      for (let turn = 0; turn < 100; turn += 1) {
        const played: PatternTurn = makeTurn(spec, WORDS, random, previous);
        const hints = played.hints.map((hint) => hintText(hint, translate, 'en'));
        for (const text of [played.question, played.response, ...hints]) {
          expect(text).not.toMatch(/[{}]|null|undefined|\s{2}/);
          expect(text.trim()).toBe(text);
        }
        expect(played.fillings.every((filling) => filling.wordId !== null)).toBe(true);
        expect(
          played.fillings
            .filter((filling) => pattern.rules.variables.includes(filling.variable))
            .every((filling) => filling.conjugated),
        ).toBe(true);
        expect(checkResponse(played, played.response)).toMatchObject({
          correct: true,
          exact: true,
          message: 'It matches!',
        });
        if (previous !== null)
          expect(`${played.question} ${played.response}`).not.toBe(`${previous.question} ${previous.response}`);
        previous = played;
      }
    });
  });
});
