import { describe, expect, it } from 'vitest';
import { checkConjugationAnswer, checkPatternAnswer } from '../../../nahuatl';
import { translate } from '../../i18n/locale';
import { sayInSpanish } from './say-in-spanish';
import { verdictText } from './verdict';

describe('verdictText', () => {
  it.each([
    ['ticochizceh', ['ticochizceh']],
    ['TICOCHIZCEH', ['ticochizceh']],
    ['ticochiz', ['ticochizceh']],
    ['quitta', ['quiitta', 'quitta']],
    ['niccua', ['niccuā']],
    ['nicuaa', ['nēchcuā']],
    ['nēchcua', ['nēchcuā']],
    ['nechcua', ['nēchcuā', 'nechcua']],
    ['nīcōchi', ['nicochi']],
    ['nēchcuā', ['nēchcuā', 'nechcua']],
    ['nikkwa', ['niccuā']],
    ['kiitta', ['quiitta', 'quitta']],
  ])('words a conjugation check in English as the language core does (%s)', (attempt, accepted) => {
    const result = checkConjugationAnswer(attempt, accepted);
    expect(verdictText(result, accepted[0]!, translate)).toBe(result.message);
  });

  it('words a pattern check in English as the language core does', () => {
    const result = checkPatternAnswer('Niccua in tlaxcalli', 'Niccuā in tlaxcalli.');
    expect(verdictText(result, 'Niccuā in tlaxcalli.', translate)).toBe(result.message);
  });

  it('says the verdict and the long vowels in Spanish', () => {
    const say = (attempt: string, accepted: string[]) =>
      verdictText(checkConjugationAnswer(attempt, accepted), accepted[0]!, sayInSpanish);
    expect(say('ticochizceh', ['ticochizceh'])).toBe('¡Correcto!');
    expect(say('ticochiz', ['ticochizceh'])).toBe('Incorrecto.');
    expect(say('niccua', ['niccuā'])).toBe(
      '¡Correcto! Con sus vocales largas se escribe niccuā: marca la vocal larga ā.',
    );
    expect(say('nīcōchi', ['nicochi'])).toBe(
      '¡Correcto! Con sus vocales largas se escribe nicochi: las vocales i, o son cortas aquí.',
    );
    expect(say('quitta', ['quiitta', 'quitta'])).toBe('¡Correcto! (también se escribe quiitta)');
  });

  it('gives the dictionary’s spelling of an answer typed in the modern alphabet, in English and Spanish', () => {
    const check = checkConjugationAnswer('nimitsitta', ['nimītzitta']);
    expect(verdictText(check, 'nimītzitta', translate)).toBe("It matches! In the dictionary's alphabet it is nimītzitta.");
    expect(verdictText(check, 'nimītzitta', sayInSpanish)).toBe('¡Correcto! En el alfabeto del diccionario se escribe nimītzitta.');
  });
});
