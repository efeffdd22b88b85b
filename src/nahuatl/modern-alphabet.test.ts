import { describe, expect, it } from 'vitest';
import { searchKey, spellingKey } from './fold';
import { spellIn } from './modern-alphabet';

describe('spellIn: the SEP school spelling and the INALI-style one (decision 080)', () => {
  // GRAMMAR.md §1 and data/sample/SOURCES.md ("The practical spellings"): the SEP/INEA Huasteca
  // materials and van 't Hooft's Huasteca texts print these words so; the INALI-style column
  // writes the same sounds with kw, w and h.
  it.each([
    ['quicōhua', 'kikoua', 'kikowa'],
    ['quicōuhqui', 'kikojki', 'kikohki'],
    ['cuepōni', 'kueponi', 'kweponi'],
    ['necuhtli', 'nektli', 'nektli'],
    ['tzacua', 'tsakua', 'tsakwa'],
    ['tzaucqui', 'tsajki', 'tsahki'],
    ['niquihtoa', 'nikijtoa', 'nikihtoa'],
    ['tlahtōlli', 'tlajtoli', 'tlahtoli'],
    ['quēniuhqui', 'kenijki', 'kenihki'],
    ['mācēhualmeh', 'maseualmej', 'masewalmeh'],
    ['cualli', 'kuali', 'kwali'],
    ['calli', 'kali', 'kali'],
  ])('%s is %s (SEP), %s (INALI-style)', (dictionary, sep, inali) => {
    expect(spellIn('sep', dictionary)).toBe(sep);
    expect(spellIn('inali', dictionary)).toBe(inali);
  });

  // The same rules on the sample's other words and the reference tables' forms.
  it.each([
    ['cihuātl', 'siuatl', 'siwatl'],
    ['Cuāuhtli', 'Kuajtli', 'Kwahtli'],
    ['chiucnāhui', 'chiknaui', 'chiknawi'],
    ['tōnatiuh', 'tonatij', 'tonatih'],
    ['huāllauh', 'ualaj', 'walah'],
    ['nōuhquiya', 'nojkiya', 'nohkiya'],
    ['momāuhtia', 'momajtia', 'momahtia'],
    ['mahtlactli', 'majtlaktli', 'mahtlaktli'],
    ['niccuāz', 'nikkuas', 'nikkwas'],
    ['inquicuāh', 'inkikuaj', 'inkikwah'],
    ['tichōcaqueh', 'tichokakej', 'tichokakeh'],
    ['ma nimītzitta', 'ma nimitsitta', 'ma nimitsitta'],
    ['nichuīca', 'nikuika', 'nikwika'], // ni-c-huīca: the dictionary writes the object c before hu as ch
    ['tinēchhuetzca', 'tinechuetska', 'tinechwetska'], // elsewhere ch is ch
    ['xīctli', 'xiktli', 'xiktli'], // a stem's k stays k
    ['nicnequi', 'nikneki', 'nikneki'], // the object's k too: the letters do not tell it apart
  ])('%s is %s (SEP), %s (INALI-style)', (dictionary, sep, inali) => {
    expect(spellIn('sep', dictionary)).toBe(sep);
    expect(spellIn('inali', dictionary)).toBe(inali);
  });

  it('writes no macron, no double l and none of the other spelling’s letters', () => {
    const words = ['Cuāuhtli', 'tlahtōlli', 'quēniuhqui', 'mācēhualmeh', 'nicochizquia', 'tzaucqui', 'cōuhqui'];
    for (const word of words) {
      expect(spellIn('sep', word)).not.toMatch(/[āēīōqzw]|ll|tz|c(?!h)|(?<!c)h/i);
      expect(spellIn('inali', word)).not.toMatch(/[āēīōqzuj]|ll|tz|c(?!h)/i);
    }
  });

  it('keeps capitals, spaces and punctuation', () => {
    expect(spellIn('sep', 'CUĀUHTLI')).toBe('KUAJTLI');
    expect(spellIn('sep', 'Quena, naha notōcah Xōchitl.')).toBe('Kena, naja notokaj Xochitl.');
    expect(spellIn('inali', '¿Tlen ticāmati?')).toBe('¿Tlen tikamati?');
    expect(spellIn('sep', 'co\u0304mitl')).toBe('komitl'); // a macron typed as a combining mark
    expect(spellIn('sep', '')).toBe('');
  });

  it('leaves text already in that spelling as it is', () => {
    for (const sep of ['kochi', 'nikitta', 'siuatl', 'tlajtoli', 'kuali', 'kikojki', 'Nauatlajtoli']) {
      expect(spellIn('sep', sep)).toBe(sep);
    }
    for (const inali of ['kochi', 'siwatl', 'tlahtoli', 'kwali', 'kikohki', 'Nawatlahtoli']) {
      expect(spellIn('inali', inali)).toBe(inali);
    }
  });

  it('writes what the spelling key reads: a word and both its spellings share their key', () => {
    for (const word of ['cuahuitl', 'chiucnahui', 'tōnatiuh', 'tzahtzi', 'ehēcatl', 'quiihtohua', 'nimītzitta', 'tzaucqui']) {
      expect(spellingKey(spellIn('sep', word))).toBe(spellingKey(word));
      expect(spellingKey(spellIn('inali', word))).toBe(spellingKey(word));
    }
  });

  it('has the keys read the sources’ spellings as the dictionary’s, and the object k heard as a saltillo', () => {
    const pairs = [
      ['kikojki', 'quicōuhqui'],
      ['tlajtoli', 'tlahtōlli'],
      ['kali', 'calli'],
      ['nektli', 'necuhtli'],
      ['maseualmej', 'mācēhualmeh'],
      ['kenijki', 'quēniuhqui'],
      ['tsajki', 'tzaucqui'],
      ['nijneki', 'nicnequi'],
      ['nijkua', 'niccuā'],
      ['tikwali', 'ticuali'], // a mix: INALI's kw in a dictionary-spelled word
    ];
    for (const [typed, stored] of pairs) expect(spellingKey(typed!), typed).toBe(spellingKey(stored!));
    // Only after a subject prefix: elsewhere a saltillo stays one.
    expect(spellingKey('majtlaktli')).toBe('mahtlaktli');
    expect(searchKey('nitlajkuilo')).toBe(searchKey('nitlahcuilo'));
  });
});
