import { describe, expect, it } from 'vitest';
import type { PersonIndex, Tense } from '../../../nahuatl';
import { canCheck as canRespond, canGoNext, canHint, canSkip, takeHint } from '../../components/game/turn-game';
import { seededRandom } from '../../test/seeded-random';
import { EVERYDAY_VERBS, word } from '../../test/everyday-verbs';
import {
  applySubstitutions,
  checkResponse,
  isPlayable,
  makeTurn,
  mirrorPerson,
  nextPatternTurn,
  respond,
  shownHints,
  skipPatternTurn,
  startPatternGame,
  unplayableReason,
  type PatternHint,
  type PatternSide,
  type PatternSpec,
  type PatternTurn,
  type PatternWord,
} from './pattern-game';
import { hintText } from './pattern-texts';
import { translate } from '../../i18n/locale';

const verb = (spelling: string) => EVERYDAY_VERBS.find((entry) => entry.word === spelling)!;
const COCHI = verb('cochi'); // id 1
const CUA = verb('cuā'); // id 3
const ITTA = verb('itta'); // id 4
const MOMACHTIA = verb('momachtia'); // id 9
const TAMALLI = word(100, 'tamalli', { definition_english: ['tamale'] });
const TLAXCALLI = word(101, 'tlaxcalli', { definition_english: ['tortilla'] });
const XOCHITL = word(102, 'xōchitl', { definition_english: ['flower'] });
const CITLALLI = word(103, 'citlalli', { definition_english: ['star'] });
const WORDS: PatternWord[] = [...EVERYDAY_VERBS, TAMALLI, TLAXCALLI, XOCHITL, CITLALLI];

const side = (start: number, calculate = 'fixed', ratio = 0, tense?: Tense): PatternSide => ({
  start,
  calculate,
  ratio,
  tense,
});

/** A pattern: "{V1} {N1}?" → "Quemah, {V1} {N1}.", asked of "you", answered by the mirrored person. */
function pattern(changes: Partial<PatternSpec> = {}): PatternSpec {
  return {
    variables: ['V1', 'N1'],
    words: { V1: 'cuā', N1: 'tamalli' },
    mapping: { V1: [CUA.id], N1: [TAMALLI.id] },
    templates: [['{V1} {N1}?'], ['Quemah, {V1} {N1}.']],
    rules: { variables: ['V1'], question: side(1), response: side(0, 'mirror') },
    substitutions: [],
    ...changes,
  };
}

/** A hint as it reads in English. */
const inEnglish = (hint: PatternHint) => hintText(hint, translate, 'en');

/** Why a pattern cannot be played, in English; null when it can. */
const reasonOf = (spec: PatternSpec, words: readonly PatternWord[]) => {
  const reason = unplayableReason(spec, words);
  return reason && translate(reason.id, reason.values);
};

/** `count` turns of a pattern, each avoiding the one before, from one seed. */
function turns(spec: PatternSpec, count: number, seed = 1, words: readonly PatternWord[] = WORDS): PatternTurn[] {
  const random = seededRandom(seed);
  const played: PatternTurn[] = [];
  for (let index = 0; index < count; index += 1) played.push(makeTurn(spec, words, random, played[index - 1] ?? null));
  return played;
}

const only = (spec: PatternSpec, seed = 1) => makeTurn(spec, WORDS, seededRandom(seed));

describe('persons', () => {
  it.each([
    [0, 1],
    [1, 0],
    [2, 2],
    [3, 4],
    [4, 3],
    [5, 5],
  ] as Array<[PersonIndex, PersonIndex]>)('mirror answers person %i with person %i', (asked, answered) => {
    expect(mirrorPerson(asked)).toBe(answered);
  });

  it.each([
    [0, 'Nicochi?', 'Quemah, ticochi.'],
    [1, 'Ticochi?', 'Quemah, nicochi.'],
    [2, 'Cochi?', 'Quemah, cochi.'],
    [3, 'Ticochih?', 'Quemah, incochih.'],
    [4, 'Incochih?', 'Quemah, ticochih.'],
    [5, 'Cochih?', 'Quemah, cochih.'],
  ])('a question asked of person %i is answered in the mirrored person: %s → %s', (start, question, response) => {
    const turn = only(
      pattern({
        variables: ['V1'],
        mapping: { V1: [COCHI.id] },
        templates: [['{V1}?'], ['Quemah, {V1}.']],
        rules: { variables: ['V1'], question: side(start), response: side(0, 'mirror') },
      }),
    );
    expect([turn.question, turn.response]).toEqual([question, response]);
  });

  it('"Tlen motoca?" → "Notoca …": the response template says it in the first person', () => {
    const spec = pattern({
      variables: ['N1'],
      words: { N1: 'xōchitl' },
      mapping: { N1: [XOCHITL.id] },
      templates: [['Tlen motoca?'], ['Notoca {N1}.']],
      rules: { variables: [], question: side(1), response: side(0, 'mirror') },
    });
    expect(only(spec)).toMatchObject({ question: 'Tlen motoca?', response: 'Notoca xōchitl.', persons: [1, 0] });
  });

  it('ratio 0 never makes a singular plural; ratio 1 always does, and the mirror follows', () => {
    const never = turns(
      pattern({ rules: { variables: ['V1'], question: side(1, 'fixed', 0), response: side(0, 'mirror') } }),
      40,
    );
    expect(new Set(never.map((turn) => turn.question))).toEqual(new Set(['Ticcuā tamalli?']));
    const always = turns(
      pattern({ rules: { variables: ['V1'], question: side(1, 'fixed', 1), response: side(0, 'mirror') } }),
      40,
    );
    expect(new Set(always.map((turn) => `${turn.question} → ${turn.response}`))).toEqual(
      new Set(['Inquicuāh tamalli? → Quemah, ticcuāh tamalli.']),
    );
  });

  it('a ratio between 0 and 1 gives both numbers; a plural start stays plural', () => {
    const mixed = turns(
      pattern({ rules: { variables: ['V1'], question: side(0, 'fixed', 0.5), response: side(0, 'mirror') } }),
      60,
    );
    expect(new Set(mixed.map((turn) => turn.persons[0]))).toEqual(new Set([0, 3]));
    const plural = turns(
      pattern({ rules: { variables: ['V1'], question: side(5, 'fixed', 1), response: side(0, 'mirror') } }),
      20,
    );
    expect(new Set(plural.map((turn) => turn.persons.join('→')))).toEqual(new Set(['5→5']));
  });

  it('random asks all six persons; with ratio 1 only the plurals', () => {
    const all = turns(
      pattern({ rules: { variables: ['V1'], question: side(0, 'random'), response: side(0, 'mirror') } }),
      120,
    );
    expect(new Set(all.map((turn) => turn.persons[0]))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const plurals = turns(
      pattern({ rules: { variables: ['V1'], question: side(0, 'random', 1), response: side(0, 'mirror') } }),
      120,
    );
    expect(new Set(plurals.map((turn) => turn.persons[0]))).toEqual(new Set([3, 4, 5]));
  });

  it('mirror on the question side means its start; a fixed or random response ignores the question', () => {
    const fixed = turns(
      pattern({ rules: { variables: ['V1'], question: side(4, 'mirror'), response: side(2, 'fixed') } }),
      20,
    );
    expect(new Set(fixed.map((turn) => `${turn.question} → ${turn.response}`))).toEqual(
      new Set(['Inquicuāh tamalli? → Quemah, quicuā tamalli.']),
    );
    const random = turns(
      pattern({ rules: { variables: ['V1'], question: side(1), response: side(0, 'random') } }),
      120,
    );
    expect(new Set(random.map((turn) => turn.persons[1]))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });
});

describe('tenses', () => {
  it.each([
    ['present', 'Ticochi?', 'Quemah, nicochi.'],
    ['past', 'Ticochqui?', 'Quemah, nicochqui.'],
    ['future', 'Ticochiz?', 'Quemah, nicochiz.'],
    ['imperfect', 'Ticochiyaya?', 'Quemah, nicochiyaya.'],
    ['conditional', 'Ticochizquia?', 'Quemah, nicochizquia.'],
    ['imperative', 'Xicochi?', 'Quemah, ma nicochi.'],
  ] as Array<[Tense, string, string]>)('both sides in the %s: %s → %s', (tense, question, response) => {
    const turn = only(
      pattern({
        variables: ['V1'],
        mapping: { V1: [COCHI.id] },
        templates: [['{V1}?'], ['Quemah, {V1}.']],
        rules: { variables: ['V1'], question: side(1, 'fixed', 0, tense), response: side(0, 'mirror', 0, tense) },
      }),
    );
    expect([turn.question, turn.response, turn.tenses]).toEqual([question, response, [tense, tense]]);
  });

  it('each side has its own tense, present when none is given', () => {
    const asked = only(
      pattern({
        rules: { variables: ['V1'], question: side(1, 'fixed', 0, 'past'), response: side(0, 'mirror', 0, 'future') },
      }),
    );
    expect([asked.question, asked.response]).toEqual(['Ticcuahqui tamalli?', 'Quemah, niccuāz tamalli.']);
    expect(only(pattern()).tenses).toEqual(['present', 'present']);
  });

  it('variables the rules do not list keep their dictionary form', () => {
    const turn = only(pattern({ rules: { variables: [], question: side(1), response: side(0, 'mirror') } }));
    expect([turn.question, turn.response]).toEqual(['Cuā tamalli?', 'Quemah, cuā tamalli.']);
  });
});

describe('templates and words', () => {
  it('plays variables named like the properties every object has (constructor, toString, valueOf, hasOwnProperty)', () => {
    for (const [mapped, worded] of [
      ['constructor', 'toString'],
      ['valueOf', 'hasOwnProperty'],
      ['toString', 'constructor'],
    ] as const) {
      // One variable is mapped with no default word, the other has a word and no mapping.
      const spec = pattern({
        variables: [mapped, worded],
        words: { [worded]: 'tamalli' },
        mapping: { [mapped]: [CUA.id] },
        templates: [[`{${mapped}} {${worded}}?`], [`Quemah, {${mapped}} {${worded}}.`]],
        rules: { variables: [mapped], question: side(1), response: side(0, 'mirror') },
      });
      expect(reasonOf(spec, WORDS), mapped).toBeNull();
      expect(only(spec).question, mapped).toMatch(/tamalli\?$/);
    }
  });

  it('the same word fills a variable in the question and the response', () => {
    const spec = pattern({ mapping: { V1: [CUA.id, ITTA.id, verb('nequi').id], N1: [TAMALLI.id, TLAXCALLI.id] } });
    for (const turn of turns(spec, 60)) {
      const [v1, n1] = turn.fillings;
      expect(turn.question).toBe(`${v1!.question.charAt(0).toUpperCase()}${v1!.question.slice(1)} ${n1!.question}?`);
      expect(turn.response).toBe(`Quemah, ${v1!.response} ${n1!.response}.`);
      expect(n1!.question).toBe(n1!.response);
    }
  });

  it('pairs the question template with the response template of the same index', () => {
    const spec = pattern({
      templates: [
        ['{V1} {N1}?', 'Axcan {V1} {N1}?'],
        ['Quemah, {V1} {N1}.', 'Quemah, axcan {V1} {N1}.'],
      ],
    });
    for (const turn of turns(spec, 40)) {
      expect(turn.templates[0]).toBe(turn.templates[1]);
      expect(turn.response.includes('axcan')).toBe(turn.question.startsWith('Axcan'));
    }
  });

  it('uses any response template when there are fewer responses than questions', () => {
    const spec = pattern({
      templates: [
        ['{V1} {N1}?', 'Axcan {V1} {N1}?', 'Moztla {V1} {N1}?'],
        ['Quemah, {V1} {N1}.', 'Ahmo, ax {V1} {N1}.'],
      ],
    });
    const pairs = new Set(turns(spec, 120).map((turn) => turn.templates.join('-')));
    expect(pairs).toEqual(new Set(['0-0', '1-1', '2-0', '2-1']));
  });

  it('starts every sentence with a capital and collapses spacing', () => {
    const spec = pattern({ templates: [['  {N1}   {V1}? {N1}?'], ['{V1}.  quemah.']] });
    expect(only(spec)).toMatchObject({ question: 'Tamalli ticcuā? Tamalli?', response: 'Niccuā. Quemah.' });
  });

  it('does not repeat the previous turn when another is possible', () => {
    const two = pattern({ mapping: { V1: [CUA.id], N1: [TAMALLI.id, TLAXCALLI.id] } });
    const played = turns(two, 50);
    played.slice(1).forEach((turn, index) => expect(turn.question).not.toBe(played[index]!.question));
    const one = turns(pattern(), 3);
    expect(one.map((turn) => turn.question)).toEqual(['Ticcuā tamalli?', 'Ticcuā tamalli?', 'Ticcuā tamalli?']);
  });

  it('replays exactly from the same seed', () => {
    const spec = pattern({
      mapping: { V1: [CUA.id, ITTA.id, COCHI.id], N1: [TAMALLI.id, TLAXCALLI.id] },
      rules: { variables: ['V1'], question: side(0, 'random', 0.3), response: side(0, 'mirror') },
    });
    expect(turns(spec, 20, 7)).toEqual(turns(spec, 20, 7));
  });
});

describe('fallbacks', () => {
  it('a conjugated variable filled by a word with no tenses uses it as it is', () => {
    const turn = only(pattern({ mapping: { V1: [TLAXCALLI.id], N1: [TAMALLI.id] } }));
    expect([turn.question, turn.response, turn.fillings[0]!.conjugated]).toEqual([
      'Tlaxcalli tamalli?',
      'Quemah, tlaxcalli tamalli.',
      false,
    ]);
  });

  it('skips a verb whose form for this person is missing, and uses its dictionary form when no word has one', () => {
    const gappy = word(200, 'tlatla', {
      type: 'tlach1',
      tenses: { ...COCHI.tenses!, present: ['nitlatla', null, 'tlatla', 'titlatlah', 'intlatlah', 'tlatlah'] },
    });
    const words = [...WORDS, gappy];
    const both = turns(pattern({ mapping: { V1: [gappy.id, CUA.id], N1: [TAMALLI.id] } }), 20, 1, words);
    expect(new Set(both.map((turn) => turn.fillings[0]!.word))).toEqual(new Set(['cuā']));
    const third = pattern({
      mapping: { V1: [gappy.id], N1: [TAMALLI.id] },
      rules: { variables: ['V1'], question: side(2), response: side(0, 'mirror') },
    });
    expect(makeTurn(third, words, seededRandom(1)).fillings[0]).toMatchObject({ conjugated: true, question: 'tlatla' });
    const alone = makeTurn(
      pattern({ words: { V1: '', N1: 'tamalli' }, mapping: { V1: [gappy.id], N1: [TAMALLI.id] } }),
      words,
      seededRandom(1),
    );
    expect([alone.question, alone.response, alone.fillings[0]!.conjugated]).toEqual([
      'Tlatla tamalli?',
      'Quemah, tlatla tamalli.',
      false,
    ]);
  });

  it('uses the default word when the mapping has none, conjugated when it is one of the words', () => {
    const known = only(pattern({ words: { V1: 'cochi', N1: 'tamalli' }, mapping: { V1: [], N1: [] } }));
    expect([known.question, known.response]).toEqual(['Ticochi tamalli?', 'Quemah, nicochi tamalli.']);
    const unknown = only(pattern({ words: { V1: 'cuā', N1: 'ētl' }, mapping: { V1: [CUA.id], N1: [999] } }));
    expect(unknown.question).toBe('Ticcuā ētl?');
    expect(unknown.fillings[1]).toMatchObject({ wordId: null, word: 'ētl', gloss: '' });
  });
});

describe('substitutions', () => {
  it.each([
    ['Quemah, motōcā {N1}.', [['mo', 'no']], 'Quemah, notōcā {N1}.'],
    ['Motōcā {N1}?', [['mo', 'no']], 'Notōcā {N1}?'],
    ['Ahmo motōcā {N1}.', [['mo', 'no']], 'Ahmo notōcā {N1}.'],
    ['MOTŌCĀ', [['mo', 'no']], 'NOTŌCĀ'],
    [
      'Nocal huan mocal',
      [
        ['mo', 'no'],
        ['no', 'mo'],
      ],
      'Mocal huan nocal',
    ],
    [
      'Quemah, taha motōcā',
      [
        ['taha', 'naha'],
        ['mo', 'no'],
      ],
      'Quemah, naha notōcā',
    ],
    ['{mo} mo{N1} {N1}mo', [['mo', 'no']], '{mo} no{N1} {N1}mo'],
    ['What is your name?', [['your', 'my']], 'What is my name?'],
    ['Yourself', [['your', 'my']], 'Myself'],
    ['Motōcā', [['', 'x']], 'Motōcā'],
  ])('%s with %j → %s', (template, pairs, expected) => {
    expect(applySubstitutions(template, pairs).template).toBe(expected);
  });

  it('reports the pairs that changed something, in the order met', () => {
    expect(
      applySubstitutions('Taha motōcā, mocal', [
        ['mo', 'no'],
        ['ahmo', 'ax'],
        ['taha', 'naha'],
      ]).applied,
    ).toEqual([
      ['taha', 'naha'],
      ['mo', 'no'],
    ]);
  });

  it('change the response template only, never the question or a filled-in word', () => {
    const spec = pattern({
      variables: ['V1'],
      mapping: { V1: [MOMACHTIA.id] },
      templates: [['Momachtia? Motōcā?'], ['Quemah, {V1}. Motōcā.']],
      rules: { variables: ['V1'], question: side(2), response: side(0, 'mirror') },
      substitutions: [['mo', 'no']],
    });
    expect(only(spec)).toMatchObject({
      question: 'Momachtia? Motōcā?',
      response: 'Quemah, momachtia. Notōcā.',
      substituted: [['mo', 'no']],
    });
  });

  it('"Motōcā Xōchitl?" → "Quemah, notōcā xōchitl."', () => {
    const names = pattern({
      variables: ['N1'],
      words: { N1: 'xōchitl' },
      mapping: { N1: [XOCHITL.id, CITLALLI.id] },
      templates: [['Motōcā {N1}?'], ['Quemah, motōcā {N1}.']],
      rules: { variables: [], question: side(1), response: side(0, 'mirror') },
      substitutions: [['mo', 'no']],
    });
    expect(new Set(turns(names, 20).map((turn) => `${turn.question} → ${turn.response}`))).toEqual(
      new Set(['Motōcā xōchitl? → Quemah, notōcā xōchitl.', 'Motōcā citlalli? → Quemah, notōcā citlalli.']),
    );
  });
});

describe('hints', () => {
  it.each([
    [
      'a conjugated verb and a noun',
      pattern(),
      'Answer as “I”, present tense: conjugate cuā ‘eat (something)’. Use tamalli ‘tamale’.',
      'Its shape: Qu_m_h, ni-c-cu_ tamalli.',
    ],
    [
      'the plural past',
      pattern({
        rules: { variables: ['V1'], question: side(1, 'fixed', 1, 'past'), response: side(0, 'mirror', 0, 'past') },
      }),
      'Answer as “we”, past tense: conjugate cuā ‘eat (something)’. Use tamalli ‘tamale’.',
      'Its shape: Qu_m_h, ti-c-cu_h-queh tamalli.',
    ],
    [
      'the imperative',
      pattern({
        variables: ['V1'],
        mapping: { V1: [COCHI.id] },
        templates: [['{V1}?'], ['Quemah, {V1}.']],
        rules: {
          variables: ['V1'],
          question: side(1, 'fixed', 0, 'imperative'),
          response: side(0, 'mirror', 0, 'imperative'),
        },
      }),
      'Answer as “I”, imperative tense: conjugate cochi ‘sleep’.',
      'Its shape: Qu_m_h, ma ni-c_ch_.',
    ],
    [
      'a substitution and no conjugation',
      pattern({
        variables: ['N1'],
        mapping: { N1: [XOCHITL.id] },
        templates: [['Motōcā {N1}?'], ['Quemah, motōcā {N1}.']],
        rules: { variables: [], question: side(1), response: side(0, 'mirror') },
        substitutions: [['mo', 'no']],
      }),
      "Use xōchitl ‘flower’. The question's mo… becomes no… in the answer.",
      'Its shape: Qu_m_h, n_t_c_ xōchitl.',
    ],
    [
      'a word only the response has',
      pattern({ templates: [['{V1}?'], ['Quemah, {V1} {N1}.']] }),
      'Answer as “I”, present tense: conjugate cuā ‘eat (something)’. Use tamalli ‘tamale’.',
      'Its shape: Qu_m_h, ni-c-cu_ t_m_ll_.',
    ],
  ])('%s', (_, spec, words, shape) => {
    expect(only(spec).hints.map(inEnglish)).toEqual([words, shape]);
  });

  it('in the modern alphabet: the words and the shape, each piece spelled before its vowels are hidden', () => {
    const inModern = (hint: PatternHint) => hintText(hint, translate, 'en', 'modern');
    expect(only(pattern()).hints.map(inModern)).toEqual([
      'Answer as “I”, present tense: conjugate kua ‘eat (something)’. Use tamali ‘tamale’.',
      'Its shape: K_m_j, ni-k-ku_ tamali.',
    ]);
  });
});

describe('checking a response', () => {
  const turn = only(pattern());

  it.each([
    ['Quemah, niccuā tamalli.', true, true, 'It matches!'],
    ['quemah niccuā tamalli', true, true, 'It matches!'],
    ['  QUEMAH,   NICCUĀ   TAMALLI!! ', true, true, 'It matches!'],
    [
      'Quemah, niccua tamalli',
      true,
      false,
      'It matches! Spelled with its long vowels it is Quemah, niccuā tamalli: mark the long vowel ā.',
    ],
    ['Quemah, ticcuā tamalli.', false, false, 'Not quite.'],
    ['Quemah, niccuā', false, false, 'Not quite.'],
  ])('%j → correct %s, exact %s', (attempt, correct, exact, message) => {
    expect(checkResponse(turn, attempt)).toMatchObject({
      correct,
      exact,
      message,
      response: 'Quemah, niccuā tamalli.',
    });
  });

  it('accepts the spellings the core accepts for a conjugated form (quitta for quiitta)', () => {
    const seeing = only(
      pattern({
        mapping: { V1: [ITTA.id], N1: [TAMALLI.id] },
        rules: { variables: ['V1'], question: side(2), response: side(0, 'mirror') },
      }),
    );
    expect(seeing.responses).toEqual(['Quemah, quiitta tamalli.', 'Quemah, quitta tamalli.']);
    expect(checkResponse(seeing, 'quemah quitta tamalli')).toMatchObject({
      correct: true,
      response: 'Quemah, quiitta tamalli.',
    });
  });
});

describe('playability', () => {
  const words = WORDS;
  it.each([
    ['no question template', pattern({ templates: [[], ['Quemah.']] }), 'The pattern has no question template.'],
    ['no response template', pattern({ templates: [['{V1}?']] }), 'The pattern has no response template.'],
    ['a blank template', pattern({ templates: [['{V1}?', ' '], ['Quemah.']] }), 'Question template 2 is empty.'],
    [
      'a placeholder with no variable',
      pattern({ templates: [['{V1} {N2}?'], ['Quemah.']] }),
      "Question template 1 (“{V1} {N2}?”) uses {N2}, which is not one of the pattern's variables.",
    ],
    [
      'a stray brace',
      pattern({ templates: [['{V1}?'], ['Quemah, {V1 {N1}.']] }),
      'Response template 1 (“Quemah, {V1 {N1}.”) has a { or } that is not part of a placeholder such as {V1}.',
    ],
    [
      'a variable with no word',
      pattern({ words: { V1: 'cuā', N1: ' ' }, mapping: { V1: [CUA.id], N1: [] } }),
      '{N1} has no word to fill it: map at least one word to it.',
    ],
    [
      'mapped words that are not among the words',
      pattern({ words: { V1: 'cuā' }, mapping: { V1: [CUA.id], N1: [999] } }),
      '{N1} has no word to fill it: map at least one word to it.',
    ],
    [
      'a start person out of range',
      pattern({ rules: { variables: ['V1'], question: side(6), response: side(0, 'mirror') } }),
      "The question rule's start person must be 0 to 5 (1-S … 3-P), not 6.",
    ],
    [
      'an unknown calculation',
      pattern({ rules: { variables: ['V1'], question: side(1), response: side(0, 'sideways') } }),
      "The response rule's calculation must be fixed, random or mirror, not “sideways”.",
    ],
    [
      'a ratio over 1',
      pattern({ rules: { variables: ['V1'], question: side(1, 'fixed', 1.5), response: side(0, 'mirror') } }),
      "The question rule's plural ratio must be between 0 and 1, not 1.5.",
    ],
    [
      'an unknown tense',
      pattern({
        rules: { variables: ['V1'], question: side(1, 'fixed', 0, 'someday' as Tense), response: side(0, 'mirror') },
      }),
      "The question rule's tense must be one of present, past, future, imperfect, conditional, imperative, not “someday”.",
    ],
    [
      'a conjugated variable that is not declared',
      pattern({ rules: { variables: ['V9'], question: side(1), response: side(0, 'mirror') } }),
      "The rules conjugate V9, which is not one of the pattern's variables.",
    ],
  ])('%s', (_, spec, reason) => {
    expect(reasonOf(spec, words)).toBe(reason);
    expect(isPlayable(spec, words)).toBe(false);
    expect(() => makeTurn(spec, words, seededRandom(1))).toThrow(new RangeError(reason));
  });

  it('a declared variable no template uses needs no word', () => {
    const spec = pattern({ variables: ['V1', 'N1', 'X9'] });
    expect(reasonOf(spec, words)).toBeNull();
    expect(isPlayable(spec, words)).toBe(true);
  });
});

describe('the game', () => {
  const spec = pattern({ mapping: { V1: [CUA.id, ITTA.id], N1: [TAMALLI.id, TLAXCALLI.id] } });

  it('gives two hints, then none', () => {
    let game = startPatternGame(spec, WORDS, seededRandom(2));
    expect([canHint(game), shownHints(game, inEnglish)]).toEqual([true, []]);
    game = takeHint(game);
    expect(shownHints(game, inEnglish)).toEqual([inEnglish(game.turn.hints[0])]);
    game = takeHint(takeHint(game));
    expect([canHint(game), shownHints(game, inEnglish)]).toEqual([false, game.turn.hints.map(inEnglish)]);
  });

  it('checks a response once, then only Next moves on; Skip counts a skipped turn', () => {
    const random = seededRandom(3);
    let game = startPatternGame(spec, WORDS, random);
    expect([canRespond(game, ' '), canRespond(game, 'x'), canGoNext(game), canSkip(game)]).toEqual([
      false,
      true,
      false,
      true,
    ]);
    game = respond(game, game.turn.response);
    expect(game.result).toMatchObject({ correct: true, message: 'It matches!' });
    expect([canRespond(game, 'x'), canGoNext(game), canSkip(game)]).toEqual([false, true, false]);
    expect(respond(game, 'again')).toBe(game);
    const first = game.turn;
    game = nextPatternTurn(game, random);
    expect(game).toMatchObject({ number: 2, hintsLeft: 2, result: null, skipped: null });
    expect(game.turn.question).not.toBe(first.question);
    game = respond(game, 'Ahmo.');
    expect(game.result).toMatchObject({ correct: false, message: 'Not quite.', response: game.turn.response });
    game = nextPatternTurn(game, random);
    const skipped = game.turn;
    game = skipPatternTurn(game, random);
    expect(game).toMatchObject({ number: 4, skipped, score: { correct: 1, answered: 2, skipped: 1 } });
  });
});
