import { describe, expect, it } from 'vitest';
import type { Pattern } from '../../../contract/patterns';
import {
  draftOf,
  draftProblems,
  emptyDraft,
  nextVariableName,
  patternOf,
  variableNameProblem,
  type PatternDraft,
} from './pattern-draft';

/** The sample pattern "Ticcuā?" as the API sends it (word ids as the seed gives them). */
const food: Pattern = {
  id: 2,
  name: 'Ticcuā? — What do you eat?',
  description: 'Food.',
  instructions: 'Answer yes.',
  language: 'en',
  share: true,
  featured: true,
  owner: 1,
  deleted: false,
  variables: ['V1', 'N1'],
  words: { V1: 'cuā', N1: 'tlaxcalli' },
  mapping: { V1: [10, 11], N1: [20, 21] },
  pattern_vocabulary: null,
  templates: [
    ['{V1} {N1}?', 'Axcan {V1} {N1}?'],
    ['Quemah, {V1} {N1}.', 'Quemah, axcan {V1} {N1}.'],
  ],
  rules: {
    variables: ['V1'],
    question: { start: 1, calculate: 'fixed', ratio: 0.3 },
    response: { start: 0, calculate: 'mirror', ratio: 0 },
  },
  substitutions: [['mo', 'no']],
};
const words = [
  { id: 10, word: 'cuā' },
  { id: 11, word: 'nequi' },
  { id: 20, word: 'tlaxcalli' },
];

const valid = (): PatternDraft => ({
  ...emptyDraft(),
  name: 'Sleep',
  questions: ['{V1}?'],
  responses: ['Quemah, {V1}.'],
  variables: [{ name: 'V1', words: [{ id: 10, word: 'cochi' }], defaultWord: '', conjugate: true }],
});

describe('draftOf and patternOf', () => {
  it('turn a stored pattern into the form and back without changing it', () => {
    const draft = draftOf(food, words);
    expect(draft.variables).toEqual([
      { name: 'V1', words: words.slice(0, 2), defaultWord: 'cuā', conjugate: true },
      {
        name: 'N1',
        words: [
          { id: 20, word: 'tlaxcalli' },
          { id: 21, word: 'word #21' },
        ],
        defaultWord: 'tlaxcalli',
        conjugate: false,
      },
    ]);
    expect(draft.question).toEqual({ person: 1, plural: '30', tense: 'present' });
    expect(draft.response).toEqual({ person: 'mirror', plural: '0', tense: 'present' });

    const { id: _id, owner: _owner, featured: _featured, deleted: _deleted, language: _language, ...content } = food;
    expect(patternOf(draft)).toEqual({
      ...content,
      rules: {
        ...content.rules,
        question: { ...content.rules.question, tense: 'present' },
        response: { ...content.rules.response, tense: 'present' },
      },
    });
  });

  it('reads an answer fixed on the question’s own person as “the same”, and writes it back fixed', () => {
    const same = draftOf(
      {
        ...food,
        rules: {
          variables: [],
          question: { start: 2, calculate: 'fixed', ratio: 0, tense: 'past' },
          response: { start: 2, calculate: 'fixed', ratio: 0.5, tense: 'past' },
        },
      },
      words,
    );
    expect(same.response).toEqual({ person: 'same', plural: '50', tense: 'past' });
    same.question.person = 4;
    expect(patternOf(same).rules.response).toEqual({ start: 4, calculate: 'fixed', ratio: 0.5, tense: 'past' });
  });

  it('keeps a random question random, and an answer fixed on another person as that person', () => {
    const draft = draftOf(
      {
        ...food,
        rules: {
          variables: [],
          question: { start: 1, calculate: 'random', ratio: 0 },
          response: { start: 1, calculate: 'fixed', ratio: 0 },
        },
      },
      words,
    );
    expect([draft.question.person, draft.response.person]).toEqual(['random', 1]);
  });

  it('gives a mirrored answer no plural chance of its own', () => {
    const draft = { ...valid(), response: { person: 'mirror' as const, plural: '80', tense: 'present' as const } };
    expect(patternOf(draft).rules.response.ratio).toBe(0);
  });
});

describe('draftProblems', () => {
  it('finds nothing wrong with a complete pattern', () => {
    expect(draftProblems(valid())).toEqual({});
  });

  it('names each problem with the field the server would name', () => {
    const draft: PatternDraft = {
      ...valid(),
      name: ' ',
      questions: ['{V1}?', ''],
      responses: ['Quemah, {V2}.'],
      question: { person: 1, plural: '150', tense: 'present' },
      variables: [{ name: 'V1', words: [], defaultWord: '', conjugate: true }],
      substitutions: [['', 'no']],
    };
    expect(draftProblems(draft)).toEqual({
      name: ['This field may not be blank.'],
      'templates.0.1': ['A template may not be blank.'],
      'templates.1.0': ['{V2} is not one of the variables below.'],
      'substitutions.0.0': ['A substitution may not be blank.'],
      'rules.question.ratio': ['Give a number from 0 to 100.'],
      'mapping.V1': ['Pick at least one word, or give a default word.'],
    });
  });

  it('accepts a default word in place of picked words', () => {
    const draft = valid();
    draft.variables[0] = { name: 'V1', words: [], defaultWord: 'cochi', conjugate: false };
    expect(draftProblems(draft)).toEqual({});
  });

  it('asks for a number as the plural chance', () => {
    expect(draftProblems({ ...valid(), question: { person: 1, plural: '', tense: 'present' } })).toEqual({
      'rules.question.ratio': ['Give a number from 0 to 100.'],
    });
  });
});

describe('variable names', () => {
  it('must look like V1 and be new', () => {
    const draft = valid();
    expect(variableNameProblem(draft, 'N1')).toBeNull();
    expect(variableNameProblem(draft, 'V1')).toBe('V1 is already a variable.');
    expect(variableNameProblem(draft, '1V')).toMatch(/^A variable is a letter/);
  });

  it('may be named like the properties every object has: the form shows their own words, nothing inherited', () => {
    const odd: Pattern = {
      ...food,
      variables: ['constructor', 'toString'],
      words: { toString: 'tlaxcalli' },
      mapping: { constructor: [10] },
      templates: [['{constructor} {toString}?'], ['Quemah, {constructor} {toString}.']],
      rules: { ...food.rules, variables: ['constructor'] },
    };
    expect(draftOf(odd, words).variables).toEqual([
      { name: 'constructor', words: [{ id: 10, word: 'cuā' }], defaultWord: '', conjugate: true },
      { name: 'toString', words: [], defaultWord: 'tlaxcalli', conjugate: false },
    ]);
  });

  it('are suggested as the first free V-number', () => {
    expect(nextVariableName(emptyDraft())).toBe('V1');
    expect(nextVariableName(valid())).toBe('V2');
  });
});
