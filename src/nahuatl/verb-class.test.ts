import { describe, expect, it } from 'vitest';
import { derivePast, guessVerbClass, isVerb, pastPluralBase, tenseBase, verbClass, type VerbClass } from './verb-class';

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
    ['tlach9', 'itta', 1],
    [null, 'cuā', 4],
  ] as Array<[string | null, string, VerbClass]>)('type %j, word %s → %i (the type digit wins over the stem)', (type, word, cls) => {
    expect(verbClass(type, word)).toBe(cls);
  });
});

describe('guessVerbClass', () => {
  it.each([
    ['chōca', 1],
    ['maca', 1],
    ['itta', 1],
    ['ahci', 1],
    ['pano', 1],
    ['tlazohtla', 1],
    ['cochi', 2],
    ['nemi', 2],
    ['chihua', 2],
    ['quiza', 2],
    ['momachtia', 3],
    ['tlapoa', 3],
    ['ihtohua', 3],
    ['cuā', 4],
    ['ī', 4],
  ] as Array<[string, VerbClass]>)('%s → %i', (word, cls) => {
    expect(guessVerbClass(word)).toBe(cls);
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
