import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The types to record in, best first: Opus in WebM (Chrome, Firefox, Edge), Opus in Ogg, then
 * MP4 for Safari. A browser that records none of them records in its own default.
 */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];

/**
 * The peak amplitude (of full scale, 1) a take must reach at least once to count as heard:
 * about -34 dBFS, above a quiet room through a phone's microphone, far below speech near it.
 */
const SILENCE_PEAK = 0.02;

/** How often the meter and the countdown are updated. */
const TICK_MS = 50;

/** Why there is no take: the microphone could not be used, or what it recorded is refused. */
export type RecorderProblem = 'unsupported' | 'denied' | 'noMicrophone' | 'failed' | 'silent' | 'empty';

/** A take kept on the device, to hear before it is sent. */
export interface Take {
  blob: Blob;
  durationMs: number;
  /** An object URL of the blob, for the page's audio element; revoked when the take is dropped. */
  url: string;
}

export type RecorderState =
  | { step: 'idle'; problem?: RecorderProblem }
  | { step: 'starting' }
  | { step: 'recording'; level: number; secondsLeft: number }
  | { step: 'recorded'; take: Take };

interface Session {
  stop: () => void;
  /** Lets the microphone go without keeping a take (the component went away). */
  abandon: () => void;
}

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError') return 'noMicrophone';
  return 'failed';
}

/**
 * The meter's 0–100 for a peak amplitude, on a scale of decibels from -60 to 0: the ear hears
 * loudness so, and quiet speech still moves the meter.
 */
const meterLevel = (peak: number) => Math.round(Math.min(100, Math.max(0, ((20 * Math.log10(peak) + 60) / 60) * 100)));

/** Turns the device's "microphone in use" light off and frees the audio context. */
function letGo(stream: MediaStream | null, context: AudioContext) {
  for (const track of stream?.getTracks() ?? []) track.stop();
  void context.close();
}

/** Records `stream` until `stop` or `maxMs`, measuring its level in `context`, and reports each step. */
function recordFrom(
  stream: MediaStream,
  context: AudioContext,
  maxMs: number,
  report: (state: RecorderState) => void,
): Session {
  const type = RECORDING_TYPES.find((candidate) => MediaRecorder.isTypeSupported(candidate));
  const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
  const analyser = context.createAnalyser();
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const chunks: Blob[] = [];
  let loudest = 0;
  let abandoned = false;

  recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
  recorder.addEventListener('stop', () => {
    if (abandoned) return;
    release();
    const blob = new Blob(chunks, { type: recorder.mimeType || type });
    if (blob.size === 0) report({ step: 'idle', problem: 'empty' });
    else if (loudest < SILENCE_PEAK) report({ step: 'idle', problem: 'silent' });
    else
      report({ step: 'recorded', take: { blob, durationMs: Date.now() - startedAt, url: URL.createObjectURL(blob) } });
  });
  recorder.start();
  const startedAt = Date.now();
  report({ step: 'recording', level: 0, secondsLeft: Math.ceil(maxMs / 1000) });

  const ticks = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    const peak = samples.reduce((highest, sample) => Math.max(highest, Math.abs(sample)), 0);
    loudest = Math.max(loudest, peak);
    const secondsLeft = Math.ceil((maxMs - (Date.now() - startedAt)) / 1000);
    report({ step: 'recording', level: meterLevel(peak), secondsLeft });
  }, TICK_MS);
  const limit = setTimeout(() => stop(), maxMs);

  // The meter and the countdown end at once; the recorder's last data and its stop event follow.
  function stop() {
    clearInterval(ticks);
    clearTimeout(limit);
    if (recorder.state !== 'inactive') recorder.stop();
  }
  function release() {
    stop();
    letGo(stream, context);
  }
  return {
    stop,
    abandon: () => {
      abandoned = true;
      release();
    },
  };
}

const canRecord = () =>
  typeof MediaRecorder !== 'undefined' &&
  typeof AudioContext !== 'undefined' &&
  // Absent where the page is not served securely (HTTPS or localhost).
  typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * One take at a time from the device's microphone, up to `maxSeconds`, with the level while it
 * records. A take nothing was heard in, or with no data, is refused here rather than sent, so a
 * muted microphone is caught while the speaker is still there to record again.
 */
export function useVoiceRecorder(maxSeconds: number) {
  const [state, setState] = useState<RecorderState>({ step: 'idle' });
  const session = useRef<Session | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.abandon();
    };
  }, []);

  const take = state.step === 'recorded' ? state.take : null;
  useEffect(() => (take ? () => URL.revokeObjectURL(take.url) : undefined), [take]);

  const start = useCallback(async () => {
    if (!canRecord()) {
      setState({ step: 'idle', problem: 'unsupported' });
      return;
    }
    // Made within the press, before the permission prompt: Safari keeps an audio context made
    // later suspended, its meter would read nothing and every take would be refused as silent.
    const context = new AudioContext();
    setState({ step: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      letGo(null, context);
      setState({ step: 'idle', problem: problemOf(error) });
      return;
    }
    // Gone while the browser asked for permission: the microphone is let go at once.
    if (!mounted.current) {
      letGo(stream, context);
      return;
    }
    try {
      session.current = recordFrom(stream, context, maxSeconds * 1000, setState);
    } catch {
      letGo(stream, context);
      setState({ step: 'idle', problem: 'failed' });
    }
  }, [maxSeconds]);

  const stop = useCallback(() => session.current?.stop(), []);

  return { state, start, stop };
}
