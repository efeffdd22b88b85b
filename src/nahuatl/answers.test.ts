import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConjugationAnswer, checkPatternAnswer } from './answers';
import { acceptedForms } from './conjugate';

describe('checkConjugationAnswer', () => {
  it.each([
    ['niccuāz', 'niccuāz'],
    ['NICCUĀZ', 'niccuāz'],
    ['  niccuāz ', 'niccuāz'],
    ['ma  nicochi', 'ma nicochi'],
    ['niccua\u0304z', 'niccuāz'], // macron typed as a combining mark
  ])('%j is an exact match for %s', (attempt, expected) => {
    expect(checkConjugationAnswer(attempt, expected)).toMatchObject({
      correct: true,
      exact: true,
      missedLongVowels: [],
      extraLongVowels: [],
      message: 'It matches!',
    });
  });

  it.each([
    ['niccuaz', 'niccuāz', ['ā'], []],
    ['ticchocaqueh', 'ticchōcaqueh', ['ō'], []],
    ['ma ticcuacan', 'ma ticcuācān', ['ā', 'ā'], []],
    ['nīccuāz', 'niccuāz', [], ['ī']],
    ['nīccuaz', 'niccuāz', ['ā'], ['ī']],
    ['niccuáz', 'niccuāz', ['ā'], []], // an acute is not a macron
  ])('%j is right but for vowel length (%s)', (attempt, expected, missed, extra) => {
    const check = checkConjugationAnswer(attempt, expected);
    expect(check).toMatchObject({ correct: true, exact: false, missedLongVowels: missed, extraLongVowels: extra, matched: expected });
    expect(check.message).toContain(expected);
  });

  it('names the missed long vowels in the feedback', () => {
    expect(checkConjugationAnswer('niccuaz', 'niccuāz').message).toBe(
      'It matches! Spelled with its long vowels it is niccuāz: mark the long vowel ā.',
    );
    expect(checkConjugationAnswer('nīccuāz', 'niccuāz').message).toBe('It matches! Spelled with its long vowels it is niccuāz: i is short here.');
    // A vowel named once however often it occurs; the answer's own full stop not doubled by the note.
    expect(checkPatternAnswer('nōcōchi', 'nocochi').message).toBe('It matches! Spelled with its long vowels it is nocochi: o is short here.');
    expect(checkPatternAnswer('Quena, naha notocah xochitl.', 'Quena, naha notōcah xōchitl.').message).toBe(
      'It matches! Spelled with its long vowels it is Quena, naha notōcah xōchitl: mark the long vowel ō.',
    );
  });

  it.each([
    ['quitta', 'quiitta'],
    ['inquittah', 'inquiittah'],
    ['ma quitta', 'ma quiitta'],
    ['nimitta', 'nimoitta'],
    ['mēhua', 'moēhua'],
    ['ximitta', 'ximoitta'],
  ])('accepts the variant %s for %s', (attempt, expected) => {
    expect(checkConjugationAnswer(attempt, expected)).toMatchObject({
      correct: true,
      exact: true,
      matched: attempt,
      message: `It matches! (also written ${expected})`,
    });
  });

  it('accepts a variant without macrons as right but for vowel length', () => {
    expect(checkConjugationAnswer('mehua', 'moēhua')).toMatchObject({ correct: true, exact: false, missedLongVowels: ['ē'] });
  });

  it('takes the engine’s list of accepted forms, for variants only the engine knows', () => {
    const ahci = acceptedForms({ word: 'ahci', type: 'tlach1', transitive: false }, { tense: 'present', person: 0 });
    expect(checkConjugationAnswer('nahci', ahci)).toMatchObject({ correct: true, exact: true });
    expect(checkConjugationAnswer('nahci', 'niahci')).toMatchObject({ correct: false });
    const ana = acceptedForms({ word: 'ana', type: 'tlach2', transitive: true }, { tense: 'present', person: 2 });
    expect(checkConjugationAnswer('cana', ana)).toMatchObject({ correct: true, exact: true, matched: 'cana' });
  });

  it.each([
    ['niccuā', 'niccuāz'],
    ['nicuāz', 'niccuāz'],
    ['quiitta', 'quitta'], // the variant is accepted, not the other way round from a bare string
    ['ni ccuāz', 'niccuāz'],
    ['nimoitta', 'nimitzitta'],
    ['tinēchcuā', 'nimitzcuā'],
  ])('%j is not %s', (attempt, expected) => {
    expect(checkConjugationAnswer(attempt, expected)).toMatchObject({ correct: false, exact: false, message: 'Not quite.' });
  });

  it('accepts the object mītz typed without its macron, with the usual note (Nāhuatlahtolli lesson 13 writes mītz)', () => {
    const expected = acceptedForms({ word: 'cuā', type: 'tlach4', transitive: true }, { tense: 'present', person: 0, object: 'mitz' });
    expect(expected).toEqual(['nimītzcuā']);
    expect(checkConjugationAnswer('nimitzcuā', expected)).toMatchObject({
      correct: true,
      exact: false,
      missedLongVowels: ['ī'],
      message: 'It matches! Spelled with its long vowels it is nimītzcuā: mark the long vowel ī.',
    });
    expect(checkConjugationAnswer('nimītzcuā', expected)).toMatchObject({ correct: true, exact: true });
  });

  it('accepts a class 3 preterite in -h or -hqui, the stored one printed (Nāhuatlahtolli lesson 16)', () => {
    const maquilia = { word: 'māquilia', past: 'māquilih', type: 'tlach3', transitive: true };
    const expected = acceptedForms(maquilia, { tense: 'past', person: 0 });
    expect(checkConjugationAnswer('nicmāquilih', expected)).toMatchObject({ correct: true, exact: true, message: 'It matches!' });
    expect(checkConjugationAnswer('nicmāquilihqui', expected)).toMatchObject({
      correct: true,
      exact: true,
      matched: 'nicmāquilihqui',
      message: 'It matches! (also written nicmāquilih)',
    });
    expect(checkConjugationAnswer('nicmaquilihqui', expected)).toMatchObject({ correct: true, exact: false, missedLongVowels: ['ā'] });
    expect(checkConjugationAnswer('nicmāquilihqueh', expected)).toMatchObject({ correct: false });
  });

  it('does not loosen stems that merely start like a prefix', () => {
    // momachtia begins with mo + consonant: no elided spelling exists.
    expect(checkConjugationAnswer('mmachtia', 'momachtia').correct).toBe(false);
    expect(checkConjugationAnswer('machtia', 'momachtia').correct).toBe(false);
  });

  it('refuses an empty answer', () => {
    expect(checkConjugationAnswer('   ', 'niccuāz')).toMatchObject({ correct: false, message: 'No answer given.' });
  });

  it('never throws and never accepts an answer that differs after folding', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (attempt, expected) => {
        const check = checkConjugationAnswer(attempt, expected);
        if (check.exact) expect(check.correct).toBe(true);
        if (check.correct) expect(check.matched).not.toBeNull();
      }),
    );
  });
});

describe('checkPatternAnswer', () => {
  it.each([
    ['Quēn timotōca?', 'quēn timotōca'],
    ['¿QUĒN, timotōca!', 'Quēn timotōca.'],
    ['  quēn   timotōca  ', 'Quēn timotōca?'],
    ['"quēn" timotōca', 'quēn timotōca'],
  ])('%j matches %j exactly', (attempt, expected) => {
    expect(checkPatternAnswer(attempt, expected)).toMatchObject({ correct: true, exact: true, message: 'It matches!' });
  });

  it('accepts a response right but for macrons and names the long vowels', () => {
    expect(checkPatternAnswer('quen timotoca', 'Quēn timotōca?')).toMatchObject({
      correct: true,
      exact: false,
      missedLongVowels: ['ē', 'ō'],
      matched: 'Quēn timotōca?',
    });
  });

  it.each([
    ['quēn timotōcah', 'Quēn timotōca?'],
    ['timotōca quēn', 'Quēn timotōca?'],
    ['', 'Quēn timotōca?'],
  ])('%j does not match %j', (attempt, expected) => {
    expect(checkPatternAnswer(attempt, expected).correct).toBe(false);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (attempt, expected) => {
        expect(typeof checkPatternAnswer(attempt, expected).message).toBe('string');
      }),
    );
  });
});

describe('answers in the modern alphabet (decision 052)', () => {
  it.each([
    ['nikkwās', 'niccuāz'],
    ['nikkwas', 'niccuāz'], // and without the macron
    ['kiitta', 'quiitta'],
    ['nimitsitta', 'nimītzitta'],
    ['tikochij', 'ticochih'], // the saltillo written j
    ['tichokakej', 'tichōcaqueh'],
  ])('%j is right, and the note gives the dictionary’s %s', (attempt, expected) => {
    expect(checkConjugationAnswer(attempt, expected)).toMatchObject({
      correct: true,
      exact: false,
      otherAlphabet: true,
      matched: expected,
      message: `It matches! In the dictionary's alphabet it is ${expected}.`,
    });
  });

  it('accepts the modern spelling of every accepted variant, and still not another form', () => {
    const accepted = acceptedForms({ word: 'itta', type: 'tlach1', past: 'ittac', transitive: true }, { tense: 'present', person: 2 });
    expect(checkConjugationAnswer('kitta', accepted)).toMatchObject({ correct: true, otherAlphabet: true, matched: 'quitta' });
    expect(checkConjugationAnswer('tikochi', 'ticochih').correct).toBe(false); // the saltillo is a letter of the answer
    expect(checkConjugationAnswer('nikochi', 'ticochi').correct).toBe(false);
  });

  it('accepts a pattern response written in the modern alphabet', () => {
    expect(checkPatternAnswer('Kena, naja nitlakwa.', 'Quena, naha nitlacuā.')).toMatchObject({
      correct: true,
      otherAlphabet: true,
      message: "It matches! In the dictionary's alphabet it is Quena, naha nitlacuā.",
    });
  });
});
