import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../contract/locales';
import { LocaleProvider } from '../../i18n/locale';
import { RecordingRecorder } from './recording-recorder';

/*
 * jsdom has no microphone, MediaRecorder or Web Audio: these fakes stand in for them. No sound is
 * made or recorded. The fake microphone "hears" a constant level (`heardPeak`, of full scale),
 * and the fake recorder hands over `takeBytes` zero bytes as its take.
 */
let heardPeak: number;
let takeBytes: number;
let supportedTypes: string[];
let recorders: FakeMediaRecorder[];
let contexts: FakeAudioContext[];
let trackStops: ReturnType<typeof vi.fn>[];
let objectUrls: { made: Blob[]; revoked: string[] };

const EVERY_TYPE = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** The type the fake browser records in when asked for none. */
const BROWSER_DEFAULT_TYPE = 'audio/x-browser-default';

class FakeMediaRecorder extends EventTarget {
  static isTypeSupported = (type: string) => supportedTypes.includes(type);
  state: RecordingState = 'inactive';
  readonly mimeType: string;

  constructor(
    readonly stream: MediaStream,
    readonly options?: MediaRecorderOptions,
  ) {
    super();
    this.mimeType = options?.mimeType ?? BROWSER_DEFAULT_TYPE;
    recorders.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    this.state = 'inactive';
    const data = new Blob([new Uint8Array(takeBytes)], { type: this.mimeType });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }
}

class FakeAudioContext {
  closed = false;

  constructor() {
    contexts.push(this);
  }

  createMediaStreamSource() {
    return { connect: () => {} };
  }

  createAnalyser() {
    return { fftSize: 256, getFloatTimeDomainData: (samples: Float32Array) => samples.fill(heardPeak) };
  }

  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

const getUserMedia = vi.fn(async () => {
  const stop = vi.fn();
  trackStops.push(stop);
  return { getTracks: () => [{ stop }] } as unknown as MediaStream;
});

const restores: (() => void)[] = [];

/** Sets `name` on `target` for one test, as a browser would have it. */
function provide(target: object, name: string, value: unknown) {
  const before = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
  restores.push(() => (before ? Object.defineProperty(target, name, before) : Reflect.deleteProperty(target, name)));
}

beforeEach(() => {
  heardPeak = 0.4;
  takeBytes = 2048;
  supportedTypes = EVERY_TYPE;
  recorders = [];
  contexts = [];
  trackStops = [];
  objectUrls = { made: [], revoked: [] };
  getUserMedia.mockClear();
  vi.useFakeTimers();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  provide(navigator, 'mediaDevices', { getUserMedia });
  provide(URL, 'createObjectURL', (blob: Blob) => `blob:take-${objectUrls.made.push(blob)}`);
  provide(URL, 'revokeObjectURL', (url: string) => objectUrls.revoked.push(url));
});

afterEach(() => {
  // Unmounted while the fakes stand: leaving the screen lets the microphone go.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const restore of restores.splice(0)) restore();
});

function showRecorder({
  maxSeconds,
  locale = 'en',
  sending,
}: { maxSeconds?: number; locale?: Locale; sending?: boolean } = {}) {
  const onTake = vi.fn();
  const view = render(
    <LocaleProvider locale={locale}>
      <RecordingRecorder maxSeconds={maxSeconds} onTake={onTake} sending={sending} />
    </LocaleProvider>,
  );
  return { ...view, onTake };
}

const button = (name: string) => screen.getByRole('button', { name });

/** Presses a button and lets the microphone's permission (a promise) and React settle. */
async function press(name: string) {
  await act(async () => {
    fireEvent.click(button(name));
    await vi.advanceTimersByTimeAsync(0);
  });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the recorder', () => {
  it.each([
    ['Opus in WebM where the browser records it', EVERY_TYPE, 'audio/webm;codecs=opus'],
    ['Opus in Ogg next', ['audio/ogg;codecs=opus', 'audio/mp4'], 'audio/ogg;codecs=opus'],
    ['MP4 on Safari', ['audio/mp4'], 'audio/mp4'],
    ['the browser’s own type otherwise', [], undefined],
  ])('records in %s, and sends the take with its length', async (_, supported, chosen) => {
    supportedTypes = supported;
    const { onTake } = showRecorder();
    await press('Record');
    await wait(1500);
    await press('Stop');
    expect(screen.getByLabelText('Your recording').getAttribute('src')).toBe('blob:take-1');
    await press('Send');

    expect(recorders[0]!.options?.mimeType).toBe(chosen);
    expect(onTake).toHaveBeenCalledTimes(1);
    const [blob, durationMs] = onTake.mock.calls[0]!;
    expect([blob.type, blob.size, durationMs]).toEqual([chosen ?? BROWSER_DEFAULT_TYPE, 2048, 1500]);
  });

  it('shows the level and the seconds left, and stops itself at the limit', async () => {
    showRecorder({ maxSeconds: 3 });
    const main = button('Record');
    main.focus();
    await press('Record');
    expect(screen.getByText('3 seconds left')).toBeTruthy();
    await wait(50);
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(50);
    heardPeak = 0;
    await wait(50);
    expect(meter.getAttribute('aria-valuenow')).toBe('0');

    await wait(900);
    expect(screen.getByText('2 seconds left')).toBeTruthy();
    await wait(1999);
    expect(recorders[0]!.state).toBe('recording');
    await wait(1);
    expect(recorders[0]!.state).toBe('inactive');
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByLabelText('Your recording')).toBeTruthy();
    // The microphone is let go, and the focus stayed on the one main button throughout.
    expect(trackStops[0]).toHaveBeenCalled();
    expect(contexts[0]!.closed).toBe(true);
    expect(button('Record again')).toBe(main);
    expect(document.activeElement).toBe(main);
  });

  it('refuses a take in which nothing was heard', async () => {
    heardPeak = 0.005;
    const { onTake } = showRecorder();
    await press('Record');
    await wait(2000);
    await press('Stop');
    expect(screen.getByRole('alert').textContent).toBe(
      'Nothing was heard in this recording. Check that the microphone is not muted, then record again speaking close to it.',
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByLabelText('Your recording')).toBeNull();
    expect(trackStops[0]).toHaveBeenCalled();
    expect(onTake).not.toHaveBeenCalled();
  });

  it('refuses a take with no data', async () => {
    takeBytes = 0;
    showRecorder();
    await press('Record');
    await wait(1000);
    await press('Stop');
    expect(screen.getByRole('alert').textContent).toBe('The recording came out empty. Record again.');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('records again, dropping the first take, and sends the second', async () => {
    const { onTake } = showRecorder();
    await press('Record');
    await wait(1000);
    await press('Stop');
    takeBytes = 4096;
    await press('Record again');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(objectUrls.revoked).toEqual(['blob:take-1']);
    await wait(2500);
    await press('Stop');
    expect(screen.getByLabelText('Your recording').getAttribute('src')).toBe('blob:take-2');
    await press('Send');
    expect(onTake.mock.calls.map(([blob, durationMs]) => [blob.size, durationMs])).toEqual([[4096, 2500]]);
  });

  it('keeps the keyboard’s focus on Record while the microphone starts, and asks for it once', async () => {
    getUserMedia.mockImplementationOnce(() => new Promise<MediaStream>(() => {}));
    showRecorder();
    const main = button('Record');
    main.focus();
    await press('Record');
    await press('Record');
    expect([main.hasAttribute('disabled'), main.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    expect(document.activeElement).toBe(main);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('keeps Send waiting while the take is on its way', async () => {
    const { onTake } = showRecorder({ sending: true });
    await press('Record');
    await wait(1000);
    await press('Stop');
    const send = button('Sending…');
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(send);
    expect(onTake).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'La aplicación no tiene permiso para usar el micrófono.'],
    ['NotFoundError', 'No se encontró ningún micrófono en este dispositivo.'],
    ['NotReadableError', 'No se pudo encender el micrófono.'],
  ])('says in Spanish why the microphone could not be used (%s)', async (name, message) => {
    getUserMedia.mockRejectedValueOnce(new DOMException('refused', name));
    showRecorder({ locale: 'es' });
    await press('Grabar');
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(button('Grabar')).toBeTruthy();
    expect(contexts.map((context) => context.closed)).toEqual([true]);
  });

  it('says so where the browser cannot record', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    showRecorder();
    await press('Record');
    expect(screen.getByRole('alert').textContent).toBe(
      'This browser cannot record audio here. Try a recent Chrome, Firefox or Safari.',
    );
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('lets the microphone go when it leaves the screen while recording', async () => {
    const { unmount, onTake } = showRecorder();
    await press('Record');
    await wait(500);
    unmount();
    expect(trackStops[0]).toHaveBeenCalled();
    expect(contexts[0]!.closed).toBe(true);
    expect(objectUrls.made).toEqual([]);
    await wait(60_000);
    expect(onTake).not.toHaveBeenCalled();
  });
});
