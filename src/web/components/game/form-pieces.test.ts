import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/locale';
import { sayInSpanish } from './say-in-spanish';
import { allForms, spellIn, type DictionaryVerb } from '../../../nahuatl';

const toSep = (text: string) => spellIn('sep', text);
import { builtAs, formPieces, recipeHint, skeletonHint, type FormRequest } from './form-pieces';

const COCHI: DictionaryVerb = { word: 'cochi', past: 'cochqui', type: 'tlach2', transitive: false };
const CHOCA: DictionaryVerb = { word: 'chōca', past: 'chōcac', type: 'tlach1', transitive: false };
const CUA: DictionaryVerb = { word: 'cuā', past: 'cuahqui', type: 'tlach4', transitive: true };
const ITTA: DictionaryVerb = { word: 'itta', past: 'ittac', type: 'tlach1', transitive: true };
const MOMACHTIA: DictionaryVerb = { word: 'momachtia', past: 'momachtih', type: 'tlach3', transitive: false };
const PIYA: DictionaryVerb = { word: 'piya', past: 'pixqui', type: 'tlach2', transitive: true };
const CUICA: DictionaryVerb = { word: 'cuīca', past: 'cuīcac', type: 'tlach1', transitive: null };

const reassemble = (pieces: NonNullable<ReturnType<typeof formPieces>>) =>
  (pieces.ma ? 'ma ' : '') + pieces.subject + pieces.object + pieces.stem + pieces.ending;

describe('formPieces', () => {
  it.each<[string, DictionaryVerb, FormRequest, string, ReturnType<typeof formPieces>]>([
    [
      'cochi future we',
      COCHI,
      { tense: 'future', person: 3, object: null },
      'ticochizceh',
      { ma: false, subject: 'ti', object: '', stem: 'cochi', ending: 'zceh' },
    ],
    [
      'cochi past they',
      COCHI,
      { tense: 'past', person: 5, object: null },
      'cochqueh',
      { ma: false, subject: '', object: '', stem: 'coch', ending: 'queh' },
    ],
    [
      'cochi past I',
      COCHI,
      { tense: 'past', person: 0, object: null },
      'nicochqui',
      { ma: false, subject: 'ni', object: '', stem: 'coch', ending: 'qui' },
    ],
    [
      'chōca past we',
      CHOCA,
      { tense: 'past', person: 3, object: null },
      'tichōcaqueh',
      { ma: false, subject: 'ti', object: '', stem: 'chōca', ending: 'queh' },
    ],
    [
      'chōca past I',
      CHOCA,
      { tense: 'past', person: 0, object: null },
      'nichōcac',
      { ma: false, subject: 'ni', object: '', stem: 'chōca', ending: 'c' },
    ],
    [
      'cuā present I him',
      CUA,
      { tense: 'present', person: 0, object: '' },
      'niccuā',
      { ma: false, subject: 'ni', object: 'c', stem: 'cuā', ending: '' },
    ],
    [
      'cuā past he him',
      CUA,
      { tense: 'past', person: 2, object: '' },
      'quicuahqui',
      { ma: false, subject: '', object: 'qui', stem: 'cuah', ending: 'qui' },
    ],
    [
      'cuā imperative you all us',
      CUA,
      { tense: 'imperative', person: 4, object: 'tech' },
      'xitēchcuācān',
      { ma: false, subject: 'xi', object: 'tēch', stem: 'cuā', ending: 'cān' },
    ],
    [
      'cuā imperative I it',
      CUA,
      { tense: 'imperative', person: 0, object: '' },
      'ma niccuā',
      { ma: true, subject: 'ni', object: 'c', stem: 'cuā', ending: '' },
    ],
    [
      'itta present he him',
      ITTA,
      { tense: 'present', person: 2, object: '' },
      'quiitta',
      { ma: false, subject: '', object: 'qui', stem: 'itta', ending: '' },
    ],
    [
      'momachtia future I',
      MOMACHTIA,
      { tense: 'future', person: 0, object: null },
      'nimomachtiz',
      { ma: false, subject: 'ni', object: '', stem: 'momachti', ending: 'z' },
    ],
    [
      'momachtia past I',
      MOMACHTIA,
      { tense: 'past', person: 0, object: null },
      'nimomachtih',
      { ma: false, subject: 'ni', object: '', stem: 'momachti', ending: 'h' },
    ],
    [
      'piya past you all something',
      PIYA,
      { tense: 'past', person: 4, object: 'tla' },
      'intlapixqueh',
      { ma: false, subject: 'in', object: 'tla', stem: 'pix', ending: 'queh' },
    ],
    [
      'cuīca (unknown transitivity) conditional they',
      CUICA,
      { tense: 'conditional', person: 5, object: null },
      'cuīcazquiah',
      { ma: false, subject: '', object: '', stem: 'cuīca', ending: 'zquiah' },
    ],
  ])('%s: %s', (_name, verb, request, form, expected) => {
    expect(formPieces(verb, request, form)).toEqual(expected);
  });

  it('takes apart every regular form of the sample verbs, and the pieces join back into the form', () => {
    for (const verb of [COCHI, CHOCA, CUA, ITTA, MOMACHTIA, PIYA, CUICA]) {
      for (const { form, tense, person, object } of allForms(verb)) {
        const pieces = formPieces(verb, { tense, person, object }, form);
        expect(pieces, `${form} (${tense}, ${person}, ${object})`).not.toBeNull();
        expect(reassemble(pieces!)).toBe(form);
        expect(pieces!.stem).not.toBe('');
      }
    }
  });

  it('gives up on a stored irregular form rather than mislead', () => {
    expect(formPieces(COCHI, { tense: 'present', person: 0, object: null }, 'nicochitzin')).toBeNull();
    expect(formPieces(COCHI, { tense: 'present', person: 0, object: null }, 'xcochi')).toBeNull();
  });
});

describe('the hints', () => {
  const weSleep: FormRequest = { tense: 'future', person: 3, object: null };
  const iEatIt: FormRequest = { tense: 'past', person: 0, object: '' };

  it('hint 1 names the prefixes and the ending and leaves the stem to the learner', () => {
    expect(recipeHint(COCHI, weSleep, 'ticochizceh', translate)).toBe(
      'Build it as ti- (we) + stem + -zceh (future, plural).',
    );
    expect(recipeHint(CUA, iEatIt, 'niccuahqui', translate)).toBe(
      'Build it as ni- (I) + c- (him/her/it) + stem + -qui (past, singular).',
    );
    expect(recipeHint(CUA, { tense: 'present', person: 2, object: 'mo' }, 'mocuā', translate)).toBe(
      'Build it as no subject prefix (he/she) + mo- (himself/herself) + stem + no ending (present, singular).',
    );
    expect(recipeHint(COCHI, { tense: 'imperative', person: 5, object: null }, 'ma cochicān', translate)).toBe(
      'Build it as ma + no subject prefix (they) + stem + -cān (imperative, plural).',
    );
  });

  it('hint 2 shows the pieces with the vowels of the stem hidden', () => {
    expect(skeletonHint(COCHI, weSleep, 'ticochizceh', translate)).toBe(
      'Its pieces, stem vowels hidden: ti-c_ch_-zceh',
    );
    expect(skeletonHint(CUA, iEatIt, 'niccuahqui', translate)).toBe('Its pieces, stem vowels hidden: ni-c-cu_h-qui');
    expect(skeletonHint(MOMACHTIA, { tense: 'future', person: 0, object: null }, 'nimomachtiz', translate)).toBe(
      'Its pieces, stem vowels hidden: ni-m_m_cht_-z',
    );
    expect(skeletonHint(COCHI, { tense: 'imperative', person: 0, object: null }, 'ma nicochi', translate)).toBe(
      'Its pieces, stem vowels hidden: ma ni-c_ch_',
    );
  });

  it('an irregular form gets a length hint and a skeleton of the whole form', () => {
    const request: FormRequest = { tense: 'present', person: 0, object: null };
    expect(recipeHint(COCHI, request, 'nicochitzin', translate)).toBe('It starts with “ni” and has 11 letters.');
    expect(skeletonHint(COCHI, request, 'nicochitzin', translate)).toBe('Its letters, vowels hidden: n_c_ch_tz_n');
    expect(builtAs(COCHI, request, 'nicochitzin', translate)).toBeNull();
  });

  it('the hints and the answer are worded in Spanish, with Spanish grammar terms', () => {
    expect(recipeHint(COCHI, weSleep, 'ticochizceh', sayInSpanish)).toBe(
      'Fórmala así: ti- (nosotros) + raíz + -zceh (futuro, plural).',
    );
    expect(recipeHint(CUA, { tense: 'present', person: 2, object: 'mo' }, 'mocuā', sayInSpanish)).toBe(
      'Fórmala así: sin prefijo de sujeto (él/ella) + mo- (a sí mismo/misma) + raíz + sin terminación (presente, singular).',
    );
    expect(skeletonHint(COCHI, weSleep, 'ticochizceh', sayInSpanish)).toBe(
      'Sus partes, con las vocales de la raíz ocultas: ti-c_ch_-zceh',
    );
    expect(builtAs(CUA, iEatIt, 'niccuahqui', sayInSpanish)).toBe(
      'Se forma así: ni- (yo) + c- (a él, a ella (lo, la)) + cuah + -qui (pretérito, singular).',
    );
  });

  it('in the modern alphabet, every piece is spelled as the learner reads (decision 052)', () => {
    expect(recipeHint(CUA, iEatIt, 'niccuahqui', translate, toSep)).toBe(
      'Build it as ni- (I) + k- (him/her/it) + stem + -ki (past, singular).',
    );
    expect(skeletonHint(COCHI, weSleep, 'ticochizceh', translate, toSep)).toBe(
      `Its pieces, stem vowels hidden: ti-k_ch_-${toSep('zceh')}`,
    );
    expect(builtAs(CUA, iEatIt, 'niccuahqui', translate, toSep)).toBe(
      `Built as ni- (I) + k- (him/her/it) + ${toSep('cuah')} + -ki (past, singular).`,
    );
    expect(skeletonHint(COCHI, { tense: 'present', person: 0, object: null }, 'nicochitzin', translate, toSep)).toBe(
      'Its letters, vowels hidden: n_k_ch_ts_n',
    );
  });

  it('the answer is shown with the stem filled in', () => {
    expect(builtAs(COCHI, weSleep, 'ticochizceh', translate)).toBe(
      'Built as ti- (we) + cochi + -zceh (future, plural).',
    );
    expect(builtAs(CUA, iEatIt, 'niccuahqui', translate)).toBe(
      'Built as ni- (I) + c- (him/her/it) + cuah + -qui (past, singular).',
    );
  });
});
