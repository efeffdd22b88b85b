import { describe, expect, it } from 'vitest';
import { conjugate } from './conjugate';
import { foldNahuatl } from './fold';
import {
  MORPHEME_TOKENS,
  OBJECT_PREFIXES,
  PERSONS,
  POSSESSION_AFFIXES,
  PURPOSIVE_ENDINGS,
  SENTENCE_WORD_TENSES,
  SUBJECT_PREFIXES,
  TENSES,
  WORD_PARTS,
} from './reference';

// The lists as SPEC.md §3 and §9 spell them; the app must show exactly these.
describe('reference lists', () => {
  it('has the six tenses in table order', () => {
    expect(TENSES.map((tense) => tense.id)).toEqual(['present', 'past', 'future', 'imperfect', 'conditional', 'imperative']);
  });

  it('has six persons indexed 0–5 with SPEC.md codes, English labels and GRAMMAR.md subject prefixes', () => {
    expect(PERSONS.map(({ index, code, label, subjectPrefix, plural }) => [index, code, label, subjectPrefix, plural])).toEqual([
      [0, '1-S', 'I', 'ni', false],
      [1, '2-S', 'you', 'ti', false],
      [2, '3-S', 'he/she', '', false],
      [3, '1-P', 'we', 'ti', true],
      [4, '2-P', 'you all', 'in', true],
      [5, '3-P', 'they', '', true],
    ]);
  });

  it('has the nine object prefixes in SPEC.md order, their display with long vowels folding back to the code', () => {
    expect(OBJECT_PREFIXES.map((object) => object.code)).toEqual(['nech', 'mitz', '', 'tech', 'mech', 'quin', 'mo', 'te', 'tla']);
    expect(OBJECT_PREFIXES.map((object) => object.display)).toEqual(['nēch', 'mītz', 'c/qu/qui', 'tēch', 'mēch', 'quin', 'mo', 'tē', 'tla']);
    for (const object of OBJECT_PREFIXES) expect(foldNahuatl(object.form)).toBe(object.code);
  });

  it('points each personal object at its person: only 1st and 2nd persons clash with their own subject', () => {
    const cua = { word: 'cuā', type: 'tlach4', transitive: true };
    for (const object of OBJECT_PREFIXES) {
      if (object.person === null) continue;
      const own = conjugate(cua, { tense: 'present', person: object.person, object: object.code });
      expect(own === null, object.code).toBe(PERSONS[object.person].grammaticalPerson !== 3);
    }
  });

  it('has the other lists of SPEC.md §9 verbatim', () => {
    expect(SENTENCE_WORD_TENSES).toEqual([
      'Present',
      'Preterite',
      'Future',
      'Imperfect',
      'Conditional',
      'Imperative',
      'purposive',
      'Midafternoon',
      'Evening',
      'Late',
      'Night',
    ]);
    expect(POSSESSION_AFFIXES).toEqual(['no-', 'mo-', 'i-', 'to-', 'inmo-', 'inin-', 'te-', 'pil-', '-tzin', '-tzitzin']);
    expect(SUBJECT_PREFIXES).toEqual(['ni-', 'ti-', 'in-']);
    expect(PURPOSIVE_ENDINGS).toEqual(['-co', '-qui', '-qui!', '-to', '-ti', '-ti!']);
    expect(MORPHEME_TOKENS).toEqual(['nech', 'mitz', 'c/qu/qui', 'tech', 'mech', 'quin', 'on', 'hual', 'mo', 'tla', 'te', 'noun object', 'noun adverb']);
    expect(WORD_PARTS.map(({ label, spanish, nahuatl }) => [label, spanish, nahuatl])).toEqual([
      ['Noun', 'sustantivo', 'tōcāitl'],
      ['Verb', 'verbo', 'tlaāyiliztli'],
    ]);
  });
});
