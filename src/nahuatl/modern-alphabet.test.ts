import { describe, expect, it } from 'vitest';
import { spellingKey } from './fold';
import { toModern } from './modern-alphabet';

describe('toModern', () => {
  // Lesson 1 of Nāhuatlahtolli (data/sample/SOURCES.md) gives each letter of the dictionary's alphabet its sound:
  // cu/uc [kʷ], qu [k], hu/uh [w], tz [t͡s], z; these are its example words, written with the modern letters.
  it.each([
    ['cuahuitl', 'kwawitl'],
    ['quimichin', 'kimichin'],
    ['tequitl', 'tekitl'],
    ['huitztli', 'witstli'],
    ['cihuāpil', 'siwāpil'],
    ['āhuacātl', 'āwakātl'],
    ['chiucnahui', 'chikwnawi'],
    ['neuctzin', 'nekwtsin'],
    ['icnīuh', 'iknīw'],
    ['chīuhqui', 'chīwki'],
    ['tōnatiuh', 'tōnatiw'],
    ['tzahtzi', 'tsajtsi'],
    ['zacatl', 'sakatl'],
    ['zoquitl', 'sokitl'],
    ['cīntli', 'sīntli'],
    ['-māhpil', '-mājpil'],
    ['ehēcatl', 'ejēkatl'],
    ['chāntli', 'chāntli'],
    ['xōchitl', 'xōchitl'],
  ])('%s → %s (lesson 1)', (dictionary, modern) => {
    expect(toModern(dictionary)).toBe(modern);
  });

  // GRAMMAR.md §2's reference tables and the course's lessons 13 (objects) and 24 (yauh).
  it.each([
    ['niccuāz', 'nikkwās'],
    ['quiitta', 'kiitta'],
    ['ma nimītzitta', 'ma nimītsitta'],
    ['nicochizquia', 'nikochiskia'],
    ['tichōcaqueh', 'tichōkakej'],
    ['inquicuāh', 'inkikwāj'],
    ['tiyohuih', 'tiyowij'],
    ['tecuhtli', 'tekwtli'],
    ['nichuīca', 'nikwīka'], // ni-c-huīca: the dictionary writes c before hu as ch
  ])('%s → %s (a form or word of the tables)', (dictionary, modern) => {
    expect(toModern(dictionary)).toBe(modern);
  });

  it('keeps capitals, long vowels, spaces and punctuation', () => {
    expect(toModern('Cuāuhtli')).toBe('Kwāwtli');
    expect(toModern('CUĀUHTLI')).toBe('KWĀWTLI');
    expect(toModern('Quena, naha notōcah Xōchitl.')).toBe('Kena, naja notōkaj Xōchitl.');
    expect(toModern('co\u0304mitl')).toBe('kōmitl'); // a macron typed as a combining mark
    expect(toModern('')).toBe('');
  });

  it('leaves text already in the modern alphabet as it is', () => {
    for (const modern of ['kochi', 'nikitta', 'siwatl', 'tlajtoli', 'kwali', 'nimitsitta', 'Nawatlajtoli']) {
      expect(toModern(modern)).toBe(modern);
    }
  });

  it('writes what the spelling key reads: a word and its modern spelling share their key', () => {
    for (const word of ['cuahuitl', 'chiucnahui', 'tōnatiuh', 'tzahtzi', 'ehēcatl', 'quiihtohua', 'nimītzitta']) {
      expect(spellingKey(toModern(word))).toBe(spellingKey(word));
    }
  });
});
