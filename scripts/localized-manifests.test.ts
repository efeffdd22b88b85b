import { describe, expect, it } from 'vitest';
import { manifestTexts } from './localized-manifests';

describe('the manifests of the languages (decision 076)', () => {
  it('names the installed app in Spanish for Spanish readers', () => {
    expect(manifestTexts('es')).toEqual({
      name: 'Práctica de Náhuatl',
      short_name: 'Náhuatl',
      description: 'Aprende y consulta palabras, oraciones y patrones del náhuatl.',
      lang: 'es',
    });
  });

  it('keeps the English manifest as it was', () => {
    expect(manifestTexts('en')).toEqual({
      name: 'Nahuatl Practice',
      short_name: 'Nahuatl',
      description: 'Learn and look up Nahuatl words, sentences and patterns.',
      lang: 'en',
    });
  });
});
