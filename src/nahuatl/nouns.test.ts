import { describe, expect, it } from 'vitest';
import { findForm, indexKeys } from './analyze';
import { absolutePlural, nounForm, nounForms, nounTable, possessedStem, type DictionaryNoun } from './nouns';

/** A sample noun with its stored third-person possessed form. */
const noun = (word: string, owned: string | null = null): DictionaryNoun => ({ word, type: 'noun', owned });

describe('possessed nouns (Nāhuatlahtolli)', () => {
  it('lesson 8: conētl, possessed -uh, plural -huan with every possessor', () => {
    expect(nounTable(noun('conētl', 'iconēuh'))).toEqual({
      possessed: ['noconēuh', 'moconēuh', 'iconēuh', 'toconēuh', 'inmoconēuh', 'ininconēuh'],
      possessedPlural: ['noconēhuan', 'moconēhuan', 'iconēhuan', 'toconēhuan', 'inmoconēhuan', 'ininconēhuan'],
      missingPossessedPlural: null,
      plural: 'conēmeh', // lesson 22
      missingPlural: null,
    });
  });

  it('lesson 8: pitzotl, possessed -ø (nopitzo … ininpitzohuan), and no absolute plural in the course', () => {
    expect(nounTable(noun('pitzotl', 'ipitzo'))).toEqual({
      possessed: ['nopitzo', 'mopitzo', 'ipitzo', 'topitzo', 'inmopitzo', 'ininpitzo'],
      possessedPlural: ['nopitzohuan', 'mopitzohuan', 'ipitzohuan', 'topitzohuan', 'inmopitzohuan', 'ininpitzohuan'],
      missingPossessedPlural: null,
      plural: null,
      missingPlural: 'notAttested',
    });
  });

  it('lesson 8: the prefix keeps its vowel before a vowel (noicxi, iicxi) and the stored form decides the stem (nomāh, nocamac)', () => {
    expect(nounTable(noun('icxitl', 'iicxi'))?.possessed?.slice(0, 3)).toEqual(['noicxi', 'moicxi', 'iicxi']);
    expect(nounTable(noun('māitl', 'imāh'))?.possessed?.[0]).toBe('nomāh');
    expect(nounTable(noun('camactli', 'icamac'))?.possessed?.[0]).toBe('nocamac');
  });

  it('lesson 9: icniuhtli (noicniuh, toicnihuan, ininicnihuan), chocho and ixhuiuhtli', () => {
    const icniuh = nounTable(noun('icniuhtli', 'iicniuh'))!;
    expect(icniuh.possessed).toEqual(['noicniuh', 'moicniuh', 'iicniuh', 'toicniuh', 'inmoicniuh', 'ininicniuh']);
    expect(icniuh.possessedPlural).toEqual(['noicnihuan', 'moicnihuan', 'iicnihuan', 'toicnihuan', 'inmoicnihuan', 'ininicnihuan']);
    expect(nounTable(noun('chocho', 'ichocho'))?.possessedPlural).toEqual([
      'nochochohuan',
      'mochochohuan',
      'ichochohuan',
      'tochochohuan',
      'inmochochohuan',
      'ininchochohuan',
    ]);
    expect(nounTable(noun('ixhuiuhtli', 'iixhuiuh'))?.possessedPlural?.[0]).toBe('noixhuihuan');
  });

  it('lesson 9: -huan after a consonant (notexhuan, nohuezhuan) and after a saltillo (nototatahhuan; lesson 24 notatahhuan)', () => {
    expect(nounTable(noun('textli', 'itex'))?.possessedPlural?.[0]).toBe('notexhuan');
    expect(nounTable(noun('huezhtli', 'ihuez'))?.possessedPlural?.[0]).toBe('nohuezhuan');
    expect(nounTable(noun('tahtli', 'itatah'))?.possessedPlural?.slice(0, 3)).toEqual(['notatahhuan', 'motatahhuan', 'itatahhuan']);
  });

  it('lessons 3, 9 and 22: plural possessors with one thing possessed (notōcah, inintōcah, tochān)', () => {
    expect(nounTable(noun('tōcāitl', 'itōcah'))?.possessed).toEqual(['notōcah', 'motōcah', 'itōcah', 'totōcah', 'inmotōcah', 'inintōcah']);
    expect(nounTable(noun('chāntli', 'ichān'))?.possessed?.[3]).toBe('tochān');
  });

  it('lessons 8 and 22: one form of the table by kind and possessor (toconēhuan, conēmeh), none where it has none', () => {
    const conetl = noun('conētl', 'iconēuh');
    expect(nounForm(conetl, 'possessed', 0)).toBe('noconēuh');
    expect(nounForm(conetl, 'possessedPlural', 3)).toBe('toconēhuan');
    expect(nounForm(conetl, 'plural', null)).toBe('conēmeh');
    expect(nounForm(conetl, 'plural', 2)).toBeNull();
    expect(nounForm(conetl, 'possessed', null)).toBeNull();
    // Lesson 8: possessed -hui has no plural in the course; lesson 3: calli is not pluralized.
    expect(nounForm(noun('oquichtli', 'ioquichhui'), 'possessedPlural', 0)).toBeNull();
    expect(nounForm(noun('calli', 'ical'), 'plural', null)).toBeNull();
  });

  it('lesson 20: -huan after n (topilcinhuan), but nanan drops its n (topiltonanahuan)', () => {
    expect(nounTable(noun('cintli', 'icin'))?.possessedPlural?.[3]).toBe('tocinhuan');
    expect(nounTable(noun('nāntli', 'inanan'))?.possessedPlural?.[3]).toBe('tonanahuan');
  });

  it('lesson 8: a stem in -hui is possessed, but has no possessed plural (the course shows none)', () => {
    const ohtli = nounTable(noun('ōhtli', 'iohhui'))!;
    expect(ohtli.possessed?.[0]).toBe('noohhui');
    expect(ohtli.possessedPlural).toBeNull();
    expect(ohtli.missingPossessedPlural).toBe('notAttested');
  });

  it('the third person is the stored owned form, as the word card shows it (ical, not īcal)', () => {
    for (const [word, owned] of [['calli', 'ical'], ['icniuhtli', 'iicniuh'], ['conētl', 'iconēuh']] as const)
      expect(nounTable(noun(word, owned))?.possessed?.[2]).toBe(owned);
    expect(nounTable(noun('calli', 'ical'))?.possessedPlural?.[2]).toBe('icalhuan');
    expect(nounTable(noun('calli', 'īcal'))?.possessed?.[2]).toBe('īcal');
  });

  it('mass and abstract nouns are possessed but have no plural of either kind (noāuh, notōcah; no noāhuan, notōcahhuan)', () => {
    const atl = nounTable(noun('ātl', 'iāuh'))!;
    expect(atl.possessed?.[0]).toBe('noāuh');
    expect(atl).toMatchObject({ possessedPlural: null, missingPossessedPlural: 'notUsed', plural: null, missingPlural: 'notUsed' });
    expect(nounTable(noun('tōcāitl', 'itōcah'))).toMatchObject({ possessedPlural: null, missingPossessedPlural: 'notUsed' });
    expect(findForm({ word: 'ātl', type: 'noun', owned: 'iāuh' }, 'noāhuan')).toBeNull();
    // Meat as food is a substance too: nonac 'my meat', but no nonachuan.
    expect(nounTable(noun('nacatl', 'inac'))).toMatchObject({ possessed: expect.arrayContaining(['nonac']), possessedPlural: null, missingPossessedPlural: 'notUsed' });
    expect(findForm({ word: 'tōcāitl', type: 'noun', owned: 'itōcah' }, 'notōcahhuan')).toBeNull();
    expect(findForm({ word: 'tōcāitl', type: 'noun', owned: 'itōcah' }, 'notōcah')).toMatchObject({ noun: 'possessed' });
  });

  it('the stored owned form is an override the rule follows: nacatl → nonac, cuahuitl → nocuauh, tlamachtihquetl → notlamachtihcāuh', () => {
    // Meat as food is nonac; nonacayo is one's own flesh, another meaning.
    expect(nounTable(noun('nacatl', 'inac'))?.possessed?.[0]).toBe('nonac');
    expect(nounTable(noun('cuahuitl', 'icuauh'))?.possessed?.[0]).toBe('nocuauh');
    expect(nounTable(noun('tlamachtihquetl', 'itlamachtihcāuh'))?.possessedPlural?.[0]).toBe('notlamachtihcāhuan');
  });

  it('shows nothing without a stored owned form, for a word that is not a noun, or for an owned form without its i-', () => {
    expect(nounTable(noun('tōnatiuh'))).toBeNull();
    expect(possessedStem(noun('calli', 'cal'))).toBeNull();
    expect(nounTable({ word: 'cochi', type: 'tlach2', owned: 'icochi' })).toBeNull();
    expect(nounForms(noun('ilhuicatl'))).toEqual([]);
  });
});

describe('absolute plurals (Nāhuatlahtolli lesson 3)', () => {
  it('-meh replaces -tl, -tli, -li, -n and -ø', () => {
    expect(
      ['cihuātl', 'mācēhualli', 'comalli', 'michin', 'mizton', 'tepoztli', 'tlācatl', 'chichi'].map((word) => absolutePlural(noun(word))),
    ).toEqual(['cihuāmeh', 'mācēhualmeh', 'comalmeh', 'michimeh', 'miztomeh', 'tepozmeh', 'tlācameh', 'chichimeh']);
  });

  it('only for the nouns the course pluralizes: inanimates go case by case, and its cahuayoh is not our cahuayo', () => {
    expect(absolutePlural(noun('calli', 'ical'))).toBeNull();
    expect(absolutePlural(noun('cahuayo', 'icahuayo'))).toBeNull();
    expect(nounTable(noun('michin'))).toEqual({
      possessed: null,
      possessedPlural: null,
      missingPossessedPlural: null,
      plural: 'michimeh',
      missingPlural: null,
    });
  });
});

describe('finding a noun by its forms', () => {
  const calli = { word: 'calli', type: 'noun', owned: 'ical' };
  it('nocal, nokal and inincalhuan find calli and say which form matched', () => {
    expect(findForm(calli, 'nocal')).toMatchObject({ form: 'nocal', noun: 'possessed', personCode: '1-S', tense: null, closeness: 0 });
    expect(findForm(calli, 'nokal')).toMatchObject({ form: 'nocal', closeness: 1, description: 'possessed · I' });
    expect(findForm(calli, 'inincalhuan')).toMatchObject({ noun: 'possessedPlural', personCode: '3-P' });
    expect(findForm(calli, 'ical')).toMatchObject({ form: 'ical', closeness: 0 });
    expect(findForm(calli, 'calli')).toBeNull();
  });

  it('a plural without a possessor: chichimeh, chichimej', () => {
    const chichi = { word: 'chichi', type: 'noun', owned: 'ichichi' };
    expect(findForm(chichi, 'chichimej')).toMatchObject({ form: 'chichimeh', noun: 'plural', person: null, personCode: null });
  });

  it('keys a noun form whole, in searchKey’s spelling', () => {
    expect(indexKeys({ word: 'chichi', type: 'noun', owned: 'ichichi' })).toContain('nochichi');
    expect(indexKeys({ word: 'cihuātl', type: 'noun', owned: 'icihuāuh' })).toContain('nosiwa'); // the final uh is heard as a saltillo (decision 080)
  });
});
