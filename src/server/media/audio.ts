import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer, type IFormat } from 'music-metadata';

/** Why a recording was refused; the routes turn each into a message. */
export type AudioRefusal = 'type' | 'empty' | 'silent' | 'too-long';

/** A recording the app will not keep, and why. */
export class AudioRefused extends Error {
  constructor(readonly refusal: AudioRefusal) {
    super(`recording refused: ${refusal}`);
    this.name = 'AudioRefused';
  }
}

/** What the content of an accepted recording says it is. */
export interface InspectedAudio {
  mime: string;
  extension: string;
  durationMs: number;
}

/** A learner records one word or a short phrase; longer takes are mistakes. */
export const MAX_RECORDING_SECONDS = 30;

/** Loudest sample of a take that counts as silent: a take with nothing louder holds no voice. */
const SILENT_PEAK_DBFS = -50;
const SILENT_PEAK = 10 ** (SILENT_PEAK_DBFS / 20);

/** Longest an ffmpeg run may take before it is killed: a hung decoder must not hold an upload. */
const FFMPEG_TIME_LIMIT_MS = 60_000;

/** The rate the silence check decodes compressed takes at: enough for speech, small to hold. */
const CHECK_SAMPLE_RATE = 16_000;

interface AcceptedKind {
  mime: string;
  extension: string;
  /** The codecs music-metadata names that this container may carry; `undefined` for WAV, read here. */
  codec?: RegExp;
}

const WAV: AcceptedKind = { mime: 'audio/wav', extension: 'wav' };
const OGG: AcceptedKind = { mime: 'audio/ogg', extension: 'ogg', codec: /^(?:Opus|Vorbis I)$/ };
const MP4: AcceptedKind = { mime: 'audio/mp4', extension: 'm4a', codec: /AAC/ };

/**
 * The accepted kinds by `file-type`'s extension. Browsers' recorders name WebM and MP4 as video
 * containers, and file-type names Ogg by its codec, so several names lead to one kind; the mime
 * returned is the one the original is served with.
 */
const ACCEPTED: Record<string, AcceptedKind> = {
  wav: WAV,
  mp3: { mime: 'audio/mpeg', extension: 'mp3', codec: /Layer 3$/ },
  ogg: OGG,
  oga: OGG,
  opus: OGG,
  webm: { mime: 'audio/webm', extension: 'webm', codec: /^OPUS$/ },
  m4a: MP4,
  mp4: MP4,
};

/** The loudest sample of a take as a fraction of full scale, and its length in frames. */
interface Samples {
  frames: number;
  sampleRate: number;
  peak: number;
}

/**
 * Identifies a recording by its content, reads its length, and refuses takes not worth keeping:
 * not an accepted audio format, or one this app cannot measure ('type'), no audio in it ('empty'),
 * longer than `maxSeconds` ('too-long'), or no sample above -50 dBFS ('silent').
 *
 * PCM WAV is checked for silence here; compressed formats are decoded by ffmpeg for it. Where
 * ffmpeg is not installed, compressed takes are not checked for silence (a silent one is
 * accepted) so that recordings can still be made; their lengths are still read without it.
 */
export async function inspectAudio(
  bytes: Uint8Array,
  { maxSeconds = MAX_RECORDING_SECONDS }: { maxSeconds?: number } = {},
): Promise<InspectedAudio> {
  const kind = await requireAcceptedKind(bytes);
  const format = await requireAudioFormat(bytes, kind);
  const samples = kind === WAV ? requireWavSamples(bytes) : await decodeForCheck(bytes, maxSeconds + 1);
  // A WAV's header may claim more than a stopped recorder wrote: its samples say how long it is.
  const seconds =
    (kind === WAV ? undefined : format.duration) ??
    (kind.extension === 'webm' ? matroskaSeconds(bytes) : undefined) ??
    (samples ? samples.frames / samples.sampleRate : undefined);
  if (seconds === undefined) throw new AudioRefused('type');
  if (seconds === 0 || samples?.frames === 0) throw new AudioRefused('empty');
  if (seconds > maxSeconds) throw new AudioRefused('too-long');
  if (samples && samples.peak < SILENT_PEAK) throw new AudioRefused('silent');
  return { mime: kind.mime, extension: kind.extension, durationMs: Math.round(seconds * 1000) };
}

/**
 * The copy learners hear: mono, trimmed of the silence before and after the word, brought to
 * about -16 LUFS so every recording plays equally loud, as MP3, which every current browser
 * plays. `null` when ffmpeg is not installed: the original is served instead. Give it a take
 * that `inspectAudio` accepted; ffmpeg failing or running over a minute is thrown as an Error
 * that says so.
 */
export async function makePlaybackCopy(bytes: Uint8Array): Promise<Uint8Array | null> {
  if (!(await ffmpegAvailable())) return null;
  return withTempInput(bytes, async (input, dir) => {
    const loudness = await measureLoudness(input);
    // Trimming is relative to the take's own loudness, so a quiet take keeps its word; the
    // 0.2 s of quiet kept at each end spares a soft first or last sound that the trim would cut.
    const trimDb = Math.max(loudness.input_i - 30, -70).toFixed(1);
    const trim = `silenceremove=start_periods=1:start_threshold=${trimDb}dB:start_silence=0.2:detection=peak`;
    // Measured in a first pass, the gain is one constant (`linear`), so the word keeps its shape.
    const normalise =
      `loudnorm=I=-16:TP=-1.5:LRA=11:measured_I=${loudness.input_i}:measured_TP=${loudness.input_tp}` +
      `:measured_LRA=${loudness.input_lra}:measured_thresh=${loudness.input_thresh}` +
      `:offset=${loudness.target_offset}:linear=true`;
    const output = join(dir, 'playback.mp3');
    await runFfmpeg([
      ...['-i', input, '-vn', '-map_metadata', '-1', '-ac', '1'],
      ...['-af', `${trim},areverse,${trim},areverse,${normalise}`],
      // loudnorm works at 192 kHz; MP3 is written at a rate it has.
      ...['-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '96k', output],
    ]);
    return readFile(output);
  });
}

let ffmpegCheck: Promise<boolean> | undefined;

/** Whether ffmpeg can be run; asked once per process, since installing it needs a restart anyway. */
export function ffmpegAvailable(): Promise<boolean> {
  ffmpegCheck ??= new Promise((resolve) => {
    const child = spawn('ffmpeg', ['-version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
  return ffmpegCheck;
}

async function requireAcceptedKind(bytes: Uint8Array): Promise<AcceptedKind> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected && ACCEPTED[detected.ext];
  if (!kind) throw new AudioRefused('type');
  return kind;
}

/** The container's description of the audio, refused unless it holds only an accepted codec. */
async function requireAudioFormat(bytes: Uint8Array, kind: AcceptedKind): Promise<IFormat> {
  let format: IFormat;
  try {
    ({ format } = await parseBuffer(bytes, { mimeType: kind.mime, size: bytes.length }, { duration: true }));
  } catch {
    throw new AudioRefused('type');
  }
  if (format.hasVideo || !format.hasAudio) throw new AudioRefused('type');
  if (kind.codec && !kind.codec.test(format.codec ?? '')) throw new AudioRefused('type');
  return format;
}

const WAVE_FORMAT_PCM = 1;
const WAVE_FORMAT_IEEE_FLOAT = 3;
const WAVE_FORMAT_EXTENSIBLE = 0xfffe;

type SampleReader = (view: DataView, at: number) => number;

/** Reads one sample as a fraction of full scale, by WAV format code and bits per sample. */
function sampleReader(code: number, bits: number): SampleReader | undefined {
  if (code === WAVE_FORMAT_IEEE_FLOAT) return bits === 32 ? (view, at) => view.getFloat32(at, true) : undefined;
  if (code !== WAVE_FORMAT_PCM) return undefined;
  switch (bits) {
    case 8:
      return (view, at) => (view.getUint8(at) - 128) / 128; // 8-bit WAV is unsigned
    case 16:
      return (view, at) => view.getInt16(at, true) / 2 ** 15;
    case 24:
      return (view, at) => (view.getUint16(at, true) + view.getInt8(at + 2) * 2 ** 16) / 2 ** 23;
    case 32:
      return (view, at) => view.getInt32(at, true) / 2 ** 31;
    default:
      return undefined;
  }
}

/**
 * The samples of a WAV file, read here rather than by ffmpeg so that the check needs nothing
 * installed. Only PCM and 32-bit float are accepted, the WAV that browsers play when the original
 * is served. A data chunk longer than the file (a recorder stopped before writing its size) is
 * read as far as the file goes.
 */
function requireWavSamples(bytes: Uint8Array): Samples {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let read: SampleReader | undefined;
  let channels = 0;
  let sampleRate = 0;
  let sampleBytes = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16 && body + size <= bytes.length) {
      let code = view.getUint16(body, true);
      if (code === WAVE_FORMAT_EXTENSIBLE && size >= 26) code = view.getUint16(body + 24, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      sampleBytes = bits / 8;
      if (view.getUint16(body + 12, true) !== channels * sampleBytes) throw new AudioRefused('type');
      read = sampleReader(code, bits);
    } else if (id === 'data') {
      if (!read || channels === 0 || sampleRate === 0) throw new AudioRefused('type');
      const frames = Math.floor((Math.min(body + size, bytes.length) - body) / (channels * sampleBytes));
      let peak = 0;
      for (let sample = body, end = body + frames * channels * sampleBytes; sample < end; sample += sampleBytes) {
        peak = Math.max(peak, Math.abs(read(view, sample)));
      }
      return { frames, sampleRate, peak };
    }
    at = body + size + (size % 2); // chunks are padded to an even length
  }
  if (!read) throw new AudioRefused('type');
  return { frames: 0, sampleRate, peak: 0 };
}

/**
 * A compressed take decoded by ffmpeg to mono 16-bit PCM, at most `seconds` of it (enough to tell
 * a take too long). `null` where ffmpeg is not installed. A file ffmpeg cannot decode is refused.
 */
async function decodeForCheck(bytes: Uint8Array, seconds: number): Promise<Samples | null> {
  if (!(await ffmpegAvailable())) return null;
  let pcm: Buffer;
  try {
    const pcmArgs = [
      '-vn',
      '-t',
      String(seconds),
      '-f',
      's16le',
      '-ac',
      '1',
      '-ar',
      String(CHECK_SAMPLE_RATE),
      'pipe:1',
    ];
    ({ stdout: pcm } = await withTempInput(bytes, (input) => runFfmpeg(['-i', input, ...pcmArgs])));
  } catch (error) {
    if (error instanceof FfmpegFailed) throw new AudioRefused('type');
    throw error;
  }
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const frames = Math.floor(pcm.byteLength / 2);
  let peak = 0;
  for (let frame = 0; frame < frames; frame++) peak = Math.max(peak, Math.abs(view.getInt16(frame * 2, true)));
  return { frames, sampleRate: CHECK_SAMPLE_RATE, peak: peak / 2 ** 15 };
}

const MATROSKA = {
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  cluster: 0x1f43b675,
  clusterTimestamp: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
};

/** The elements whose children are read; a browser's recorder leaves the sizes of some unknown. */
const MATROSKA_PARENTS = new Set([MATROSKA.segment, MATROSKA.info, MATROSKA.cluster, MATROSKA.blockGroup]);

/** An EBML variable-length integer; `unknown` when all its bits are set (a size not yet known). */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at];
  if (!first) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  const firstBits = 0xff >> length;
  let value = keepMarker ? first : first & firstBits;
  let unknown = (first & firstBits) === firstBits;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    unknown &&= bytes[at + i] === 0xff;
  }
  return { length, value, unknown };
}

function readUint(bytes: Uint8Array, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at++) value = value * 256 + bytes[at]!;
  return value;
}

/**
 * The length of a WebM recording from its blocks' timestamps. Browsers' recorders write WebM as
 * a stream, with no duration in its header, and music-metadata does not read the blocks; this
 * walk needs no ffmpeg. The last block is taken to last as long as the average step between
 * blocks (a recorder writes one packet of a fixed length per block).
 */
function matroskaSeconds(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale = 1_000_000; // nanoseconds per timestamp tick, Matroska's default
  let clusterTime = 0;
  let first = Infinity;
  let last = -Infinity;
  let blocks = 0;
  for (let at = 0; at < bytes.length;) {
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    if (!id || !size) break;
    const body = at + id.length + size.length;
    if (MATROSKA_PARENTS.has(id.value)) {
      at = body;
      continue;
    }
    if (size.unknown) break;
    const end = body + size.value;
    if (id.value === MATROSKA.timestampScale) scale = readUint(bytes, body, Math.min(end, bytes.length));
    if (id.value === MATROSKA.clusterTimestamp) clusterTime = readUint(bytes, body, Math.min(end, bytes.length));
    if (id.value === MATROSKA.simpleBlock || id.value === MATROSKA.block) {
      const track = readVint(bytes, body, false);
      if (!track || body + track.length + 2 > bytes.length) break;
      const time = clusterTime + view.getInt16(body + track.length);
      first = Math.min(first, time);
      last = Math.max(last, time);
      blocks++;
    }
    at = end;
  }
  if (blocks === 0) return 0;
  const step = blocks > 1 ? (last - first) / (blocks - 1) : 0;
  return ((last - first + step) * scale) / 1e9;
}

/** What loudnorm's first pass measures, as its JSON names it (numbers as strings). */
interface Loudness {
  input_i: number;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

/** The take's loudness, measured by loudnorm over the mono mix the copy is made from. */
async function measureLoudness(input: string): Promise<Loudness> {
  const { stderr } = await runFfmpeg(
    ['-i', input, '-vn', '-ac', '1', '-af', 'loudnorm=I=-16:TP=-1.5:LRA=11:print_format=json', '-f', 'null', '-'],
    'info', // loudnorm prints its measurement at this level
  );
  const json = stderr.slice(stderr.lastIndexOf('{'), stderr.lastIndexOf('}') + 1);
  const measured = JSON.parse(json) as Record<keyof Loudness, string>;
  const inputI = Number(measured.input_i);
  if (!Number.isFinite(inputI)) throw new Error('ffmpeg found no sound to normalise in the recording');
  return { ...measured, input_i: inputI };
}

/** ffmpeg ran and exited with an error: the input is not something it can read. */
class FfmpegFailed extends Error {}

/** Gives ffmpeg a file, not a pipe: an MP4 whose index is at its end cannot be read from a pipe. */
async function withTempInput<T>(bytes: Uint8Array, use: (input: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'np-audio-'));
  try {
    const input = join(dir, 'input');
    await writeFile(input, bytes);
    return await use(input, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs ffmpeg with `args`, killed after {@link FFMPEG_TIME_LIMIT_MS}; its output and its log. */
function runFfmpeg(args: string[], logLevel = 'error'): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', logLevel, '-y', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-16_384); // the end says what went wrong
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`ffmpeg ran longer than ${FFMPEG_TIME_LIMIT_MS / 1000} s and was stopped`));
    }, FFMPEG_TIME_LIMIT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(stdout), stderr });
      else reject(new FfmpegFailed(`ffmpeg failed (exit ${code}): ${stderr.trim().split('\n').at(-1) ?? ''}`));
    });
  });
}
