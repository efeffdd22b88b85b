/**
 * Audio for the media tests: generated tones and silence, not a speaker. No recording of a
 * person is used; a sine tone stands in for a word wherever a test needs sound.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface ToneOptions {
  seconds: number;
  hz?: number;
  sampleRate?: number;
  /** 8, 16, 24 or 32-bit integer samples, or 32-bit float with `float`. */
  bitDepth?: 8 | 16 | 24 | 32;
  float?: boolean;
  channels?: number;
  /** Peak of the tone as a fraction of full scale; 0 makes silence. */
  amplitude?: number;
  /** Digital silence before the tone starts. */
  leadingSilenceSeconds?: number;
}

/** Writes one sample (-1…1) at `at` in the WAV sample format of `options`. */
function writeSample(view: DataView, at: number, value: number, bitDepth: number, float: boolean): void {
  if (float) return view.setFloat32(at, value, true);
  const full = 2 ** (bitDepth - 1);
  const int = Math.max(-full, Math.min(full - 1, Math.round(value * full)));
  if (bitDepth === 8) view.setUint8(at, int + 128);
  else if (bitDepth === 16) view.setInt16(at, int, true);
  else if (bitDepth === 24) {
    view.setUint16(at, int & 0xffff, true);
    view.setInt8(at + 2, int >> 16);
  } else view.setInt32(at, int, true);
}

/** A generated sine tone as a WAV file (PCM, or IEEE float with `float`). */
export function toneWav({
  seconds,
  hz = 440,
  sampleRate = 16_000,
  bitDepth = 16,
  float = false,
  channels = 1,
  amplitude = 0.5,
  leadingSilenceSeconds = 0,
}: ToneOptions): Uint8Array {
  const silentFrames = Math.round(leadingSilenceSeconds * sampleRate);
  const frames = silentFrames + Math.round(seconds * sampleRate);
  const sampleBytes = bitDepth / 8;
  const dataBytes = frames * channels * sampleBytes;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => bytes.set(Buffer.from(text, 'ascii'), at);
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, float ? 3 : 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * sampleBytes, true);
  view.setUint16(32, channels * sampleBytes, true);
  view.setUint16(34, bitDepth, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let frame = silentFrames; frame < frames; frame++) {
    const value = amplitude * Math.sin((2 * Math.PI * hz * (frame - silentFrames)) / sampleRate);
    for (let channel = 0; channel < channels; channel++) {
      writeSample(view, 44 + (frame * channels + channel) * sampleBytes, value, bitDepth, float);
    }
  }
  return bytes;
}

/** Generated digital silence as a 16-bit WAV file. */
export const silentWav = (seconds: number): Uint8Array => toneWav({ seconds, amplitude: 0 });

/** A WAV file that is only its 44-byte header: no samples at all. */
export const emptyWav = (): Uint8Array => toneWav({ seconds: 0 });

/**
 * The formats the tests encode generated WAV into, with how each imitates where real uploads
 * come from.
 */
const ENCODINGS = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '96k', '-f', 'mp3'],
  'ogg-opus': ['-c:a', 'libopus', '-f', 'ogg'],
  'ogg-vorbis': ['-c:a', 'libvorbis', '-f', 'ogg'],
  // Written as a live stream, like Chrome's MediaRecorder: no duration in the header.
  'webm-opus': ['-c:a', 'libopus', '-f', 'webm', '-live', '1'],
  // Index at the end, as a phone's voice memo app writes it.
  'm4a-aac': ['-c:a', 'aac', '-f', 'ipod'],
  // Fragmented MP4 with the index first, as Safari's MediaRecorder writes it.
  'mp4-aac-fragmented': ['-c:a', 'aac', '-movflags', 'frag_keyframe+empty_moov', '-f', 'mp4'],
} as const;

export type Encoding = keyof typeof ENCODINGS;
export const encodings = Object.keys(ENCODINGS) as Encoding[];

const execFileAsync = promisify(execFile);

/**
 * Runs ffmpeg on `audio`, written to a file, with `args` after the input (`out` is a path it may
 * write to), and hands its log and `out` to `read` before the files are removed.
 */
async function ffmpegOn<T>(
  audio: Uint8Array,
  args: (out: string) => string[],
  read: (log: string, out: string) => Promise<T> | T,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'np-audio-fixture-'));
  try {
    const input = join(dir, 'in');
    const out = join(dir, 'out');
    await writeFile(input, audio);
    const { stderr } = await execFileAsync('ffmpeg', [
      '-nostdin',
      '-nostats',
      '-hide_banner',
      '-i',
      input,
      ...args(out),
    ]);
    return await read(stderr, out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Encodes a generated WAV with ffmpeg; the tests that use it are skipped where ffmpeg is missing. */
export function encodeWith(encoding: Encoding, wav: Uint8Array): Promise<Uint8Array> {
  return ffmpegOn(
    wav,
    (out) => [...ENCODINGS[encoding], out],
    (_log, out) => readFile(out),
  );
}

/** Integrated loudness (LUFS) of an audio file, measured by ffmpeg's EBU R128 meter. */
export function measureLufs(audio: Uint8Array): Promise<number> {
  return ffmpegOn(
    audio,
    () => ['-af', 'ebur128', '-f', 'null', '-'],
    (log) => {
      const integrated = /Integrated loudness:\s+I:\s+(-?[\d.]+) LUFS/.exec(log);
      if (!integrated) throw new Error(`no loudness in ffmpeg's output:\n${log}`);
      return Number(integrated[1]);
    },
  );
}
