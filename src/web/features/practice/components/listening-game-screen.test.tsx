import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Recording } from '../../../../contract/recordings';
import type { Word } from '../../../../contract/words';
import { vocabulary, word } from '../../../test/fixtures';
import { page, renderApp } from '../../../test/render-app';
import { serveApi, setUpScreenTests } from '../../../test/serve-api';
import { seededRandom } from '../../../test/seeded-random';

// jsdom plays no media: `play` is replaced by a fake that notes the source it was asked for.
// The recordings below are records only; no audio, real or generated, is involved.
let playedSources: (string | null)[];

const recording = (id: number, wordId: number): Recording => ({
  id,
  owner: 1,
  speaker: 9,
  speaker_data: { id: 9, name: 'Rosa', place: 'Cuetzalan', variety: '', licence: 'CC-BY-4.0' },
  word: wordId,
  sentence: null,
  tense: null,
  person: null,
  object: null,
  status: 'approved',
  reason: '',
  duration_ms: 800,
  audio: `/utoaztecan/api/recording/${id}/audio/`,
  created_at: '2025-05-01T10:00:00Z',
});

const WORDS = [
  word(1, 'cochi', { definition_english: ['to sleep'] }),
  word(2, 'chōca', { definition_english: ['to cry'] }),
  word(3, 'calli', { definition_english: ['house'] }),
  word(4, 'ātl', { definition_english: ['water'] }),
];

/** Words each with a long vowel, to type without it. */
const LONG_WORDS = [
  word(11, 'chōca', { definition_english: ['to cry'] }),
  word(12, 'ātl', { definition_english: ['water'] }),
  word(13, 'tōtōtl', { definition_english: ['bird'] }),
  word(14, 'cuā', { definition_english: ['to eat (something)'] }),
];

function serve(recorded: Word[], dictionary: Word[] = []) {
  return serveApi(null, {
    'GET /utoaztecan/api/recording/': () => [200, page(recorded.map((entry) => recording(entry.id * 10, entry.id)))],
    'GET /utoaztecan/api/nahuatl/': () => [200, { ...page(dictionary), suggestions: [] }],
    ...Object.fromEntries(
      [...recorded, ...dictionary].map((entry) => [
        `GET /utoaztecan/api/nahuatl/${entry.id}/`,
        () => [200, entry] as [number, unknown],
      ]),
    ),
  });
}

setUpScreenTests();

beforeEach(() => {
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(42));
  playedSources = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playedSources.push(this.getAttribute('src'));
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

const choices = () => within(screen.getByRole('group', { name: 'Which word did you hear?' })).getAllByRole('button');

/** What the live regions say (the verdict's and the player's). */
const statusText = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ');

/** The word the question plays, read from the source the play button asked for. */
async function heardWord(number: number): Promise<string> {
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: `Listen to the word of question ${number}` })),
  );
  const id = Number(/recording\/(\d+)\//.exec(playedSources.at(-1) ?? '')?.[1]) / 10;
  return [...WORDS, ...LONG_WORDS].find((entry) => entry.id === id)?.word ?? '';
}

describe('/practice/listen', () => {
  it('says kindly that nothing is recorded yet, and leads to the words', async () => {
    serve([]);
    renderApp('/practice/listen');
    expect(await screen.findByText(/No recordings have been approved yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the words' }).getAttribute('href')).toBe('/words');
  });

  it('asks only for approved recordings, which a guest may hear', async () => {
    const requests = serve(WORDS);
    renderApp('/practice/listen');
    await screen.findByRole('group', { name: 'Which word did you hear?' });
    expect(requests.map(({ call }) => call)).toContain('GET /utoaztecan/api/recording/?status=approved&page_size=200');
  });

  it('plays a recording, takes the word picked among four, counts it and moves on', async () => {
    serve(WORDS);
    renderApp('/practice/listen');
    await screen.findByRole('group', { name: 'Which word did you hear?' });
    expect(screen.getByText('Question 1 of 10')).toBeTruthy();
    expect(
      choices()
        .map((button) => button.textContent)
        .sort(),
    ).toEqual(['calli', 'chōca', 'cochi', 'ātl'].sort());

    const heard = await heardWord(1);
    const wrong = choices().find((button) => button.textContent !== heard)!;
    fireEvent.click(wrong);
    expect(statusText()).toContain('Not quite.');
    expect(statusText()).toContain(`The answer: ${heard}`);
    expect(screen.getByText('Score: 0 of 1 right · 0 skipped')).toBeTruthy();
    expect(choices().every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next Question' }));
    expect(choices().find((button) => button.textContent?.endsWith(heard))?.textContent).toBe(`✓ ${heard}`);

    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByText('Question 2 of 10')).toBeTruthy();
    const next = await heardWord(2);
    fireEvent.click(choices().find((button) => button.textContent === next)!);
    expect(statusText()).toContain('It matches!');
    expect(screen.getByText('Score: 1 of 2 right · 0 skipped')).toBeTruthy();
  });

  it('draws the other choices from the dictionary when one word is recorded', async () => {
    serve(WORDS.slice(0, 1), WORDS.slice(1));
    renderApp('/practice/listen');
    await screen.findByRole('group', { name: 'Which word did you hear?' });
    expect(
      choices()
        .map((button) => button.textContent)
        .sort(),
    ).toEqual(['calli', 'chōca', 'cochi', 'ātl'].sort());
    expect(await heardWord(1)).toBe('cochi');
  });

  it('in type mode, forgives the macrons with a note, and ends the session with its summary', async () => {
    serve(LONG_WORDS);
    renderApp('/practice/listen?mode=type');
    const box = await screen.findByLabelText('Your answer');
    expect(screen.getByRole('button', { name: 'Type the word' }).getAttribute('aria-pressed')).toBe('true');
    const heard = await heardWord(1);
    fireEvent.change(box, { target: { value: heard.normalize('NFD').replace(/\u0304/g, '') } });
    fireEvent.click(screen.getByRole('button', { name: 'Check Answer' }));
    expect(statusText()).toContain(`It matches! Spelled with its long vowels it is ${heard}: mark the long vowel`);
    expect(screen.getByText('Score: 1 of 1 right · 0 skipped')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    for (let skipped = 0; skipped < 9; skipped += 1) fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Listen: session over' })).toBeTruthy();
    expect(screen.getByText('The 9 you missed')).toBeTruthy();
  });

  it('gives the meaning as the first hint', async () => {
    serve(WORDS);
    renderApp('/practice/listen');
    await screen.findByRole('group', { name: 'Which word did you hear?' });
    const heard = await heardWord(1);
    fireEvent.click(screen.getByRole('button', { name: 'Hint (2 left)' }));
    const meaning = WORDS.find((entry) => entry.word === heard)?.definition_english[0];
    expect(screen.getByText(`It means “${meaning}”.`)).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    serve(WORDS);
    renderApp('/practice/listen', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Escuchar' })).toBeTruthy();
    expect(await screen.findByRole('group', { name: '¿Qué palabra oíste?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escuchar la palabra de la pregunta 1' })).toBeTruthy();
  });
});

describe('the practice screen', () => {
  it('links to Listen beside the vocabulary’s games', async () => {
    serveApi(null, {
      'GET /utoaztecan/api/vocabulary/5/': () => [200, vocabulary(5, 'Home', { owner: 1 })],
      'GET /utoaztecan/api/vocabulary-word/': () => [200, page([])],
    });
    renderApp('/practice/5');
    expect((await screen.findByRole('link', { name: 'Listen' })).getAttribute('href')).toBe('/practice/listen');
  });
});
