import { describe, expect, it } from 'vitest';
import { languageName } from './language-names';

describe('languageName', () => {
  it('names a language in Spanish from CLDR where Intl knows its code, else from the project’s names', () => {
    expect(languageName('es', undefined, 'es')).toEqual({ text: 'español', lang: 'es' });
    expect(languageName('SP', undefined, 'es')).toEqual({ text: 'español', lang: 'es' });
    // Intl knows no name for nci (Classical Nahuatl): the project's own.
    expect(languageName('CN', 'Classical Nahuatl', 'es')).toEqual({ text: 'náhuatl clásico', lang: 'es' });
    expect(languageName('PUA', 'Proto-Uto-Aztecan', 'es')).toEqual({ text: 'protoyutoazteca', lang: 'es' });
  });

  it('keeps a name neither knows as the data gave it, marked as data; English readers read the data’s names', () => {
    expect(languageName('yaqu1251', 'Yaqui', 'es')).toEqual({ text: 'Yaqui', translate: 'no' });
    expect(languageName('XX', undefined, 'es')).toEqual({ text: 'XX', translate: 'no' });
    expect(languageName('CN', undefined, 'en')).toEqual({ text: 'CN', translate: 'no' });
    expect(languageName('ClassicalNahuatl', 'Classical Nahuatl', 'en')).toEqual({
      text: 'Classical Nahuatl',
      translate: 'no',
    });
  });
});
