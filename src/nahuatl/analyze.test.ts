import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeForm, candidateForms, findForm, indexedForms, indexKeys, lookupKeys, type FormAnalysis } from './analyze';
import { acceptedForms, allForms, objectlessCells, storedForms, type DictionaryVerb } from './conjugate';
import { foldNahuatl, searchKey, spellingKey } from './fold';
import { spellIn } from './modern-alphabet';
import { nounForms } from './nouns';
import { PERSONS, PERSON_INDICES, TENSE_IDS, type ObjectPrefix, type PersonCode, type Tense } from './reference';

const CUA: DictionaryVerb = { word: 'cuā', past: 'cuahqui', type: 'tlach4', transitive: true };
const ITTA: DictionaryVerb = { word: 'itta', past: 'ittac', type: 'tlach1', transitive: true };
const COCHI: DictionaryVerb = { word: 'cochi', past: 'cochqui', type: 'tlach2', transitive: false };
const AHCI: DictionaryVerb = { word: 'ahci', past: 'ahcic', type: 'tlach1', transitive: false };
const I: DictionaryVerb = { word: 'ī', past: 'īc', type: 'tlach1', transitive: true }; // 'drink': a one-letter stem
const MACHTIA: DictionaryVerb = { word: 'machtia', type: 'tlach3', transitive: null }; // transitivity unknown: both ways
// Class 3 with its stored -h preterite; -hqui is as right (Nāhuatlahtolli lesson 16).
const MAQUILIA: DictionaryVerb = { word: 'māquilia', past: 'māquilih', type: 'tlach3', transitive: true };
// Irregular: the engine's table (yauh: Nāhuatlahtolli lesson 24; huāllauh: its stems in lesson 24, futures in lessons 25 and 26).
const YAUH: DictionaryVerb = { word: 'yauh', past: 'yāhqui', type: 'tlach irregular', transitive: false };
const HUALLAUH: DictionaryVerb = { word: 'huāllauh', past: 'huāllahqui', type: 'tlach irregular', transitive: false };
// Stored forms on a regular stem: yā with lesson 24's present stored.
const YA: DictionaryVerb = {
  word: 'yā',
  type: 'tlach4',
  transitive: false,
  overrides: { present: ['niyāuh', 'tiyāuh', 'yohui', 'tiyohuih', 'inyohuih', 'yohuih'] },
};
// Unknown class (lesson 15: cōhua is class 2, though -ohua may spell an -oa verb): no forms to find.
const COHUA: DictionaryVerb = { word: 'cōhua', type: 'tlach', transitive: true };
const CALLI: DictionaryVerb = { word: 'calli', type: 'noun' };
const AHMO: DictionaryVerb = { word: 'ahmo', type: 'particle' };

const DICTIONARY: Record<string, DictionaryVerb> = { CUA, ITTA, COCHI, AHCI, I, MACHTIA, MAQUILIA, YAUH, HUALLAUH, YA, COHUA, CALLI, AHMO };

/**
 * Verbs the indexing path must not take a short cut on: stems foldNahuatl does not map letter by
 * letter (an acute accent; a space; a capital İ, which lower-cases to i and a combining dot; a
 * combining macron alone and then a space, where folding the stem apart would lose the space),
 * and class 3 `a`, whose singular imperative has no body at all (`ma `).
 */
const ODD: DictionaryVerb[] = [
  { word: 'cochí', type: 'tlach2', transitive: false },
  { word: '\u0304 cochi', type: 'tlach2', transitive: false },
  { word: 'tla cuā', type: 'tlach4', transitive: true },
  { word: 'İtta', past: 'İttac', type: 'tlach1' },
  { word: 'a', type: 'tlach3' },
  { word: 'Ā', type: 'tlach3', transitive: true },
];

/** Every verb of the sample dictionary, and this file's own. */
const SAMPLE_VERBS = [
  ...(JSON.parse(readFileSync(join(process.cwd(), 'data', 'sample', 'words.json'), 'utf8')) as DictionaryVerb[]),
  ...Object.values(DICTIONARY),
].filter((word) => (word.type ?? '').startsWith('tlach'));

/** Every noun of the sample dictionary. */
const SAMPLE_NOUNS = (JSON.parse(readFileSync(join(process.cwd(), 'data', 'sample', 'words.json'), 'utf8')) as DictionaryVerb[]).filter(
  (word) => word.type === 'noun',
);

/** The index the server keeps: the keys of every word's object-less forms. */
const INDEX = Object.entries(DICTIONARY).map(([name, verb]) => ({ name, keys: indexKeys(verb) }));

/**
 * The search path of the words API without SQL: the keys of the query's candidate
 * spellings looked up in the index, and each cell of the words found that holds a
 * candidate confirmed by the engine.
 */
function lookUp(query: string): Array<FormAnalysis & { name: string }> {
  const candidateList = candidateForms(query);
  const candidates = new Set(candidateList);
  const keys = new Set(lookupKeys(candidateList));
  const cells = INDEX.filter((word) => word.keys.some((key) => keys.has(key))).flatMap(({ name }) =>
    indexedForms(DICTIONARY[name] as DictionaryVerb).map((entry) => ({ name, ...entry })),
  );
  const found = new Map<string, FormAnalysis & { name: string }>();
  for (const hit of cells) {
    if (!candidates.has(searchKey(hit.form))) continue;
    const verb = DICTIONARY[hit.name] as DictionaryVerb;
    const analysis = analyzeForm(verb, query, hit.tense, hit.person);
    if (analysis) found.set(`${hit.name}|${analysis.tense}|${analysis.person}|${analysis.object}`, { name: hit.name, ...analysis });
  }
  return [...found.values()];
}

type Expected = [query: string, name: string, tense: Tense, person: PersonCode, object: ObjectPrefix | null, form: string];

// Every object prefix, every subject position (the c/qu/qui rule differs after ni-/ti-/xi-, word-initially and
// after in-), the imperative with ma and xi-, and the shortened spellings at a vowel-initial stem.
const FOUND: Expected[] = [
  ['niccuāz', 'CUA', 'future', '1-S', '', 'niccuāz'],
  ['niccuaz', 'CUA', 'future', '1-S', '', 'niccuāz'], // typed without the macron
  ['NICCUĀZ', 'CUA', 'future', '1-S', '', 'niccuāz'],
  ['nicCUA\u0304Z', 'CUA', 'future', '1-S', '', 'niccuāz'], // macron as a combining mark
  ['ticcua', 'CUA', 'present', '2-S', '', 'ticcuā'],
  ['quicua', 'CUA', 'present', '3-S', '', 'quicuā'],
  ['ticcuah', 'CUA', 'present', '1-P', '', 'ticcuāh'],
  ['inquicuah', 'CUA', 'present', '2-P', '', 'inquicuāh'],
  ['quicuah', 'CUA', 'present', '3-P', '', 'quicuāh'],
  ['xiccua', 'CUA', 'imperative', '2-S', '', 'xiccuā'],
  ['xiccuacan', 'CUA', 'imperative', '2-P', '', 'xiccuācān'],
  ['ma niccua', 'CUA', 'imperative', '1-S', '', 'ma niccuā'],
  ['ma quicua', 'CUA', 'imperative', '3-S', '', 'ma quicuā'],
  ['tinechcua', 'CUA', 'present', '2-S', 'nech', 'tinēchcuā'],
  ['nechcua', 'CUA', 'present', '3-S', 'nech', 'nēchcuā'],
  ['nimitzcuaz', 'CUA', 'future', '1-S', 'mitz', 'nimītzcuāz'], // mītz typed without its macron
  ['techcuayaya', 'CUA', 'imperfect', '3-S', 'tech', 'tēchcuāyaya'],
  ['nimechcuazquia', 'CUA', 'conditional', '1-S', 'mech', 'nimēchcuāzquia'],
  ['niquincuahqui', 'CUA', 'past', '1-S', 'quin', 'niquincuahqui'],
  ['quincuahqueh', 'CUA', 'past', '3-P', 'quin', 'quincuahqueh'],
  ['timocuah', 'CUA', 'present', '1-P', 'mo', 'timocuāh'],
  ['nitecua', 'CUA', 'present', '1-S', 'te', 'nitēcuā'],
  ['intlacuah', 'CUA', 'present', '2-P', 'tla', 'intlacuāh'],
  ['xitlacua', 'CUA', 'imperative', '2-S', 'tla', 'xitlacuā'],
  ['ma nimītzitta', 'ITTA', 'imperative', '1-S', 'mitz', 'ma nimītzitta'],
  ['niquitta', 'ITTA', 'present', '1-S', '', 'niquitta'],
  ['quiitta', 'ITTA', 'present', '3-S', '', 'quiitta'],
  ['quitta', 'ITTA', 'present', '3-S', '', 'quiitta'], // qui elided before i
  ['inquiittah', 'ITTA', 'present', '2-P', '', 'inquiittah'],
  ['nimoitta', 'ITTA', 'present', '1-S', 'mo', 'nimoitta'],
  ['nimitta', 'ITTA', 'present', '1-S', 'mo', 'nimoitta'], // mo elided before i
  ['mitta', 'ITTA', 'present', '3-S', 'mo', 'moitta'],
  ['nechittac', 'ITTA', 'past', '3-S', 'nech', 'nēchittac'],
  ['nicochizquia', 'COCHI', 'conditional', '1-S', null, 'nicochizquia'],
  ['nicochi', 'COCHI', 'present', '1-S', null, 'nicochi'],
  ['ticochqueh', 'COCHI', 'past', '1-P', null, 'ticochqueh'],
  ['xicochicān', 'COCHI', 'imperative', '2-P', null, 'xicochicān'],
  ['ma cochi', 'COCHI', 'imperative', '3-S', null, 'ma cochi'],
  ['niahci', 'AHCI', 'present', '1-S', null, 'niahci'],
  ['nahci', 'AHCI', 'present', '1-S', null, 'niahci'], // ni- elided before a
  ['niquī', 'I', 'present', '1-S', '', 'niquī'],
  ['quī', 'I', 'present', '3-S', '', 'quiī'],
  ['nimī', 'I', 'present', '1-S', 'mo', 'nimoī'],
  ['niquīz', 'I', 'future', '1-S', '', 'niquīz'],
  ['nimachtia', 'MACHTIA', 'present', '1-S', null, 'nimachtia'],
  ['nicmachtia', 'MACHTIA', 'present', '1-S', '', 'nicmachtia'],
  ['nimomachtiz', 'MACHTIA', 'future', '1-S', 'mo', 'nimomachtiz'],
  ['nicmāquilih', 'MAQUILIA', 'past', '1-S', '', 'nicmāquilih'], // lesson 16: -h and -hqui
  ['nicmaquilihqui', 'MAQUILIA', 'past', '1-S', '', 'nicmāquilih'],
  ['quimaquilihqui', 'MAQUILIA', 'past', '3-S', '', 'quimāquilih'],
  ['ticmaquilihqueh', 'MAQUILIA', 'past', '1-P', '', 'ticmāquilihqueh'],
  ['tiyohuih', 'YAUH', 'present', '1-P', null, 'tiyohuih'], // lesson 24's irregular forms
  ['yohui', 'YAUH', 'present', '3-S', null, 'yohui'],
  ['niyaz', 'YAUH', 'future', '1-S', null, 'niyāz'],
  ['yahqui', 'YAUH', 'past', '3-S', null, 'yāhqui'],
  ['tiyohuiyayah', 'YAUH', 'imperfect', '1-P', null, 'tiyohuiyayah'],
  ['ma tiyacan', 'YAUH', 'imperative', '1-P', null, 'ma tiyācān'],
  ['huallazceh', 'HUALLAUH', 'future', '3-P', null, 'huāllazceh'],
  ['tiyohuih', 'YA', 'present', '1-P', null, 'tiyohuih'], // a stored form on a regular stem
];

describe('finding the verb of an inflected form', () => {
  it.each(FOUND)('%s is %s, %s %s, object %j', (query, name, tense, person, object, form) => {
    expect(lookUp(query)).toContainEqual(expect.objectContaining({ name, tense, personCode: person, object, form }));
  });

  it('describes the form for the search result', () => {
    expect(lookUp('nicochizquia')).toEqual([
      { name: 'COCHI', form: 'nicochizquia', tense: 'conditional', person: 0, personCode: '1-S', object: null, noun: null, description: 'conditional · I', closeness: 0 },
    ]);
    expect(lookUp('niccuāz').map((hit) => hit.description)).toEqual(['future · I · him/her/it']);
  });

  it.each(Object.keys(DICTIONARY).filter((name) => indexedForms(DICTIONARY[name] as DictionaryVerb).length > 0))(
    'finds every form of %s, with every object and every accepted spelling',
    (name) => {
      const verb = DICTIONARY[name] as DictionaryVerb;
      for (const entry of allForms(verb)) {
        for (const spelling of [entry.form, ...entry.variants]) {
          const expected = { name, tense: entry.tense, person: entry.person, object: entry.object };
          expect(lookUp(spelling), spelling).toContainEqual(expect.objectContaining(expected));
        }
      }
    },
  );
});

describe('what is not a form', () => {
  it.each([
    ['nicua', 'cuā is transitive, so it always shows its object'],
    ['quicochi', 'cochi is intransitive, so it takes no object'],
    ['ninechitta', "'I see me' is said with mo"],
    ['tinechcuah', "'we eat me' is said with mo"],
    ['nicochiquia', 'no tense ends so'],
    ['nicochizquiaz', 'two tense endings'],
    ['ma xiccua', 'the 2nd person imperative takes xi-, not ma'],
    ['niccochi', 'an object on an intransitive verb'],
    ['nicalli', 'a noun has no conjugation'],
    ['calli', 'a noun is found as a word, not as a form'],
    ['ahmo', 'a particle'],
    ['tlatlacua', 'two objects'],
    ['cua', 'the bare stem of a transitive verb is not a form'],
    ['xyz', 'not Nahuatl'],
    ['niccōuhqui', 'cōhua is typed with no class, so the engine gives it no forms'],
    ['yauhz', 'yauh has no forms built on its stem'],
    ['nihuallauhz', 'huāllauh has no forms built on its stem'],
  ])('%s finds nothing (%s)', (query) => {
    expect(lookUp(query)).toEqual([]);
  });

  it('confirms only the tense and person the index row names', () => {
    expect(analyzeForm(COCHI, 'nicochizquia', 'future', 0)).toBeNull();
    expect(analyzeForm(COCHI, 'nicochizquia', 'conditional', 1)).toBeNull();
  });

  it('gives nothing for words that are not verbs, even when the engine could build a form', () => {
    expect(indexedForms(CALLI)).toEqual([]);
    expect(analyzeForm(CALLI, 'nicalli', 'present', 0)).toBeNull();
  });
});

/** The definition the lean indexing path (objectlessCells) must keep to, written with allForms. */
function indexedByDefinition(verb: DictionaryVerb) {
  const generated = new Map<string, string[]>();
  for (const { form, variants, tense, person } of allForms({ ...verb, transitive: false, ambitransitive: false, overrides: undefined })) {
    generated.set(`${tense}|${person}`, [form, ...variants]);
  }
  const stored = storedForms(verb);
  return TENSE_IDS.flatMap((tense) =>
    PERSON_INDICES.flatMap((person) => {
      const own = stored?.[tense]?.[person];
      const spellings = [...(generated.get(`${tense}|${person}`) ?? []), ...(typeof own === 'string' ? [own] : [])];
      const cell = new Set(spellings.map(foldNahuatl));
      cell.delete('');
      return [...cell].map((form) => ({ form, tense, person }));
    }),
  );
}

describe('indexedForms', () => {
  it('holds one row per object-less tense and person, plus shortened spellings', () => {
    expect(indexedForms(CUA)).toHaveLength(36); // transitive, but indexed without its object
    expect(indexedForms(COCHI)).toHaveLength(36);
    // ahci's ni-, ti- and xi- forms are also indexed shortened (nahci): 1-S, 2-S, 1-P in five tenses, and four imperatives.
    expect(indexedForms(AHCI)).toHaveLength(36 + 3 * 5 + 4);
  });

  it('stores folded spellings without objects', () => {
    const forms = indexedForms(CUA).map((entry) => entry.form);
    expect(forms).toContain('nicuaz');
    expect(forms).toContain('ma cua');
    expect(forms.every((form) => form === foldNahuatl(form))).toBe(true);
    expect(forms.some((form) => /^(ni|ti|xi|in)?(c|qui|nech|tla)cua/.test(form))).toBe(false);
  });

  it('adds the stored forms of an irregular verb', () => {
    const present = indexedForms(YA).filter((entry) => entry.tense === 'present');
    expect(present).toContainEqual({ form: 'tiyohuih', tense: 'present', person: 3 });
    expect(present).toContainEqual({ form: 'inyohuih', tense: 'present', person: 4 });
  });

  it('holds the engine’s table of an irregular verb, folded, one form a cell', () => {
    expect(indexedForms(YAUH)).toHaveLength(36);
    expect(indexedForms(YAUH)).toContainEqual({ form: 'ma niyauh', tense: 'imperative', person: 0 });
    expect(indexedForms(HUALLAUH)).toHaveLength(36);
    expect(indexedForms(HUALLAUH)).toContainEqual({ form: 'huallauh', tense: 'present', person: 2 });
    expect(indexedForms(HUALLAUH)).toContainEqual({ form: 'huallazceh', tense: 'future', person: 5 });
  });

  it('holds both endings of a class 3 preterite (lesson 16)', () => {
    const past = indexedForms(MAQUILIA).filter((entry) => entry.tense === 'past' && entry.person === 0);
    expect(past.map((entry) => entry.form)).toEqual(['nimaquilih', 'nimaquilihqui']);
  });

  it('holds nothing for a verb of unknown class', () => {
    expect(indexedForms(COHUA)).toEqual([]);
  });

  it('is, on every verb of the sample dictionary taken three ways, the object-less cells of allForms folded, with the stored forms added', () => {
    expect(SAMPLE_VERBS.length).toBeGreaterThan(100);
    for (const verb of [...SAMPLE_VERBS, ...ODD]) {
      for (const transitive of [true, false, null]) {
        expect(indexedForms({ ...verb, transitive }), `${verb.word} ${transitive}`).toEqual(indexedByDefinition({ ...verb, transitive }));
      }
    }
  });

  it('is so for any word, past, class and transitivity, whatever letters they hold', () => {
    const letters = fc.constantFrom(...'aeiouāēīōūcChqtlxyzmn ÁáİĀ\u0304\u0301-'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit: letters, maxLength: 8 }),
        fc.option(fc.string({ unit: letters, maxLength: 8 })),
        fc.constantFrom('tlach1', 'tlach2', 'tlach3', 'tlach4', 'tlach', 'tlach irregular'),
        fc.option(fc.boolean()),
        (word, past, type, transitive) => {
          const verb = { word, past, type, transitive };
          expect(indexedForms(verb)).toEqual(indexedByDefinition(verb));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('the lean indexing path', () => {
  it('folds the object-less cells as foldNahuatl folds each spelling, odd stems too', () => {
    for (const verb of [...SAMPLE_VERBS, ...ODD]) {
      const byDefinition = objectlessCells(verb).map((cell) => cell?.map(foldNahuatl) ?? null);
      expect(objectlessCells(verb, { folded: true }), verb.word).toEqual(byDefinition);
    }
  });

  it('keeps a spelling that two cells of one person share when no cell between them has any', () => {
    // Unknown class: only the stored forms, 1-P present and 1-P past, with nothing between.
    const stored: DictionaryVerb = {
      ...COHUA,
      transitive: false,
      overrides: { present: [null, null, null, 'tiyah', null, null], past: [null, null, null, 'tiyah', null, null] },
    };
    expect(indexedForms(stored)).toEqual([
      { form: 'tiyah', tense: 'present', person: 3 },
      { form: 'tiyah', tense: 'past', person: 3 },
    ]);
  });

  it('keys every indexed form as the index’s definition says, on the sample verbs taken three ways', () => {
    const subjects = ['ni', 'ti', 'in', 'xi', 'n', 't', 'x'];
    const keyOf = ({ form, person }: { form: string; person: number }) => {
      const rest = form.startsWith('ma ') ? form.slice(3) : form;
      if (PERSONS[person]!.grammaticalPerson === 3) return searchKey(rest);
      const subject = subjects.find((prefix) => rest.startsWith(prefix) && rest.length > prefix.length);
      return searchKey(subject === undefined ? rest : rest.slice(subject.length));
    };
    for (const verb of [...SAMPLE_VERBS, ...ODD]) {
      for (const transitive of [true, false, null]) {
        const word = { ...verb, transitive };
        expect(indexKeys(word), `${verb.word} ${transitive}`).toEqual([...new Set(indexedForms(word).map(keyOf))]);
      }
    }
  });
});

describe('candidateForms', () => {
  it.each([
    ['niccuāz', 'nicuaz'],
    ['quicua', 'cua'],
    ['inquicuah', 'incuah'],
    ['xiccuacan', 'xicuacan'],
    ['tinechcua', 'ticua'],
    ['ma nimitzitta', 'ma niitta'],
    ['quitta', 'itta'],
    ['nimitta', 'niitta'],
    ['quī', 'i'],
  ])('%s may stand for %s', (query, objectless) => {
    const candidates = candidateForms(query);
    expect(candidates[0]).toBe(searchKey(query));
    expect(candidates).toContain(searchKey(objectless));
  });

  it('keeps a form without an object prefix as it is', () => {
    expect(candidateForms('  Nicochizquia ')).toContain('nikochiskia');
  });
});

describe('the keys of the full-form index', () => {
  it('keys a form without ma and without its subject prefix, but a third person’s as it is', () => {
    const keys = indexKeys(COCHI);
    expect(keys).toContain('kochiskia'); // nicochizquia, ticochizquia and cochizquia, as searchKey writes them
    expect(keys).toContain('kochikan'); // xicochican, ma ticochican, ma cochican
    expect(keys.some((key) => key.startsWith('ma ') || key.startsWith('ni'))).toBe(false);
    expect(keys.length * 3).toBeLessThanOrEqual(indexedForms(COCHI).length);
    // A stem that starts like a prefix: the third persons keep it whole.
    expect(indexKeys({ word: 'nemi', type: 'tlach1', past: 'nen', transitive: false })).toContain('nemi');
    expect(indexKeys(CALLI)).toEqual([]);
  });

  it('looks up each candidate as it is and without each subject prefix it starts with', () => {
    expect(lookupKeys(['ma tikochikan', 'xikochikan']).sort()).toEqual(['kochikan', 'ikochikan', 'tikochikan', 'xikochikan'].sort());
    expect(lookupKeys(['ti']).sort()).toEqual(['i', 'ti']); // a prefix alone is not taken off, to nothing
    expect(lookupKeys([])).toEqual([]);
  });

  it('finds by key every verb whose forms hold a candidate: each form of the sample dictionary, with every object, taken three ways', () => {
    let checked = 0;
    for (const word of SAMPLE_VERBS) {
      for (const transitive of [true, false, null]) {
        const verb = { ...word, transitive };
        const forms = new Set(indexedForms(verb).map((entry) => searchKey(entry.form)));
        const keys = new Set(indexKeys(verb));
        for (const { form, variants } of allForms(verb)) {
          for (const spelling of [form, ...variants]) {
            const candidates = candidateForms(spelling);
            if (!candidates.some((candidate) => forms.has(candidate))) continue;
            expect(
              lookupKeys(candidates).some((key) => keys.has(key)),
              `${spelling} (${verb.word}, ${transitive})`,
            ).toBe(true);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

describe('hostile input', () => {
  it('gives no candidates for empty or blank text', () => {
    expect(candidateForms('')).toEqual([]);
    expect(candidateForms(' \t\n ')).toEqual([]);
    expect(lookUp('')).toEqual([]);
    expect(analyzeForm(CUA, '', 'present', 0)).toBeNull();
    expect(analyzeForm(CUA, '   ', 'present', 2)).toBeNull();
  });

  it.each([
    ['emoji', '🌮🌮'],
    ['emoji after a real prefix', 'nic🌮'],
    ['a lone surrogate', 'ni\ud800cua'],
    ['control characters', 'ni\u0000c\u0007cua'],
    ['SQL', "'; drop table word_form; --"],
    ['a LIKE pattern', 'ni%'],
    ['right-to-left text', 'نيكوا'],
  ])('finds nothing for %s', (_, query) => {
    expect(lookUp(query)).toEqual([]);
  });

  it('handles a very long query with a bounded number of candidates', () => {
    const long = 'niccuāz'.repeat(20_000);
    const candidates = candidateForms(long);
    expect(candidates.length).toBeLessThanOrEqual(1 + 8 * 12);
    expect(lookUp(long)).toEqual([]);
    expect(analyzeForm(CUA, long, 'future', 0)).toBeNull();
  });

  it('never throws, and never reports a form the engine does not produce', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(...FOUND.map(([query]) => query))), (query) => {
        const candidates = candidateForms(query);
        expect(new Set(candidates).size).toBe(candidates.length);
        for (const hit of lookUp(query)) {
          const verb = DICTIONARY[hit.name] as DictionaryVerb;
          const spellings = acceptedForms(verb, { tense: hit.tense!, person: hit.person!, object: hit.object });
          expect(spellings.map(searchKey)).toContain(searchKey(query));
        }
      }),
    );
  });

  it('rejects a tense or person outside the lists, as may come from a stale index row', () => {
    expect(analyzeForm(CUA, 'niccuaz', 'someday' as Tense, 0)).toBeNull();
    expect(analyzeForm(CUA, 'niccuaz', 'future', 9 as never)).toBeNull();
  });
});

/**
 * Every spelling a form is offered and typed in (decision 080): the dictionary's, the SEP school
 * spelling, the INALI-style one, and the SEP spelling as a learner may type it, without the
 * saltillo (j).
 */
const SPELLINGS: ReadonlyArray<(form: string) => string> = [
  (form) => form,
  (form) => spellIn('sep', form),
  (form) => spellIn('inali', form),
  (form) => spellIn('sep', form).replaceAll('j', ''),
];

describe('every spelling (decisions 052, 080)', () => {
  it.each([
    ['nikochi', 'present', '1-S', 'nicochi'],
    ['tikochi', 'present', '2-S', 'ticochi'],
    ['tikochij', 'present', '1-P', 'ticochih'],
    ['tikochih', 'present', '1-P', 'ticochih'],
    ['nikochiskia', 'conditional', '1-S', 'nicochizquia'],
    ['xikochikan', 'imperative', '2-P', 'xicochicān'],
  ] as const)('%s is cochi, %s %s, written %s', (typed, tense, person, form) => {
    expect(findForm(COCHI, typed)).toEqual(expect.objectContaining({ tense, personCode: person, form }));
  });

  it.each([
    ['nikitta', 'present', '1-S', '', 'niquitta'],
    ['kiitta', 'present', '3-S', '', 'quiitta'],
    ['kitta', 'present', '3-S', '', 'quiitta'],
    ['nimitsitta', 'present', '1-S', 'mitz', 'nimītzitta'],
    ['ma nimitsitta', 'imperative', '1-S', 'mitz', 'ma nimītzitta'],
    ['nechittak', 'past', '3-S', 'nech', 'nēchittac'],
  ] as const)('%s is itta, %s %s, object %j, written %s', (typed, tense, person, object, form) => {
    expect(findForm(ITTA, typed)).toEqual(expect.objectContaining({ tense, personCode: person, object, form }));
  });

  it.each([
    ['nikkwas', 'future', '1-S', '', 'niccuāz'],
    ['inkikwaj', 'present', '2-P', '', 'inquicuāh'],
    ['tikkwaj', 'present', '1-P', '', 'ticcuāh'],
    ['tikkwa', 'present', '2-S', '', 'ticcuā'],
  ] as const)('%s is cuā, %s %s, object %j, written %s', (typed, tense, person, object, form) => {
    expect(findForm(CUA, typed)).toEqual(expect.objectContaining({ tense, personCode: person, object, form }));
  });

  it('does not take a saltillo typed where the form has none', () => {
    expect(findForm(CUA, 'tinechkwaj')).toBeNull(); // 'we eat me' is said with mo; tinēchcuā has no saltillo
    expect(findForm(COCHI, 'nikochij')).toBeNull();
  });

  it('finds by key every form of every sample verb, with every object, in the dictionary’s spelling, the SEP one, the INALI-style one, and the SEP one bare', () => {
    let checked = 0;
    for (const word of SAMPLE_VERBS) {
      for (const transitive of [true, false, null]) {
        const verb = { ...word, transitive };
        const keys = new Set(indexKeys(verb));
        for (const { form, variants } of allForms(verb)) {
          for (const spelling of [form, ...variants]) {
            for (const typed of SPELLINGS.map((spell) => spell(spelling))) {
              expect(lookupKeys(candidateForms(typed)).some((key) => keys.has(key)), `${typed} (${verb.word}, ${transitive})`).toBe(true);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40_000);
  }, 60_000);

  it('confirms each form in every spelling as the engine’s cell, written in the dictionary’s spelling', () => {
    const cells = SAMPLE_VERBS.flatMap((verb) => allForms(verb).map((cell) => ({ verb, cell })));
    fc.assert(
      fc.property(fc.nat(cells.length - 1), fc.nat(SPELLINGS.length - 1), (index, alphabet) => {
        const { verb, cell } = cells[index]!;
        const typed = SPELLINGS[alphabet]!(cell.form);
        const found = findForm(verb, typed);
        expect(found, `${typed} (${verb.word})`).not.toBeNull();
        // The closest cell: this one, or one that spells the typed text as closely (a homograph).
        const spellings = acceptedForms(verb, { tense: found!.tense!, person: found!.person!, object: found!.object });
        expect(found!.form).toBe(spellings[0]);
        expect(spellings.map(searchKey)).toContain(searchKey(typed));
        if (alphabet === 0) expect(found!.closeness).toBe(0);
        if (alphabet === 1 || alphabet === 2) expect(spellings.map(spellingKey)).toContain(spellingKey(typed));
      }),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('finds every possessed form and plural of every sample noun (decision 056), in each spelling, and names it in the dictionary’s spelling', () => {
    let checked = 0;
    for (const noun of SAMPLE_NOUNS) {
      const keys = new Set(indexKeys(noun));
      for (const { form, kind, person } of nounForms(noun)) {
        for (const typed of SPELLINGS.map((spell) => spell(form))) {
          expect(lookupKeys(candidateForms(typed)).some((key) => keys.has(key)), `${typed} (${noun.word})`).toBe(true);
          const found = findForm(noun, typed);
          expect(found, `${typed} (${noun.word})`).not.toBeNull();
          // The same form, or a homograph among the noun's forms spelled as closely.
          expect(searchKey(found!.form)).toBe(searchKey(form));
          if (found!.form === form) expect([found!.noun, found!.person]).toEqual([kind, person]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2_800);
  });
});
