import { describe, expect, it } from 'vitest';
import { classOfType, derivePast, guessVerbClass, isVerb, pastPluralBase, preteriteSpellings, tenseBase, verbClass, type VerbClass } from './verb-class';

describe('isVerb', () => {
  it.each([
    ['tlach1', true],
    ['tlach4', true],
    ['tlach', true],
    ['Tlach2', true],
    [' tlach3', true],
    ['sustantivo', false],
    ['adjetivo', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (type, verb) => {
    expect(isVerb(type)).toBe(verb);
  });
});

describe('verbClass', () => {
  it.each([
    ['tlach1', 'cochi', 1],
    ['tlach2', 'chōca', 2],
    ['TLACH3', 'cuā', 3],
    ['tlach 4', 'cochi', 4],
    ['tlach', 'momachtia', 3],
    ['tlach9', 'itta', null],
    [null, 'cuā', null],
    ['tlach irregular', 'yauh', null],
    [null, 'momachtia', 3],
  ] as Array<[string | null, string, VerbClass | null]>)('type %j, word %s → %j (the type digit wins over the stem)', (type, word, cls) => {
    expect(verbClass(type, word)).toBe(cls);
  });

  it.each([
    ['tlach2', 2],
    [' TLACH 4', 4],
    ['tlach', null],
    ['tlach irregular', null],
    ['noun', null],
    [null, null],
  ] as Array<[string | null, VerbClass | null]>)('classOfType(%j) → %j', (type, cls) => {
    expect(classOfType(type)).toBe(cls);
  });
});

describe('guessVerbClass', () => {
  // Nāhuatlahtolli lessons 15 and 16 define class 3 by its shape: the verb ends in -ia or -oa.
  it.each(['momachtia', 'tlapoa', 'illia', 'māquilia', 'palēhuia', 'tequipanoa', 'ihtoa', 'Temoa '])('%s → 3 (-ia/-oa, lesson 16)', (word) => {
    expect(guessVerbClass(word)).toBe(3);
  });

  // No other shape decides in this variety (lesson 15: tōca → tōcqui is class 2 beside chōca → chōcac;
  // cōhua → cōuhqui is class 2 though -ohua may spell an -oa verb; lesson 28: pano → panqui beside panoc),
  // so these are unknown rather than guessed.
  it.each([
    'cōhua',
    'pōhua',
    'ihtohua',
    'chihua',
    'tlaxtlāhua',
    'chōca',
    'tōca',
    'maca',
    'itta',
    'ahci',
    'pano',
    'tlazohtla',
    'cochi',
    'nemi',
    'quīza',
    'cuā',
    'ī',
    'pia',
    'piya',
    'tlachiya',
    'yauh',
    '',
  ])('%j → null (the shape does not decide)', (word) => {
    expect(guessVerbClass(word)).toBeNull();
  });
});

describe('derivePast', () => {
  it.each([
    ['chōca', 1, 'chōcac'],
    ['itta', 1, 'ittac'],
    ['cochi', 2, 'cochqui'],
    ['nemi', 2, 'nenqui'],
    ['miqui', 2, 'micqui'],
    ['chihua', 2, 'chiuhqui'],
    ['piya', 2, 'pixqui'],
    ['pia', 2, 'pixqui'],
    // Nāhuatlahtolli lesson 15's class 2 changes: hu → uh, cu → uc, and a c before the final i → z.
    ['cōhua', 2, 'cōuhqui'],
    ['ahcocui', 2, 'ahcoucqui'],
    ['quīza', 2, 'quīzqui'],
    ['tōca', 2, 'tōcqui'],
    ['tici', 2, 'tizqui'],
    ['nēci', 2, 'nēzqui'],
    ['miqui', 2, 'micqui'],
    ['momachtia', 3, 'momachtihqui'],
    ['tlapoa', 3, 'tlapohqui'],
    ['ihtohua', 3, 'ihtohqui'],
    ['cuā', 4, 'cuahqui'],
    ['Cuā ', 4, 'cuahqui'],
  ] as Array<[string, VerbClass, string]>)('%s (class %i) → %s', (word, cls, past) => {
    expect(derivePast(word, cls)).toBe(past);
  });
});

describe('tenseBase', () => {
  it.each([
    ['momachtia', 3, 'momachti'],
    ['tlapoa', 3, 'tlapo'],
    ['ihtohua', 3, 'ihto'],
    ['cochi', 2, 'cochi'],
    ['cuā', 4, 'cuā'],
  ] as Array<[string, VerbClass, string]>)('%s (class %i) → %s', (stem, cls, base) => {
    expect(tenseBase(stem, cls)).toBe(base);
  });
});

describe('preteriteSpellings', () => {
  // Nāhuatlahtolli lesson 16: class 3 takes -h or -hqui (niquillih / niquillihqui, nicmāquilih / nicmāquilihqui).
  it.each([
    ['māquilih', 3, ['māquilih', 'māquilihqui']],
    ['illihqui', 3, ['illihqui', 'illih']],
    ['ihtoh', 3, ['ihtoh', 'ihtohqui']],
    ['cuahqui', 4, ['cuahqui']],
    ['chōcac', 1, ['chōcac']],
    ['cochqui', 2, ['cochqui']],
    ['machtih', null, ['machtih']],
  ] as Array<[string, VerbClass | null, string[]]>)('%s (class %j) → %j', (past, cls, spellings) => {
    expect(preteriteSpellings(past, cls)).toEqual(spellings);
  });
});

describe('pastPluralBase', () => {
  it.each([
    ['chōcac', 'chōca'],
    ['cochqui', 'coch'],
    ['cuahqui', 'cuah'],
    ['momachtih', 'momachtih'],
  ])('%s → %s', (past, base) => {
    expect(pastPluralBase(past)).toBe(base);
  });
});
