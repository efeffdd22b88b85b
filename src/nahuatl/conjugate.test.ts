import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedForms,
  allForms,
  conjugate,
  conjugateAll,
  defaultObject,
  describeForm,
  tensesFor,
  type DictionaryVerb,
} from './conjugate';
import { OBJECT_PREFIX_CODES, PERSON_INDICES, TENSE_IDS, type ObjectPrefix, type PersonIndex, type Tense } from './reference';

const CUA: DictionaryVerb = { word: 'cuā', past: 'cuahqui', type: 'tlach4', transitive: true };
const ITTA: DictionaryVerb = { word: 'itta', past: 'ittac', type: 'tlach1', transitive: true };
const ELEHUIA: DictionaryVerb = { word: 'elehuia', type: 'tlach3', transitive: true };
const ANA: DictionaryVerb = { word: 'ana', type: 'tlach2', transitive: true };
const OLINIA: DictionaryVerb = { word: 'olinia', type: 'tlach3', transitive: true };
const COCHI: DictionaryVerb = { word: 'cochi', past: 'cochqui', type: 'tlach2', transitive: false };
const AHCI: DictionaryVerb = { word: 'ahci', type: 'tlach1', transitive: false };

type ObjectCase = [ObjectPrefix, string | null, string | null, string | null, string | null];

// Present tense with each object after ni- (1-S), word-initially (3-S), after in- (2-P), and in the
// 2-S imperative after xi-: the four places GRAMMAR.md's c/qu/qui rule distinguishes. null = no form
// (same person as the subject). The objects are spelled as Nāhuatlahtolli lesson 13 and GRAMMAR.md §2
// write them: nēch, mītz, tēch, mēch.
const OBJECT_TABLE: Array<{ verb: DictionaryVerb; rows: ObjectCase[] }> = [
  {
    verb: CUA, // consonant-initial
    rows: [
      ['nech', null, 'nēchcuā', 'innēchcuāh', 'xinēchcuā'],
      ['mitz', 'nimītzcuā', 'mītzcuā', null, null],
      ['', 'niccuā', 'quicuā', 'inquicuāh', 'xiccuā'],
      ['tech', null, 'tēchcuā', 'intēchcuāh', 'xitēchcuā'],
      ['mech', 'nimēchcuā', 'mēchcuā', null, null],
      ['quin', 'niquincuā', 'quincuā', 'inquincuāh', 'xiquincuā'],
      ['mo', 'nimocuā', 'mocuā', 'inmocuāh', 'ximocuā'],
      ['te', 'nitēcuā', 'tēcuā', 'intēcuāh', 'xitēcuā'],
      ['tla', 'nitlacuā', 'tlacuā', 'intlacuāh', 'xitlacuā'],
    ],
  },
  {
    verb: ITTA, // i-initial: qu after ni-/xi-, qui word-initially and after in-
    rows: [
      ['nech', null, 'nēchitta', 'innēchittah', 'xinēchitta'],
      ['mitz', 'nimītzitta', 'mītzitta', null, null],
      ['', 'niquitta', 'quiitta', 'inquiittah', 'xiquitta'],
      ['tech', null, 'tēchitta', 'intēchittah', 'xitēchitta'],
      ['mech', 'nimēchitta', 'mēchitta', null, null],
      ['quin', 'niquinitta', 'quinitta', 'inquinittah', 'xiquinitta'],
      ['mo', 'nimoitta', 'moitta', 'inmoittah', 'ximoitta'],
      ['te', 'nitēitta', 'tēitta', 'intēittah', 'xitēitta'],
      ['tla', 'nitlaitta', 'tlaitta', 'intlaittah', 'xitlaitta'],
    ],
  },
  {
    verb: ELEHUIA, // e-initial: qu as before i
    rows: [
      ['', 'niquelehuia', 'quielehuia', 'inquielehuiah', 'xiquelehui'],
      ['quin', 'niquinelehuia', 'quinelehuia', 'inquinelehuiah', 'xiquinelehui'],
      ['tla', 'nitlaelehuia', 'tlaelehuia', 'intlaelehuiah', 'xitlaelehui'],
    ],
  },
  {
    verb: ANA, // a-initial: c after ni-/xi-, as before a consonant
    rows: [
      ['nech', null, 'nēchana', 'innēchanah', 'xinēchana'],
      ['mitz', 'nimītzana', 'mītzana', null, null],
      ['', 'nicana', 'quiana', 'inquianah', 'xicana'],
      ['tech', null, 'tēchana', 'intēchanah', 'xitēchana'],
      ['mech', 'nimēchana', 'mēchana', null, null],
      ['quin', 'niquinana', 'quinana', 'inquinanah', 'xiquinana'],
      ['mo', 'nimoana', 'moana', 'inmoanah', 'ximoana'],
      ['te', 'nitēana', 'tēana', 'intēanah', 'xitēana'],
      ['tla', 'nitlaana', 'tlaana', 'intlaanah', 'xitlaana'],
    ],
  },
  {
    verb: OLINIA, // o-initial: c, as before a
    rows: [
      ['', 'nicolinia', 'quiolinia', 'inquioliniah', 'xicolini'],
      ['mo', 'nimoolinia', 'moolinia', 'inmooliniah', 'ximoolini'],
    ],
  },
];

describe('object prefixes', () => {
  for (const { verb, rows } of OBJECT_TABLE) {
    const cases = rows.flatMap(([object, ni, initial, inPrefix, xi]) => [
      { object, tense: 'present' as Tense, person: 0 as PersonIndex, expected: ni },
      { object, tense: 'present' as Tense, person: 2 as PersonIndex, expected: initial },
      { object, tense: 'present' as Tense, person: 4 as PersonIndex, expected: inPrefix },
      { object, tense: 'imperative' as Tense, person: 1 as PersonIndex, expected: xi },
    ]);
    it.each(cases)(`${verb.word}: object '$object', $tense, person $person → $expected`, ({ object, tense, person, expected }) => {
      expect(conjugate(verb, { tense, person, object })).toBe(expected);
    });
  }

  it('writes the 3rd-singular object qui at the start of an imperative after ma', () => {
    expect(conjugate(ITTA, { tense: 'imperative', person: 2 })).toBe('ma quiitta');
    expect(conjugate(ANA, { tense: 'imperative', person: 0 })).toBe('ma nicana');
    expect(conjugate(CUA, { tense: 'imperative', person: 3, object: 'quin' })).toBe('ma tiquincuācān');
  });
});

describe('same-person subject and object', () => {
  // 1st with 1st and 2nd with 2nd, in either number: reflexive in meaning, so no form (use mo).
  it.each([
    [0, 'nech'],
    [0, 'tech'],
    [3, 'nech'],
    [3, 'tech'],
    [1, 'mitz'],
    [1, 'mech'],
    [4, 'mitz'],
    [4, 'mech'],
  ] as Array<[PersonIndex, ObjectPrefix]>)('person %i with %s has no form in any tense', (person, object) => {
    for (const tense of TENSE_IDS) expect(conjugate(CUA, { tense, person, object })).toBeNull();
  });

  it('keeps third-person subject and third-person object (he eats them, they eat it)', () => {
    expect(conjugate(CUA, { tense: 'present', person: 2, object: 'quin' })).toBe('quincuā');
    expect(conjugate(CUA, { tense: 'present', person: 5, object: '' })).toBe('quicuāh');
    expect(conjugate(CUA, { tense: 'past', person: 5, object: 'quin' })).toBe('quincuahqueh');
  });

  it('leaves the cells null in conjugateAll and the reflexive available through mo', () => {
    const withMe = conjugateAll(CUA, 'nech');
    expect(withMe.present).toEqual([null, 'tinēchcuā', 'nēchcuā', null, 'innēchcuāh', 'nēchcuāh']);
    expect(conjugateAll(CUA, 'mo').present).toEqual(['nimocuā', 'timocuā', 'mocuā', 'timocuāh', 'inmocuāh', 'mocuāh']);
  });
});

describe('transitivity', () => {
  it('gives a transitive verb the specific 3rd-singular object by default', () => {
    expect(defaultObject(CUA)).toBe('');
    expect(conjugate(CUA, { tense: 'future', person: 0 })).toBe('niccuāz');
    expect(conjugate(CUA, { tense: 'future', person: 0, object: '' })).toBe('niccuāz');
  });

  it('has no object-less form of a transitive verb', () => {
    expect(conjugate(CUA, { tense: 'present', person: 0, object: null })).toBeNull();
  });

  it('has no object form of an intransitive verb', () => {
    expect(defaultObject(COCHI)).toBeNull();
    expect(conjugate(COCHI, { tense: 'present', person: 0, object: 'tla' })).toBeNull();
    expect(conjugate(COCHI, { tense: 'present', person: 0 })).toBe('nicochi');
  });

  it('allows both when transitivity is unknown, defaulting to no object', () => {
    const unknown: DictionaryVerb = { ...CUA, transitive: null };
    expect(conjugate(unknown, { tense: 'present', person: 0 })).toBe('nicuā');
    expect(conjugate(unknown, { tense: 'present', person: 0, object: '' })).toBe('niccuā');
  });
});

describe('verb classes', () => {
  // Real verbs of each class, with the preterite derived (no `past` given) and the stems it feeds.
  it.each([
    // class 1: preterite -c
    { word: 'chōca', type: 'tlach1', transitive: false, past: 'nichōcac', pastPlural: 'tichōcaqueh', future: 'nichōcaz' },
    { word: 'ahci', type: 'tlach1', transitive: false, past: 'niahcic', pastPlural: 'tiahciqueh', future: 'niahciz' },
    // class 2: shortened stem + qui, with m → n, qu → c, hu → uh, y → x
    { word: 'cochi', type: 'tlach2', transitive: false, past: 'nicochqui', pastPlural: 'ticochqueh', future: 'nicochiz' },
    { word: 'nemi', type: 'tlach2', transitive: false, past: 'ninenqui', pastPlural: 'tinenqueh', future: 'ninemiz' },
    { word: 'miqui', type: 'tlach2', transitive: false, past: 'nimicqui', pastPlural: 'timicqueh', future: 'nimiquiz' },
    { word: 'chihua', type: 'tlach2', transitive: true, past: 'nicchiuhqui', pastPlural: 'ticchiuhqueh', future: 'nicchihuaz' },
    { word: 'piya', type: 'tlach2', transitive: true, past: 'nicpixqui', pastPlural: 'ticpixqueh', future: 'nicpiyaz' },
    // class 3: -ia/-oa, final a (or the hua of -ohua) dropped for B; preterite -hqui
    { word: 'momachtia', type: 'tlach3', transitive: false, past: 'nimomachtihqui', pastPlural: 'timomachtihqueh', future: 'nimomachtiz' },
    { word: 'tlapoa', type: 'tlach3', transitive: true, past: 'nictlapohqui', pastPlural: 'tictlapohqueh', future: 'nictlapoz' },
    { word: 'ihtohua', type: 'tlach3', transitive: true, past: 'niquihtohqui', pastPlural: 'tiquihtohqueh', future: 'niquihtoz' },
    // class 4: -hqui, the long vowel shortened before h
    { word: 'cuā', type: 'tlach4', transitive: true, past: 'niccuahqui', pastPlural: 'ticcuahqueh', future: 'niccuāz' },
    { word: 'ī', type: 'tlach4', transitive: true, past: 'niquihqui', pastPlural: 'tiquihqueh', future: 'niquīz' },
  ])('$word ($type): $past, $pastPlural, $future', ({ word, type, transitive, past, pastPlural, future }) => {
    const verb: DictionaryVerb = { word, type, transitive };
    expect(conjugate(verb, { tense: 'past', person: 0 })).toBe(past);
    expect(conjugate(verb, { tense: 'past', person: 3 })).toBe(pastPlural);
    expect(conjugate(verb, { tense: 'future', person: 0 })).toBe(future);
  });

  it('matches the Huasteca course forms of an -ohua verb (quiihtohua, quiihtohqui, quiihtoz, quiihtoyaya)', () => {
    const verb: DictionaryVerb = { word: 'ihtohua', type: 'tlach3', transitive: true };
    expect(['present', 'past', 'future', 'imperfect'].map((tense) => conjugate(verb, { tense: tense as Tense, person: 2 }))).toEqual([
      'quiihtohua',
      'quiihtohqui',
      'quiihtoz',
      'quiihtoyaya',
    ]);
  });

  it('builds every class-3 tense but the present and past on the stem without its final a', () => {
    const verb: DictionaryVerb = { word: 'momachtia', type: 'tlach3', transitive: false };
    expect(TENSE_IDS.map((tense) => conjugate(verb, { tense, person: 3 }))).toEqual([
      'timomachtiah',
      'timomachtihqueh',
      'timomachtizceh',
      'timomachtiyayah',
      'timomachtizquiah',
      'ma timomachticān',
    ]);
    expect(conjugate({ word: 'tlapoa', type: 'tlach3', transitive: true }, { tense: 'imperative', person: 1 })).toBe('xictlapo');
  });

  it('takes the preterite plural from a stored past, stripping -qui, -c, or nothing before -queh', () => {
    const plural = (word: string, past: string) => conjugate({ word, past, type: 'tlach3' }, { tense: 'past', person: 5 });
    expect(plural('momachtia', 'momachtih')).toBe('momachtihqueh');
    expect(plural('momachtia', 'momachtihqui')).toBe('momachtihqueh');
    expect(conjugate({ word: 'chōca', past: 'chōcac', type: 'tlach1' }, { tense: 'past', person: 5 })).toBe('chōcaqueh');
  });

  it('prefers a stored past to the derived one', () => {
    // GRAMMAR.md: class 3 preterites end in -h or -hqui; the engine derives -hqui, the dictionary may store -h.
    const verb: DictionaryVerb = { word: 'momachtia', past: 'momachtih', type: 'tlach3', transitive: false };
    expect(conjugate(verb, { tense: 'past', person: 0 })).toBe('nimomachtih');
    expect(conjugate({ ...verb, past: null }, { tense: 'past', person: 0 })).toBe('nimomachtihqui');
    expect(conjugate({ ...verb, past: '  ' }, { tense: 'past', person: 0 })).toBe('nimomachtihqui');
  });

  it('guesses a class only where the stem decides it (an -ia/-oa verb, Nāhuatlahtolli lesson 16), and otherwise generates nothing', () => {
    const past = (word: string) => conjugate({ word, type: 'tlach' }, { tense: 'past', person: 2 });
    expect(past('momachtia')).toBe('momachtihqui');
    expect(past('tlapoa')).toBe('tlapohqui');
    // cōhua → cōuhqui and pōhua are class 2 (lesson 15), though -ohua also spells an -oa verb (ihtohua):
    // no form is better than a wrong one.
    for (const word of ['cōhua', 'pōhua', 'ihtohua', 'chōca', 'tōca', 'cochi', 'cuā', 'pia']) {
      expect(past(word)).toBeNull();
      expect(acceptedForms({ word, type: 'tlach' }, { tense: 'present', person: 0 })).toEqual([]);
      expect(allForms({ word, type: 'tlach', transitive: null })).toEqual([]);
      expect(tensesFor({ word, type: 'tlach' })).toBeNull();
    }
    // A stored past does not settle the class: the future and the rest still depend on it.
    expect(conjugate({ word: 'cōhua', past: 'cōuhqui', type: 'tlach' }, { tense: 'past', person: 2 })).toBeNull();
    expect(conjugate({ word: 'cōhua', past: 'cōuhqui', type: 'tlach2' }, { tense: 'past', person: 2 })).toBe('cōuhqui');
  });
});

describe('overrides for irregular verbs', () => {
  // Stored on a regular stem, the forms a stem cannot give: yauh 'go' filed as the stem yā, with the
  // present and 2nd-singular imperative of Nāhuatlahtolli lesson 24 (niyāuh … yohuih, xiyāuh) stored.
  const YA: DictionaryVerb = {
    word: 'yā',
    type: 'tlach4',
    transitive: false,
    overrides: { present: ['niyāuh', 'tiyāuh', 'yohui', 'tiyohuih', 'inyohuih', 'yohuih'], imperative: [null, 'xiyāuh', null, null, null, null] },
  };

  it('replaces exactly the stored cells and generates the rest', () => {
    const table = conjugateAll(YA);
    const generated = conjugateAll({ ...YA, overrides: {} });
    expect(table.present).toEqual(['niyāuh', 'tiyāuh', 'yohui', 'tiyohuih', 'inyohuih', 'yohuih']);
    expect(table.imperative[1]).toBe('xiyāuh');
    expect(table.imperative.filter((_, person) => person !== 1)).toEqual(generated.imperative.filter((_, person) => person !== 1));
    expect(table.future).toEqual(generated.future);
    expect(table.future[0]).toBe('niyāz'); // lesson 24's future is built on yā
  });

  it('applies only to the default object, since stored forms carry that object', () => {
    const verb: DictionaryVerb = { ...CUA, overrides: { present: ['niccua', null, null, null, null, null] } };
    expect(conjugate(verb, { tense: 'present', person: 0 })).toBe('niccua');
    expect(conjugate(verb, { tense: 'present', person: 1 })).toBe('ticcuā');
    expect(conjugate(verb, { tense: 'present', person: 0, object: 'tla' })).toBe('nitlacuā');
  });
});

describe('macrons', () => {
  it('keeps the macrons of the dictionary word in every generated form', () => {
    const forms = allForms({ word: 'chōca', type: 'tlach1', transitive: false }).map((entry) => entry.form);
    expect(forms.every((form) => form.includes('chōca'))).toBe(true);
  });

  it('accepts a stem typed with combining macrons and upper case', () => {
    expect(conjugate({ word: ' CU\u0041\u0304 ', type: 'tlach4', transitive: true }, { tense: 'future', person: 0 })).toBe('niccuāz');
  });
});

describe('acceptedForms', () => {
  it.each([
    [ITTA, 'present', 2, '', ['quiitta', 'quitta']],
    [ITTA, 'present', 4, '', ['inquiittah', 'inquittah']],
    [ITTA, 'present', 0, '', ['niquitta']],
    [ITTA, 'present', 0, 'mo', ['nimoitta', 'nimitta']],
    [ANA, 'present', 2, '', ['quiana', 'cana']],
    [AHCI, 'present', 0, undefined, ['niahci', 'nahci']],
    [AHCI, 'present', 1, undefined, ['tiahci', 'tahci']],
    [AHCI, 'imperative', 1, undefined, ['xiahci', 'xahci']],
    [AHCI, 'present', 4, undefined, ['inahcih']],
    [CUA, 'present', 0, 'mo', ['nimocuā']],
    [CUA, 'present', 0, 'nech', []],
  ] as Array<[DictionaryVerb, Tense, PersonIndex, ObjectPrefix | undefined, string[]]>)(
    '%o %s person %i object %j → %j',
    (verb, tense, person, object, expected) => {
      expect(acceptedForms(verb, object === undefined ? { tense, person } : { tense, person, object })).toEqual(expected);
    },
  );
});

describe('tensesFor', () => {
  it('gives a verb its six-by-six table and nouns and particles nothing', () => {
    const table = tensesFor({ word: 'cochi', past: 'cochqui', type: 'tlach2' });
    expect(Object.keys(table ?? {})).toEqual([...TENSE_IDS]);
    for (const tense of TENSE_IDS) expect(table?.[tense]).toHaveLength(6);
    expect(tensesFor({ word: 'calli', type: 'sustantivo' })).toBeNull();
    expect(tensesFor({ word: 'quēmah', type: null })).toBeNull();
    expect(tensesFor({ word: '  ', type: 'tlach1' })).toBeNull();
  });

  it('never leaves a cell empty with the default object', () => {
    for (const verb of [CUA, ITTA, COCHI, AHCI, ELEHUIA, { word: 'cuā', type: 'tlach4', transitive: null }]) {
      const table = tensesFor(verb);
      for (const tense of TENSE_IDS) expect(table?.[tense].every((form) => typeof form === 'string' && form !== '')).toBe(true);
    }
  });
});

describe('describeForm', () => {
  it.each([
    ['future', 3, undefined, 'future · we'],
    ['present', 0, '', 'present · I · him/her/it'],
    ['past', 5, 'mo', 'past · they · themselves'],
    ['past', 0, 'mo', 'past · I · myself'],
    ['imperative', 4, 'nech', 'imperative · you all · me'],
    ['conditional', 1, 'te', 'conditional · you · someone'],
    ['imperfect', 2, null, 'imperfect · he/she'],
  ] as Array<[Tense, PersonIndex, ObjectPrefix | null | undefined, string]>)('%s, %i, %j → %s', (tense, person, object, text) => {
    expect(describeForm(tense, person, object)).toBe(text);
  });
});

describe('allForms', () => {
  it('lists every form of an intransitive verb once, with what it is', () => {
    const forms = allForms(COCHI);
    expect(forms).toHaveLength(36);
    expect(forms).toContainEqual({
      form: 'nicochizquia',
      variants: [],
      tense: 'conditional',
      person: 0,
      object: null,
      description: 'conditional · I',
    });
  });

  it('lists a transitive verb with all nine objects, leaving out the same-person cells', () => {
    const forms = allForms(CUA);
    // 9 objects × 36 cells, less 4 same-person objects × 2 persons × 6 tenses.
    expect(forms).toHaveLength(9 * 36 - 4 * 2 * 6);
    expect(new Set(forms.map((entry) => entry.object))).toEqual(new Set(OBJECT_PREFIX_CODES));
    expect(forms.find((entry) => entry.form === 'xiccuācān')).toMatchObject({ tense: 'imperative', person: 4, object: '' });
  });

  it('lists a verb of unknown transitivity both with and without objects', () => {
    expect(allForms({ ...CUA, transitive: null })).toHaveLength(36 + 9 * 36 - 4 * 2 * 6);
  });

  it('carries the accepted variants', () => {
    expect(allForms(ITTA).find((entry) => entry.form === 'quiitta')?.variants).toEqual(['quitta']);
  });

  it('agrees with conjugate for every cell', () => {
    for (const entry of allForms({ ...ITTA, transitive: null })) {
      expect(conjugate({ ...ITTA, transitive: null }, entry)).toBe(entry.form);
    }
  });
});

describe('hostile input', () => {
  it('gives nothing for an empty word instead of throwing', () => {
    expect(conjugate({ word: '' }, { tense: 'present', person: 0 })).toBeNull();
    expect(Object.values(conjugateAll({ word: '   ' })).flat().every((form) => form === null)).toBe(true);
    expect(allForms({ word: '' })).toEqual([]);
  });

  it('gives nothing for a tense, person or object outside the lists', () => {
    const stored = (request: object) => conjugate(CUA, request as { tense: Tense; person: PersonIndex });
    expect(stored({ tense: 'pluperfect', person: 0 })).toBeNull();
    expect(stored({ tense: 'present', person: 6 })).toBeNull();
    expect(stored({ tense: 'present', person: -1 })).toBeNull();
    expect(stored({ tense: 'present', person: 0, object: 'xyz' })).toBeNull();
    expect(describeForm('present', 9 as PersonIndex)).toBe('present · 9');
  });

  it('never throws, whatever the word, past and type', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.option(fc.string({ unit: 'grapheme' })),
        fc.option(fc.string()),
        fc.option(fc.boolean()),
        fc.constantFrom(...TENSE_IDS),
        fc.constantFrom(...PERSON_INDICES),
        fc.constantFrom<ObjectPrefix | null | undefined>(undefined, null, ...OBJECT_PREFIX_CODES),
        (word, past, type, transitive, tense, person, object) => {
          const form = conjugate({ word, past, type, transitive }, { tense, person, object });
          expect(form === null || typeof form === 'string').toBe(true);
        },
      ),
    );
  });
});

describe('class 3 preterites in -h or -hqui (Nāhuatlahtolli lesson 16)', () => {
  // Lesson 16: "ni – (verbal base) – h/hqui", plural -hqueh; illia, māquilia and machtia conjugated both ways.
  const MAQUILIA: DictionaryVerb = { word: 'māquilia', past: 'māquilih', type: 'tlach3', transitive: true };
  const ILLIA: DictionaryVerb = { word: 'illia', past: 'illih', type: 'tlach3', transitive: true };
  const MACHTIA: DictionaryVerb = { word: 'machtia', past: 'machtihqui', type: 'tlach3', transitive: true };
  const pasts = (verb: DictionaryVerb) => PERSON_INDICES.map((person) => acceptedForms(verb, { tense: 'past', person }));

  it('māquilia: nicmāquilih / nicmāquilihqui … quimāquilihqueh, the stored -h printed', () => {
    expect(pasts(MAQUILIA)).toEqual([
      ['nicmāquilih', 'nicmāquilihqui'],
      ['ticmāquilih', 'ticmāquilihqui'],
      ['quimāquilih', 'quimāquilihqui'],
      ['ticmāquilihqueh'],
      ['inquimāquilihqueh'],
      ['quimāquilihqueh'],
    ]);
  });

  it('illia: niquillih / niquillihqui … quillihqueh (the engine prints quiillih and accepts quillih)', () => {
    expect(pasts(ILLIA)).toEqual([
      ['niquillih', 'niquillihqui'],
      ['tiquillih', 'tiquillihqui'],
      ['quiillih', 'quiillihqui', 'quillih', 'quillihqui'],
      ['tiquillihqueh'],
      ['inquiillihqueh', 'inquillihqueh'],
      ['quiillihqueh', 'quillihqueh'],
    ]);
  });

  it('machtia stored with -hqui: nicmachtihqui printed, nicmachtih accepted', () => {
    expect(pasts(MACHTIA)[0]).toEqual(['nicmachtihqui', 'nicmachtih']);
    expect(conjugate(MACHTIA, { tense: 'past', person: 0 })).toBe('nicmachtihqui');
  });

  it('ihtoa: quihtoh / quihtohqui, both accepted and both written out in full as well', () => {
    const ihtoa: DictionaryVerb = { word: 'ihtoa', past: 'ihtoh', type: 'tlach3', transitive: true };
    expect(acceptedForms(ihtoa, { tense: 'past', person: 2 })).toEqual(['quiihtoh', 'quiihtohqui', 'quihtoh', 'quihtohqui']);
  });

  it('derives -hqui when no past is stored and knows -h as well', () => {
    const momachtia: DictionaryVerb = { word: 'momachtia', type: 'tlach3', transitive: false };
    expect(acceptedForms(momachtia, { tense: 'past', person: 0 })).toEqual(['nimomachtihqui', 'nimomachtih']);
  });

  it('gives other classes one preterite spelling (class 4 is -hqui only)', () => {
    expect(acceptedForms(CUA, { tense: 'past', person: 0 })).toEqual(['niccuahqui']);
    expect(acceptedForms({ ...CUA, past: 'cuah' }, { tense: 'past', person: 0 })).toEqual(['niccuah']);
  });

  it('lists both spellings among every form, for the search index', () => {
    const forms = allForms(MAQUILIA).filter((entry) => entry.tense === 'past' && entry.person === 0 && entry.object === '');
    expect(forms).toEqual([expect.objectContaining({ form: 'nicmāquilih', variants: ['nicmāquilihqui'] })]);
  });
});

describe('class 2 preterites derived with their sound changes (Nāhuatlahtolli lesson 15)', () => {
  // Lesson 15: class 2 drops the final vowel and adds -qui/-queh (quīza, tōca conjugated in full); a last
  // syllable hu or cu and a last consonant y, qu, c or m change, as in cōhua → ticcōuhqui, quicōuhqueh and
  // ahcocui → nicahcoucqui. For c the change is to z (tici 'grind', lesson 6 → tizqui; nēci → nēzqui, the
  // examples of issue 13); the copy of lesson 15 we could read breaks off before its own y, qu, c and m tables,
  // so piya → pixqui, miqui → micqui and nemi → nenqui rest on its list of changing consonants and GRAMMAR.md §2.
  const past = (word: string, person: PersonIndex, transitive = false) =>
    conjugate({ word, type: 'tlach2', transitive }, { tense: 'past', person });

  it.each([
    ['tici', false, ['nitizqui', 'titizqui', 'tizqui', 'titizqueh', 'intizqueh', 'tizqueh']],
    ['nēci', false, ['ninēzqui', 'tinēzqui', 'nēzqui', 'tinēzqueh', 'innēzqueh', 'nēzqueh']],
    ['cōhua', true, ['niccōuhqui', 'ticcōuhqui', 'quicōuhqui', 'ticcōuhqueh', 'inquicōuhqueh', 'quicōuhqueh']],
    ['ahcocui', true, ['nicahcoucqui', 'ticahcoucqui', 'quiahcoucqui', 'ticahcoucqueh', 'inquiahcoucqueh', 'quiahcoucqueh']],
    ['quīza', false, ['niquīzqui', 'tiquīzqui', 'quīzqui', 'tiquīzqueh', 'inquīzqueh', 'quīzqueh']],
    ['tōca', true, ['nictōcqui', 'tictōcqui', 'quitōcqui', 'tictōcqueh', 'inquitōcqueh', 'quitōcqueh']],
    ['nemi', false, ['ninenqui', 'tinenqui', 'nenqui', 'tinenqueh', 'innenqueh', 'nenqueh']],
    ['piya', true, ['nicpixqui', 'ticpixqui', 'quipixqui', 'ticpixqueh', 'inquipixqueh', 'quipixqueh']],
    ['miqui', false, ['nimicqui', 'timicqui', 'micqui', 'timicqueh', 'inmicqueh', 'micqueh']],
  ] as Array<[string, boolean, string[]]>)('%s', (word, transitive, forms) => {
    expect(PERSON_INDICES.map((person) => past(word, person, transitive))).toEqual(forms);
  });
});

describe('irregular verbs from the engine’s own table', () => {
  const YAUH: DictionaryVerb = { word: 'yauh', past: 'yāhqui', type: 'tlach irregular', transitive: false };
  const HUALLAUH: DictionaryVerb = { word: 'huāllauh', past: 'huāllahqui', type: 'tlach irregular', transitive: false };

  it('yauh: the whole table of Nāhuatlahtolli lesson 24', () => {
    expect(tensesFor(YAUH)).toEqual({
      present: ['niyāuh', 'tiyāuh', 'yohui', 'tiyohuih', 'inyohuih', 'yohuih'],
      past: ['niyāhqui', 'tiyāhqui', 'yāhqui', 'tiyāhqueh', 'inyāhqueh', 'yāhqueh'],
      future: ['niyāz', 'tiyāz', 'yāz', 'tiyāzceh', 'inyāzceh', 'yāzceh'],
      imperfect: ['niyohuiyaya', 'tiyohuiyaya', 'yohuiyaya', 'tiyohuiyayah', 'inyohuiyayah', 'yohuiyayah'],
      conditional: ['niyāzquia', 'tiyāzquia', 'yāzquia', 'tiyāzquiah', 'inyāzquiah', 'yāzquiah'],
      imperative: ['ma niyāuh', 'xiyāuh', 'ma yohui', 'ma tiyācān', 'xiyācān', 'ma yācān'],
    });
  });

  // Lesson 24 gives every cell; the course's own sentences agree: "Tochān huāllauh īchocho Juana"
  // (3-S present), "huāllohuih noicnīhuan" (3-P present), "huāllazceh notatahhuan" (3-P future).
  it('huāllauh: the whole table of Nāhuatlahtolli lesson 24 (present huāllauh, imperfect nihuāllayaya, ma huāllauh)', () => {
    expect(tensesFor(HUALLAUH)).toEqual({
      present: ['nihuāllauh', 'tihuāllauh', 'huāllauh', 'tihuāllohuih', 'inhuāllohuih', 'huāllohuih'],
      past: ['nihuāllahqui', 'tihuāllahqui', 'huāllahqui', 'tihuāllahqueh', 'inhuāllahqueh', 'huāllahqueh'],
      future: ['nihuāllaz', 'tihuāllaz', 'huāllaz', 'tihuāllazceh', 'inhuāllazceh', 'huāllazceh'],
      imperfect: ['nihuāllayaya', 'tihuāllayaya', 'huāllayaya', 'tihuāllayayah', 'inhuāllayayah', 'huāllayayah'],
      conditional: ['nihuāllazquia', 'tihuāllazquia', 'huāllazquia', 'tihuāllazquiah', 'inhuāllazquiah', 'huāllazquiah'],
      imperative: ['ma nihuāllauh', 'xihuāllauh', 'ma huāllauh', 'ma tihuāllacān', 'xihuāllacān', 'ma huāllacān'],
    });
  });

  it('finds the table by the folded spelling, and not for a word that states a class', () => {
    expect(conjugate({ ...YAUH, word: 'Yāuh' }, { tense: 'present', person: 2 })).toBe('yohui');
    expect(conjugate({ ...YAUH, type: 'tlach' }, { tense: 'present', person: 2 })).toBe('yohui');
    // A stated class claims the verb is regular, so the stem rules apply (and give nothing a learner should see).
    expect(conjugate({ ...YAUH, type: 'tlach1' }, { tense: 'present', person: 2 })).not.toBe('yohui');
  });

  it('lets the word’s own stored forms win cell by cell', () => {
    const verb: DictionaryVerb = { ...HUALLAUH, overrides: { future: ['nihuāllāz', null, 'huāllāz', null, null, null] } };
    expect(conjugateAll(verb).future).toEqual(['nihuāllāz', 'tihuāllaz', 'huāllāz', 'tihuāllazceh', 'inhuāllazceh', 'huāllazceh']);
  });

  it('accepts exactly the stored form and generates nothing for an empty cell', () => {
    expect(acceptedForms(YAUH, { tense: 'past', person: 3 })).toEqual(['tiyāhqueh']);
    expect(acceptedForms(YAUH, { tense: 'present', person: 0, object: 'tla' })).toEqual([]);
    expect(acceptedForms(HUALLAUH, { tense: 'present', person: 0, object: 'tla' })).toEqual([]);
    expect(acceptedForms(HUALLAUH, { tense: 'present', person: 2 })).toEqual(['huāllauh']);
  });
});
