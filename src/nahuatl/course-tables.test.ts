/**
 * The conjugation tables of the Nāhuatlahtolli course (IDIEZ/COERLL, Chicontepec Huasteca),
 * one per rule of GRAMMAR.md §2, cell by cell as the lesson prints them. Cells are compared
 * without macrons (the course marks them unevenly) and against every spelling the engine
 * accepts, since the course writes qui + i both ways (decision 053); what the engine prints
 * is checked after them.
 */

import { describe, expect, it } from 'vitest';
import { checkConjugationAnswer } from './answers';
import { acceptedForms, conjugateAll, type DictionaryVerb } from './conjugate';
import { foldNahuatl } from './fold';
import { PERSON_INDICES, type ObjectPrefix, type Tense } from './reference';

const verb = (word: string, type: string, past: string, transitive: boolean | null): DictionaryVerb => ({
  word,
  type,
  past,
  transitive,
});

const EHUA = verb('ēhua', 'tlach2', 'ēuhqui', null);
const TEQUITI = verb('tequiti', 'tlach2', 'tequitqui', false);
const TLACUA = verb('tlacuā', 'tlach4', 'tlacuahqui', false);
const ITTA = verb('itta', 'tlach1', 'ittac', true);
const MAQUILIA = verb('māquilia', 'tlach3', 'māquilih', true);
const TEQUI = verb('tequi', 'tlach2', 'tecqui', true);
const CHOCA = verb('chōca', 'tlach1', 'chōcac', false);
const PATLA = verb('patla', 'tlach1', 'patlac', true);
const ONI = verb('ōni', 'tlach1', 'ōnic', true);
const XILHUIA = verb('xilhuia', 'tlach3', 'xilhuih', true);
const QUIZA = verb('quīza', 'tlach2', 'quīzqui', false);
const ILLIA = verb('illia', 'tlach3', 'illih', true);
const POLOA = verb('poloa', 'tlach3', 'poloh', true);
const CUA = verb('cuā', 'tlach4', 'cuahqui', true);
const IHTOA = verb('ihtoa', 'tlach3', 'ihtoh', true);

/** The six persons' forms of a tense, as a lesson prints them; `null` where it prints none. */
type CourseRow = ReadonlyArray<string | null>;

const matchesCourse = (made: DictionaryVerb, tense: Tense, object: ObjectPrefix | null | undefined, row: CourseRow) =>
  PERSON_INDICES.filter((person) => row[person] !== null).map((person) => {
    const spellings = acceptedForms(made, { tense, person, object }).map(foldNahuatl);
    return spellings.includes(foldNahuatl(row[person]!)) ? row[person] : `${row[person]} ∉ ${spellings.join(', ')}`;
  });

const expectCourse = (made: DictionaryVerb, tense: Tense, object: ObjectPrefix | null | undefined, row: CourseRow) =>
  expect(matchesCourse(made, tense, object, row)).toEqual(row.filter((form) => form !== null));

describe('the course’s tables, rule by rule', () => {
  it('subject prefixes ni-, ti-, in- and the plural -h (lesson 6: ēhua, tequiti)', () => {
    expectCourse(EHUA, 'present', null, ['niēhua', 'tiēhua', 'ēhua', 'tiēhuah', 'inēhuah', 'ēhuah']);
    expectCourse(TEQUITI, 'present', null, [
      'nitequiti',
      'titequiti',
      'tequiti',
      'titequitih',
      'intequitih',
      'tequitih',
    ]);
  });

  it('the future -z / -zceh (lesson 12: tequiti, tlacuā)', () => {
    expectCourse(TEQUITI, 'future', null, [
      'nitequitiz',
      'titequitiz',
      'tequitiz',
      'titequitizceh',
      'intequitizceh',
      'tequitizceh',
    ]);
    expectCourse(TLACUA, 'future', null, [
      'nitlacuāz',
      'titlacuāz',
      'tlacuāz',
      'titlacuāzceh',
      'intlacuāzceh',
      'tlacuāzceh',
    ]);
  });

  it('the specific object c / qu / qui (lesson 13: itta, māquilia, tequi)', () => {
    expectCourse(ITTA, 'present', '', ['niquitta', 'tiquitta', 'quiitta', 'tiquittah', 'inquiittah', 'quiittah']);
    expectCourse(MAQUILIA, 'present', '', [
      'nicmāquilia',
      'ticmāquilia',
      'quimāquilia',
      'ticmāquiliah',
      'inquimāquiliah',
      'quimāquiliah',
    ]);
    expectCourse(TEQUI, 'present', '', ['nictequi', 'tictequi', 'quitequi', 'tictequih', 'inquitequih', 'quitequih']);
  });

  it('the objects nēch, mītz, tēch, mēch, quin with a 3-S subject (lesson 13)', () => {
    const withObjects = (made: DictionaryVerb) =>
      (['nech', 'mitz', 'tech', 'mech', 'quin'] as const).map((object) => conjugateAll(made, object).present[2]);
    expect(withObjects(ITTA)).toEqual(['nēchitta', 'mītzitta', 'tēchitta', 'mēchitta', 'quinitta']);
    expect(withObjects(MAQUILIA)).toEqual([
      'nēchmāquilia',
      'mītzmāquilia',
      'tēchmāquilia',
      'mēchmāquilia',
      'quinmāquilia',
    ]);
    expect(withObjects(TEQUI).map((form) => foldNahuatl(form!))).toEqual([
      'nechtequi',
      'mitztequi',
      'techtequi',
      'mechtequi',
      'quintequi',
    ]);
    // "Tohhuantin nochipa timītzittah": 1-P subject, 2-S object.
    expect(conjugateAll(ITTA, 'mitz').present[3]).toBe('timītzittah');
  });

  it('the class 1 preterite -c / -queh (lesson 14: chōca, patla, ōni)', () => {
    expectCourse(CHOCA, 'past', null, ['nichōcac', 'tichōcac', 'chōcac', 'tichōcaqueh', 'inchōcaqueh', 'chōcaqueh']);
    expectCourse(PATLA, 'past', '', [
      'nicpatlac',
      'ticpatlac',
      'quipatlac',
      'ticpatlaqueh',
      'inquipatlaqueh',
      'quipatlaqueh',
    ]);
    expectCourse(ONI, 'past', '', ['niconic', 'ticonic', 'quionic', 'ticoniqueh', 'inquioniqueh', 'quioniqueh']);
  });

  it('the reflexive mo for every person (lesson 17: itta, xilhuia)', () => {
    expectCourse(ITTA, 'present', 'mo', ['nimoitta', 'timoitta', 'moitta', 'timoittah', 'inmoittah', 'moittah']);
    expectCourse(XILHUIA, 'present', 'mo', [
      'nimoxilhuia',
      'timoxilhuia',
      'moxilhuia',
      'timoxilhuiah',
      'inmoxilhuiah',
      'moxilhuiah',
    ]);
  });

  it('the imperative ma / xi- and -cān (lesson 19: quīza, tlacuā; the lesson prints no 1-S of quīza)', () => {
    expectCourse(QUIZA, 'imperative', null, [
      null,
      'xiquīza',
      'ma quīza',
      'ma tiquīzacān',
      'xiquīzacān',
      'ma quīzacān',
    ]);
    expectCourse(TLACUA, 'imperative', null, [
      'ma nitlacuā',
      'xitlacuā',
      'ma tlacuā',
      'ma titlacuācān',
      'xitlacuācān',
      'ma tlacuācān',
    ]);
  });

  it('the imperfect -yaya / -yayah (lesson 28: itta, ōni, poloa, illia, cuā)', () => {
    expectCourse(ITTA, 'imperfect', '', [
      'niquittayaya',
      'tiquittayaya',
      'quiittayaya',
      'tiquittayayah',
      'inquiittayayah',
      'quiittayayah',
    ]);
    expectCourse(ONI, 'imperfect', '', [
      'nicōniyaya',
      'ticōniyaya',
      'quiōniyaya',
      'ticōniyayah',
      'inquiōniyayah',
      'quiōniyayah',
    ]);
    expectCourse(POLOA, 'imperfect', '', [
      'nicpoloyaya',
      'ticpoloyaya',
      'quipoloyaya',
      'ticpoloyayah',
      'inquipoloyayah',
      'quipoloyayah',
    ]);
    // The lesson writes quilliyaya for 3-S and inquiilliyayah for 2-P: the engine accepts both spellings.
    expectCourse(ILLIA, 'imperfect', '', [
      'niquilliyaya',
      'tiquilliyaya',
      'quilliyaya',
      'tiquilliyayah',
      'inquiilliyayah',
      'quilliyayah',
    ]);
    expectCourse(CUA, 'imperfect', '', [
      'niccuāyaya',
      'ticcuāyaya',
      'quicuāyaya',
      'ticcuāyayah',
      'inquicuāyayah',
      'quicuāyayah',
    ]);
  });

  it('the conditional -zquia (lesson 30: nichōcazquia, niquittazquia, ticōnizquiah)', () => {
    expectCourse(CHOCA, 'conditional', null, ['nichōcazquia', null, null, null, null, null]);
    expectCourse(ITTA, 'conditional', '', ['niquittazquia', null, null, null, null, null]);
    expectCourse(ONI, 'conditional', '', [null, null, null, 'ticōnizquiah', null, null]);
  });
});

describe('qui + i: one spelling printed, both accepted (decision 053)', () => {
  // The course writes qui whole before a and o everywhere (quiahcoucqui, quiāmatiyaya, quiōnic) and
  // before i in its object lessons (lesson 13 quiitta, lesson 28 quiittayaya, inquiilliyayah), but
  // shortened in others (lesson 16 quillih, quihtoh; lesson 31 quitta once). Tables print it whole.
  it('prints qui whole before i, in every table', () => {
    expect(conjugateAll(ITTA).present).toEqual([
      'niquitta',
      'tiquitta',
      'quiitta',
      'tiquittah',
      'inquiittah',
      'quiittah',
    ]);
    expect(conjugateAll(ILLIA).past).toEqual([
      'niquillih',
      'tiquillih',
      'quiillih',
      'tiquillihqueh',
      'inquiillihqueh',
      'quiillihqueh',
    ]);
    expect(conjugateAll(IHTOA).present[2]).toBe('quiihtoa');
    expect(conjugateAll(ITTA).imperative[2]).toBe('ma quiitta');
  });

  it.each([
    ['quiitta', 'quitta', ITTA, 'present', 2], // lessons 13 and 31
    ['quiillih', 'quillih', ILLIA, 'past', 2], // lesson 16
    ['inquiillihqueh', 'inquillihqueh', ILLIA, 'past', 4], // lesson 16
    ['quiilliyaya', 'quilliyaya', ILLIA, 'imperfect', 2], // lesson 28
    ['quiihtoa', 'quihtoa', IHTOA, 'present', 2], // lessons 11 and 31
  ] as const)('accepts %s and %s as the answer', (whole, short, made, tense, person) => {
    const answers = acceptedForms(made, { tense, person });
    expect(answers[0]).toBe(whole);
    for (const typed of [whole, short, short.toUpperCase()])
      expect(checkConjugationAnswer(typed, answers).correct, typed).toBe(true);
    expect(checkConjugationAnswer(whole.replace('qui', 'quii'), answers).correct).toBe(false);
  });
});
