import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Word } from '../../../../contract/words';
import { conjugate } from '../../../../nahuatl';
import { ALPHABET_STORAGE_KEY } from '../../../i18n/alphabet';
import { vocabulary } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { seededRandom } from '../../../test/seeded-random';
import { EVERYDAY_VERBS, word } from '../../../test/everyday-verbs';
import { MISMATCH_FLAG_MS } from './match-board';

const links = (vocabularyId: number, words: Word[]) =>
  page(
    words.map((linked, index) => ({
      id: 100 + index,
      vocabulary: vocabularyId,
      nahuatl_word: linked.id,
      nahuatl_word_data: linked,
    })),
  );

function serve(id: number, name: string, words: Word[]) {
  serveApi(null, {
    [`GET /utoaztecan/api/vocabulary/${id}/`]: () => [
      200,
      vocabulary(id, name, { owner: 1, description: `About ${name}.` }),
    ],
    'GET /utoaztecan/api/vocabulary-word/': () => [200, links(id, words)],
  });
}

const FAMILY_TWO_VERBS = [
  word(20, 'nāntli', { definition_english: ['mother'] }),
  word(21, 'tahtli', { definition_english: ['father'] }),
  EVERYDAY_VERBS[0]!,
  EVERYDAY_VERBS[2]!,
];

setUpScreenTests();

beforeEach(() => {
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(42));
});

afterEach(() => {
  vi.useRealTimers();
});

const gameButton = (name: string) => screen.getByRole('button', { name });

describe('/practice/{id}', () => {
  it('shows the vocabulary card with its three games', async () => {
    serve(5, 'Everyday verbs', EVERYDAY_VERBS);
    renderApp('/practice/5');
    const card = await screen.findByRole('article', { name: 'Everyday verbs' });
    expect(within(card).getByText('About Everyday verbs.')).toBeTruthy();
    const games = await within(card).findByRole('group', { name: 'Games' });
    expect(
      within(games)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Match', 'Conjugate', 'Conjugate+']);
    for (const name of ['Match', 'Conjugate', 'Conjugate+']) {
      expect(gameButton(name).getAttribute('aria-pressed')).toBe('false');
      expect((gameButton(name) as HTMLButtonElement).disabled).toBe(false);
    }
  });

  it('disables Conjugate and Conjugate+ below three verbs, with the reason', async () => {
    serve(6, 'Family', FAMILY_TWO_VERBS);
    renderApp('/practice/6?game=conjugate');
    const reason = await screen.findByText('This vocabulary has 2 verbs; conjugating needs at least 3.');
    for (const name of ['Conjugate', 'Conjugate+']) {
      const button = gameButton(name) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    }
    expect((gameButton('Match') as HTMLButtonElement).disabled).toBe(false);
    // An address asking for a disabled game opens none.
    expect(screen.queryByLabelText('Your answer')).toBeNull();
  });

  it('says so when the vocabulary does not exist', async () => {
    serveApi(null);
    renderApp('/practice/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vocabulary not found' })).toBeTruthy();
  });
});

describe('Match', () => {
  const MATCH_WORDS = [
    word(1, 'cochi', { definition_english: ['to sleep'] }),
    word(2, 'chōca', { definition_english: ['to cry', 'to weep'] }),
    word(3, 'ehco', { definition_english: ['to arrive'] }),
    word(4, 'ahci', { definition_english: ['to arrive'] }),
    word(5, 'cuā', { definition_english: ['to eat (something)'] }),
  ];
  const DEFINITION: Record<string, string> = {
    cochi: 'to sleep',
    chōca: 'to cry; to weep',
    ehco: 'to arrive',
    cuā: 'to eat (something)',
  };

  const column = (name: string) => screen.getByRole('region', { name });
  const wordCard = (text: string) => within(column('Words')).getByRole('button', { name: text });
  const definitionCard = (text: string) => within(column('Definitions')).getByRole('button', { name: text });

  async function openMatch() {
    serve(5, 'Motion', MATCH_WORDS);
    renderApp('/practice/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Match' }));
    await screen.findByRole('region', { name: 'Match' });
  }

  it('deals the words once each, duplicates by definition removed, and counts the pairs', async () => {
    await openMatch();
    expect(gameButton('Match').getAttribute('aria-pressed')).toBe('true');
    expect(
      within(column('Words'))
        .getAllByRole('button')
        .map((button) => button.textContent)
        .sort(),
    ).toEqual(['chōca', 'cochi', 'cuā', 'ehco']);
    expect(screen.getByText('4 pairs left')).toBeTruthy();
  });

  it('is played with toggle buttons: select, deselect, a wrong pair flagged, a right pair matched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openMatch();
    const status = screen.getByRole('status');

    fireEvent.click(wordCard('cochi'));
    expect(wordCard('cochi').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(wordCard('cochi'));
    expect(wordCard('cochi').getAttribute('aria-pressed')).toBe('false');
    expect(status.textContent).toBe('Deselected cochi.');

    fireEvent.click(wordCard('cochi'));
    fireEvent.click(definitionCard('to arrive'));
    expect(status.textContent).toContain('✗ Not a pair: cochi does not mean “to arrive”.');
    expect(definitionCard('to arrive, not a pair').className).toMatch(/flagged/);
    expect(wordCard('cochi, not a pair').getAttribute('aria-pressed')).toBe('true');
    act(() => void vi.advanceTimersByTime(MISMATCH_FLAG_MS));
    expect(definitionCard('to arrive').className).not.toMatch(/flagged/);

    fireEvent.click(definitionCard('to sleep'));
    expect((wordCard('cochi, matched') as HTMLButtonElement).disabled).toBe(true);
    expect((definitionCard('to sleep, matched') as HTMLButtonElement).disabled).toBe(true);
    expect(status.textContent).toBe('✓ Matched: cochi means “to sleep”. 3 pairs left.');
    // With three pairs left the cards in play are tinted, and the text says so.
    expect(wordCard('cuā').className).toMatch(/tinted/);
    expect(screen.getByText(/cards still in play are tinted/)).toBeTruthy();
    // The focus moved off the disabled card to the next one in play.
    expect(document.activeElement?.tagName).toBe('BUTTON');
    expect((document.activeElement as HTMLButtonElement).disabled).toBe(false);
  });

  it('ends with "Success!" and Play again deals a new game', async () => {
    await openMatch();
    for (const [text, definition] of Object.entries(DEFINITION)) {
      fireEvent.click(definitionCard(definition));
      fireEvent.click(wordCard(text));
    }
    expect(screen.getByText('Success!')).toBeTruthy();
    expect(screen.getByText('0 pairs left')).toBeTruthy();
    const again = screen.getByRole('button', { name: 'Play again' });
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    expect(screen.queryByText('Success!')).toBeNull();
    expect(screen.getByText('4 pairs left')).toBeTruthy();
    expect(
      within(column('Words'))
        .getAllByRole('button')
        .every((button) => !(button as HTMLButtonElement).disabled),
    ).toBe(true);
  });
});

describe('Conjugate', () => {
  async function openConjugate(name = 'Conjugate') {
    serve(5, 'Everyday verbs', EVERYDAY_VERBS);
    renderApp('/practice/5');
    fireEvent.click(await screen.findByRole('button', { name }));
    return screen.findByLabelText('Your answer') as Promise<HTMLInputElement>;
  }

  /** The expected form, worked out from the prompt's words as a learner would. */
  function expectedAnswer(): string {
    const prompt = screen.getByText(
      (_, element) => element?.tagName === 'P' && (element.textContent ?? '').includes(' · ') && element.id !== '',
    );
    const [head = '', tense = '', person = '', object] = (prompt.textContent ?? '').split(' · ');
    const verb = EVERYDAY_VERBS.find((entry) => entry.word === head.split(' — ')[0])!;
    const persons = ['I', 'you', 'he/she', 'we', 'you all', 'they'];
    const objects: Record<string, string> = {
      me: 'nech',
      you: 'mitz',
      'him/her/it': '',
      us: 'tech',
      'you all': 'mech',
      them: 'quin',
      someone: 'te',
      something: 'tla',
    };
    const reflexive = ['myself', 'yourself', 'himself/herself', 'ourselves', 'yourselves', 'themselves'];
    const code = object === undefined ? null : reflexive.includes(object) ? 'mo' : objects[object];
    return conjugate(verb, { tense: tense as never, person: persons.indexOf(person) as never, object: code as never })!;
  }

  it('offers the long vowels as keys, and says answers without macrons count', async () => {
    await openConjugate();
    expect(screen.getByRole('group', { name: 'Type a long vowel' })).toBeTruthy();
    expect(screen.getByText(/Answers without macrons count/)).toBeTruthy();
  });

  it('in the school spelling: no long-vowel keys, and either spelling counts (issue 50)', async () => {
    localStorage.setItem(ALPHABET_STORAGE_KEY, 'modern');
    try {
      await openConjugate();
      expect(screen.queryByRole('group', { name: 'Type a long vowel' })).toBeNull();
      expect(screen.getByText(/Answers in the school spelling or the dictionary's count alike/)).toBeTruthy();
    } finally {
      localStorage.removeItem(ALPHABET_STORAGE_KEY);
    }
  });

  it('the answer box is for Nahuatl and takes the focus', async () => {
    const input = await openConjugate();
    expect(input.getAttribute('lang')).toBe('nah');
    expect(input.getAttribute('autocapitalize')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Score: 0 of 0 right · 0 skipped')).toBeTruthy();
  });

  it('Enter checks, Enter again asks the next question; the buttons follow SPEC.md §5', async () => {
    const input = await openConjugate();
    const check = () => screen.getByRole('button', { name: 'Check Answer' }) as HTMLButtonElement;
    const next = () => screen.getByRole('button', { name: 'Next Question' }) as HTMLButtonElement;
    expect(check().disabled).toBe(true);
    expect(next().disabled).toBe(true);

    const answer = expectedAnswer();
    fireEvent.change(input, { target: { value: answer } });
    expect(check().disabled).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toContain('It matches!');
    expect(screen.getByRole('status').textContent).toContain(`The answer: ${answer}`);
    expect(check().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    expect(input.readOnly).toBe(true);
    expect(screen.getByText('Score: 1 of 1 right · 0 skipped')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Question 2 of 10')).toBeTruthy();
    expect(input.value).toBe('');
    expect(input.readOnly).toBe(false);
    expect(next().disabled).toBe(true);
    expect(document.activeElement).toBe(input);

    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.click(check());
    expect(screen.getByRole('status').textContent).toContain('Not quite.');
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Score: 1 of 2 right · 0 skipped')).toBeTruthy();
  });

  it('two hints, then Hint is disabled; Skip moves on and shows the skipped answer', async () => {
    const input = await openConjugate('Conjugate+');
    const hint = () => screen.getByRole('button', { name: /^Hint/ }) as HTMLButtonElement;
    expect(hint().textContent).toBe('Hint (2 left)');
    fireEvent.click(hint());
    expect(
      within(screen.getByRole('list', { name: 'Hints' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Build it as /)]);
    fireEvent.click(hint());
    expect(hint().textContent).toBe('Hint (0 left)');
    expect(hint().disabled).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Hints' })).getAllByRole('listitem')[1]?.textContent).toMatch(
      /^Its (pieces|letters)/,
    );
    expect(document.activeElement).toBe(input);

    const answer = expectedAnswer();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Question 2 of 10')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(`is ${answer}.`);
    expect(screen.getByText('Score: 0 of 0 right · 1 skipped')).toBeTruthy();
    expect(hint().textContent).toBe('Hint (2 left)');
    expect(screen.getByText(/^New since the last question: the (person|object)\.$/)).toBeTruthy();
  });

  it('a session ends after ten questions with its summary; "Practise the ones I missed" asks only those', async () => {
    const input = await openConjugate();
    expect(screen.getByText('Question 1 of 10')).toBeTruthy();
    const missed: string[] = [];
    for (let question = 1; question <= 10; question += 1) {
      const answer = expectedAnswer();
      if (question === 3 || question === 7) {
        missed.push(answer);
        fireEvent.change(input, { target: { value: 'zzz' } });
      } else fireEvent.change(input, { target: { value: answer } });
      fireEvent.keyDown(input, { key: 'Enter' });
      fireEvent.keyDown(input, { key: 'Enter' });
    }

    const summary = screen.getByRole('region', { name: 'Conjugate: session over' });
    expect(document.activeElement).toBe(within(summary).getByRole('heading', { level: 2 }));
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    const count = (label: string) =>
      within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect([count('Right'), count('Right, with a note on the long vowels'), count('Wrong'), count('Skipped')]).toEqual([
      '8',
      '0',
      '2',
      '0',
    ]);
    expect(within(summary).getByRole('heading', { level: 3, name: 'The 2 you missed' })).toBeTruthy();
    const items = within(summary).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(missed);
    expect(items.every((item) => item.querySelector('strong')?.getAttribute('lang') === 'nah')).toBe(true);

    fireEvent.click(within(summary).getByRole('button', { name: 'Practise the ones I missed' }));
    const again = screen.getByLabelText('Your answer') as HTMLInputElement;
    expect(document.activeElement).toBe(again);
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    for (const answer of missed) {
      expect(expectedAnswer()).toBe(answer);
      fireEvent.change(again, { target: { value: answer } });
      fireEvent.keyDown(again, { key: 'Enter' });
      fireEvent.keyDown(again, { key: 'Enter' });
    }
    const done = screen.getByRole('region', { name: 'Conjugate: session over' });
    expect(within(done).getByText('You missed none. Well done!')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: 'Practise the ones I missed' })).toBeNull();

    fireEvent.change(within(done).getByRole('combobox', { name: 'Questions per session' }), { target: { value: '5' } });
    fireEvent.click(within(done).getByRole('button', { name: 'New session' }));
    expect(screen.getByText('Question 1 of 5')).toBeTruthy();
  });

  it('the long-vowel buttons type into the answer', async () => {
    const input = await openConjugate();
    fireEvent.change(input, { target: { value: 'nicu' } });
    input.setSelectionRange(4, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Type ā' }));
    expect(input.value).toBe('nicuā');
  });
});
