import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../contract/locales';
import { LocaleProvider } from '../../i18n/locale';
import type { Recording } from '../../../contract/recordings';
import { RecordingPlayer } from './recording-player';

// jsdom plays no media: `play` and `pause` are replaced by fakes that fire the events a browser
// would and note the element they were called on and its source then. No sound is involved.
let played: HTMLMediaElement[];
let playedSources: (string | null)[];
let playResult: () => Promise<void>;

beforeEach(() => {
  played = [];
  playedSources = [];
  playResult = () => Promise.resolve();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    playedSources.push(this.getAttribute('src'));
    this.dispatchEvent(new Event('play'));
    return playResult();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  // Unmounted while the fakes stand: leaving the screen pauses the audio.
  cleanup();
  vi.restoreAllMocks();
});

const recording = (id: number, name: string, place: string, status: Recording['status'] = 'approved'): Recording => ({
  id,
  owner: 7,
  speaker: id * 10,
  speaker_data: { id: id * 10, name, place, variety: 'nhi', licence: 'CC-BY-4.0' },
  word: 3,
  sentence: null,
  tense: null,
  person: null,
  object: null,
  status,
  reason: '',
  duration_ms: 900,
  audio: `/media/recordings/${id}.ogg`,
  created_at: '2025-05-01T10:00:00Z',
});

const rosa = recording(1, 'Rosa Hernández', 'Cuetzalan');
const pedro = recording(2, 'Pedro Martínez', 'Tlaxcalancingo');

const showPlayer = (recordings: Recording[], locale: Locale = 'en') =>
  render(
    <LocaleProvider locale={locale}>
      <RecordingPlayer recordings={recordings} label="cochi" />
    </LocaleProvider>,
  );

const playButton = () => screen.getByRole('button', { name: 'Listen to cochi' });

async function press(button: HTMLElement) {
  await act(async () => fireEvent.click(button));
}

describe('the recording player', () => {
  it('plays the chosen speaker’s recording, pressed while it plays', async () => {
    showPlayer([rosa, pedro]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Speaker' }), { target: { value: '2' } });
    await press(playButton());
    expect(playedSources).toEqual(['/media/recordings/2.ogg']);
    expect(playButton().getAttribute('aria-pressed')).toBe('true');

    await press(playButton());
    expect(playButton().getAttribute('aria-pressed')).toBe('false');

    fireEvent.change(screen.getByRole('combobox', { name: 'Speaker' }), { target: { value: '1' } });
    await press(playButton());
    expect(playedSources).toEqual(['/media/recordings/2.ogg', '/media/recordings/1.ogg']);
    expect(played[1]).toBe(played[0]);
  });

  it('offers a choice of speaker only when several recorded the word, naming each with their place', () => {
    const { unmount } = showPlayer([rosa, pedro]);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Rosa Hernández, Cuetzalan', 'Pedro Martínez, Tlaxcalancingo']);
    unmount();

    showPlayer([pedro]);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Pedro Martínez, Tlaxcalancingo')).toBeTruthy();
  });

  it('marks a recording staff have not approved as waiting for review, alone or among others', () => {
    const waiting = recording(3, 'Ana López', '', 'pending');
    const { unmount } = showPlayer([waiting]);
    expect(screen.getByText('Ana López (waiting for review)')).toBeTruthy();
    unmount();

    showPlayer([rosa, waiting], 'es');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Rosa Hernández, Cuetzalan', 'Ana López (en espera de revisión)']);
  });

  it('renders nothing without recordings', () => {
    const { container } = showPlayer([]);
    expect(container.innerHTML).toBe('');
  });

  it('plays at three quarters of the speed with the pitch kept, switched while playing too', async () => {
    showPlayer([rosa]);
    const slower = screen.getByRole('button', { name: 'Slower' });
    await press(slower);
    expect(slower.getAttribute('aria-pressed')).toBe('true');
    await press(playButton());
    const audio = played[0]!;
    expect([audio.playbackRate, audio.preservesPitch]).toEqual([0.75, true]);

    await press(slower);
    expect(slower.getAttribute('aria-pressed')).toBe('false');
    expect(audio.playbackRate).toBe(1);
  });

  it('says so when the recording cannot be played', async () => {
    playResult = () => Promise.reject(new DOMException('No supported source', 'NotSupportedError'));
    showPlayer([rosa]);
    await press(playButton());
    expect(screen.getByRole('status').textContent).toBe('The recording could not be played.');
    expect(playButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the audio fails while it plays, and clears the message on the next try', async () => {
    showPlayer([rosa]);
    await press(playButton());
    await act(async () => played[0]!.dispatchEvent(new Event('error')));
    expect(screen.getByRole('status').textContent).toBe('The recording could not be played.');
    await press(playButton());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says nothing when a start is interrupted by a pause', async () => {
    playResult = () => Promise.reject(new DOMException('Interrupted by pause()', 'AbortError'));
    showPlayer([rosa]);
    await press(playButton());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stops playing when it leaves the screen', async () => {
    const { unmount } = showPlayer([rosa]);
    await press(playButton());
    const pause = vi.mocked(HTMLMediaElement.prototype.pause);
    pause.mockClear();
    unmount();
    expect(pause.mock.contexts).toEqual([played[0]]);
  });

  it('speaks Spanish', () => {
    showPlayer([rosa, pedro], 'es');
    expect(screen.getByRole('button', { name: 'Escuchar cochi' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Hablante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Más lento' })).toBeTruthy();
  });
});
