import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { checkPatternAnswer, type AnswerCheck } from '../../../nahuatl';
import { verdictText } from '../../components/game/verdict';
import englishMessages from '../../i18n/catalogs/en';
import spanishMessages from '../../i18n/catalogs/es';
import { EVERYDAY_VERBS, word } from '../../test/everyday-verbs';
import { seededRandom } from '../../test/seeded-random';
import { makeTurn, type PatternSpec } from './pattern-game';
import { hintText, type Translate } from './pattern-texts';

/** The verdict as the pattern game's panel words it. */
const feedbackText = (check: AnswerCheck, t: Translate) => verdictText(check, check.matched ?? '', t);

const intl = createIntl({ locale: 'es-MX', messages: spanishMessages });
const spanish: Translate = (id, values) => intl.formatMessage({ id }, values);
const englishIntl = createIntl({ locale: 'en', messages: englishMessages });
const english: Translate = (id, values) => englishIntl.formatMessage({ id }, values);

const CUA = { ...EVERYDAY_VERBS.find((entry) => entry.word === 'cuā')!, definition_spanish: ['comer (algo)'] };
const TAMALLI = word(100, 'tamalli', { definition_english: ['tamale'], definition_spanish: ['tamal'] });
const ETL = word(101, 'ētl', { definition_english: ['bean'] });

const side = (start: number, calculate = 'fixed') => ({ start, calculate, ratio: 0 });
const pattern = (changes: Partial<PatternSpec> = {}): PatternSpec => ({
  variables: ['V1', 'N1'],
  words: {},
  mapping: { V1: [CUA.id], N1: [TAMALLI.id] },
  templates: [['{V1} {N1}?'], ['Quemah, {V1} {N1}.']],
  rules: { variables: ['V1'], question: side(1), response: side(0, 'mirror') },
  substitutions: [],
  ...changes,
});

describe('the pattern game in Spanish', () => {
  it('hint 1 names the person and tense with Spanish grammar terms and the words with their Spanish meanings', () => {
    const turn = makeTurn(pattern(), [CUA, TAMALLI], seededRandom(1));
    expect(turn.hints.map((hint) => hintText(hint, spanish, 'es'))).toEqual([
      'Responde como “yo”, en presente: conjuga cuā ‘comer (algo)’. Usa tamalli ‘tamal’.',
      'Su forma: Qu_m_h, ni-c-cu_ tamalli.',
    ]);
  });

  it('a word with no Spanish meaning keeps its English one; lists and substitutions read in Spanish', () => {
    const spec = pattern({
      variables: ['N1', 'N2'],
      mapping: { N1: [TAMALLI.id], N2: [ETL.id] },
      templates: [['Motōcā {N1} {N2}?'], ['Quemah, motōcā {N1} {N2}.']],
      rules: { variables: [], question: side(1), response: side(0, 'mirror') },
      substitutions: [['mo', 'no']],
    });
    const [words] = makeTurn(spec, [TAMALLI, ETL], seededRandom(1)).hints;
    expect(hintText(words, spanish, 'es')).toBe(
      'Usa tamalli ‘tamal’ y ētl ‘bean’. El mo… de la pregunta se vuelve no… en la respuesta.',
    );
    // In English, the English meanings.
    expect(hintText(words, english, 'en')).toBe(
      "Use tamalli ‘tamale’ and ētl ‘bean’. The question's mo… becomes no… in the answer.",
    );
  });

  it('the verdict: right, wrong, and the long vowels to mark or the ones that are short', () => {
    expect(feedbackText(checkPatternAnswer('Quemah, niccuā.', 'Quemah, niccuā.'), spanish)).toBe('¡Correcto!');
    expect(feedbackText(checkPatternAnswer('Ahmo.', 'Quemah, niccuā.'), spanish)).toBe('Incorrecto.');
    expect(feedbackText(checkPatternAnswer('quemah niccua', 'Quemah, niccuā.'), spanish)).toBe(
      '¡Correcto! Con sus vocales largas se escribe Quemah, niccuā: marca la vocal larga ā.',
    );
    expect(feedbackText(checkPatternAnswer('nōcōchi', 'nocochi'), spanish)).toBe(
      '¡Correcto! Con sus vocales largas se escribe nocochi: la o es corta aquí.',
    );
  });

  it('writes the same verdicts as the language core in English', () => {
    for (const [attempt, expected] of [
      ['Quemah, niccuā.', 'Quemah, niccuā.'],
      ['Ahmo.', 'Quemah, niccuā.'],
      ['quemah niccua', 'Quemah, niccuā.'],
      ['cuāltōn', 'cualton'],
      ['tlācuāz', 'tlacuāz'],
    ] as const) {
      const check = checkPatternAnswer(attempt, expected);
      expect(feedbackText(check, english)).toBe(check.message);
    }
  });
});
