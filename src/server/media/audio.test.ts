import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { emptyWav, encodeWith, encodings, measureLufs, silentWav, toneWav } from '../test/audio-fixtures';
import { AudioRefused, ffmpegAvailable, inspectAudio, makePlaybackCopy, type AudioRefusal } from './audio';

// Every sound here is a generated sine tone or generated silence, not a speaker.

const hasFfmpeg = await ffmpegAvailable();

/** The refusal `inspectAudio` gives, or 'accepted'; any other error fails the test. */
async function verdict(bytes: Uint8Array, options?: { maxSeconds?: number }): Promise<AudioRefusal | 'accepted'> {
  try {
    await inspectAudio(bytes, options);
    return 'accepted';
  } catch (error) {
    if (error instanceof AudioRefused) return error.refusal;
    throw error;
  }
}

/** A tone at `dbfs` peak: -50 dBFS is where a take stops counting as silent. */
const toneAt = (dbfs: number) => toneWav({ seconds: 1, amplitude: 10 ** (dbfs / 20) });

describe('inspectAudio: WAV, read without ffmpeg', () => {
  it.each([
    { bitDepth: 8, float: false },
    { bitDepth: 16, float: false },
    { bitDepth: 24, float: false },
    { bitDepth: 32, float: false },
    { bitDepth: 32, float: true },
  ] as const)('accepts a $bitDepth-bit (float: $float) tone as audio/wav with its length', async (format) => {
    const wav = toneWav({ seconds: 2.5, sampleRate: 44_100, channels: 2, ...format });
    expect(await inspectAudio(wav)).toEqual({ mime: 'audio/wav', extension: 'wav', durationMs: 2500 });
  });

  it.each([8, 16, 24, 32] as const)('refuses %i-bit silence as silent', async (bitDepth) => {
    expect(await verdict(toneWav({ seconds: 1, bitDepth, amplitude: 0 }))).toBe('silent');
  });

  it('tells a quiet take (-45 dBFS) from a silent one (-55 dBFS)', async () => {
    expect(await verdict(toneAt(-45))).toBe('accepted');
    expect(await verdict(toneAt(-55))).toBe('silent');
  });

  it('refuses a header with no samples as empty', async () => {
    expect(emptyWav()).toHaveLength(44);
    expect(await verdict(emptyWav())).toBe('empty');
  });

  it('refuses a take longer than the limit, 30 s unless told otherwise', async () => {
    expect(await verdict(toneWav({ seconds: 31 }))).toBe('too-long');
    expect(await verdict(toneWav({ seconds: 29 }))).toBe('accepted');
    expect(await verdict(toneWav({ seconds: 6 }), { maxSeconds: 5 })).toBe('too-long');
  });

  it('reads a WAV whose data chunk claims more than the file holds as far as it goes', async () => {
    const wav = toneWav({ seconds: 2 });
    new DataView(wav.buffer).setUint32(40, 0xffffffff, true); // a recorder stopped before writing the size
    expect(await inspectAudio(wav)).toEqual({ mime: 'audio/wav', extension: 'wav', durationMs: 2000 });
    const silent = silentWav(2);
    new DataView(silent.buffer).setUint32(40, 0xffffffff, true);
    expect(await verdict(silent)).toBe('silent');
  });
});

describe('inspectAudio: the type comes from the content, not the name', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it.each([
    ['a PNG image', png],
    ['plain text', Buffer.from('tlahtolli: a word, not a recording\n'.repeat(20))],
    ['nothing at all', new Uint8Array()],
  ])('refuses %s as type', async (_name, bytes) => {
    expect(await verdict(bytes)).toBe('type');
  });

  it('refuses a text file named recording.wav (inspectAudio is never given the name)', async () => {
    const named = new File(['not audio, only a name that says so'], 'recording.wav', { type: 'audio/wav' });
    expect(await verdict(new Uint8Array(await named.arrayBuffer()))).toBe('type');
  });

  it('refuses a WAV of a codec browsers do not play (A-law) as type', async () => {
    const wav = toneWav({ seconds: 1, bitDepth: 8 });
    new DataView(wav.buffer).setUint16(20, 6, true); // WAVE_FORMAT_ALAW
    expect(await verdict(wav)).toBe('type');
  });
});

describe.skipIf(!hasFfmpeg)('inspectAudio: compressed formats (skipped: ffmpeg is not installed to make them)', () => {
  const expected: Record<(typeof encodings)[number], { mime: string; extension: string }> = {
    mp3: { mime: 'audio/mpeg', extension: 'mp3' },
    'ogg-opus': { mime: 'audio/ogg', extension: 'ogg' },
    'ogg-vorbis': { mime: 'audio/ogg', extension: 'ogg' },
    'webm-opus': { mime: 'audio/webm', extension: 'webm' },
    'm4a-aac': { mime: 'audio/mp4', extension: 'm4a' },
    'mp4-aac-fragmented': { mime: 'audio/mp4', extension: 'm4a' },
  };

  it.each(encodings)('recognises a tone encoded as %s, with its length within 100 ms', async (encoding) => {
    const encoded = await encodeWith(encoding, toneWav({ seconds: 2.5, sampleRate: 48_000 }));
    const inspected = await inspectAudio(encoded);
    expect(inspected).toMatchObject(expected[encoding]);
    expect(Math.abs(inspected.durationMs - 2500)).toBeLessThanOrEqual(100);
  });

  it('reads the length of a WebM whose header has none, as a browser records it', async () => {
    const webm = await encodeWith('webm-opus', toneWav({ seconds: 7.3 }));
    expect((await parseBuffer(webm, 'audio/webm', { duration: true })).format.duration).toBeUndefined();
    expect(Math.abs((await inspectAudio(webm)).durationMs - 7300)).toBeLessThanOrEqual(100);
    const longer = await encodeWith('webm-opus', toneWav({ seconds: 31 }));
    expect(await verdict(longer)).toBe('too-long');
  });

  it.each(['ogg-opus', 'webm-opus', 'm4a-aac'] as const)(
    'refuses silence encoded as %s as silent',
    async (encoding) => {
      expect(await verdict(await encodeWith(encoding, silentWav(2)))).toBe('silent');
    },
  );

  it('refuses a 31 s MP3 as too long', async () => {
    expect(await verdict(await encodeWith('mp3', toneWav({ seconds: 31 })))).toBe('too-long');
  });

  it('refuses a compressed file cut short before any audio as type or empty, never accepts it', async () => {
    const m4a = await encodeWith('m4a-aac', toneWav({ seconds: 2 }));
    expect(['type', 'empty']).toContain(await verdict(m4a.subarray(0, 64)));
  });
});

describe.skipIf(!hasFfmpeg)('makePlaybackCopy (skipped: ffmpeg is not installed)', { timeout: 30_000 }, () => {
  // A quiet stereo tone after 1 s of silence: the copy should lose the silence and be louder.
  const take = toneWav({ seconds: 1.5, leadingSilenceSeconds: 1, amplitude: 0.05, channels: 2, sampleRate: 48_000 });

  it('is a mono MP3 at about -16 LUFS without the leading silence', async () => {
    const copy = await makePlaybackCopy(take);
    expect(copy).not.toBeNull();
    const inspected = await inspectAudio(copy!);
    expect(inspected.mime).toBe('audio/mpeg');
    expect(inspected.durationMs).toBeGreaterThanOrEqual(1500); // the tone is all kept
    expect(inspected.durationMs).toBeLessThan(2000); // the second of silence is not
    expect((await parseBuffer(copy!, 'audio/mpeg')).format.numberOfChannels).toBe(1);
    expect(Math.abs((await measureLufs(copy!)) + 16)).toBeLessThanOrEqual(2);
  });

  it('brings a loud take down to the same loudness', async () => {
    const loud = toneWav({ seconds: 2, amplitude: 0.9 });
    expect(Math.abs((await measureLufs((await makePlaybackCopy(loud))!)) + 16)).toBeLessThanOrEqual(2);
  });

  it('makes a copy of a browser recording (WebM) too', async () => {
    const webm = await encodeWith('webm-opus', take);
    const inspected = await inspectAudio((await makePlaybackCopy(webm))!);
    expect(inspected.mime).toBe('audio/mpeg');
    expect(inspected.durationMs).toBeLessThan(2000);
  });

  it('fails with an error naming ffmpeg for a file it cannot read', async () => {
    await expect(makePlaybackCopy(Buffer.from('not audio'))).rejects.toThrow(/ffmpeg/);
  });
});

describe.skipIf(!hasFfmpeg)('where ffmpeg is missing (a child process with no ffmpeg on its PATH)', () => {
  it(
    'still reads WAV and WebM, skips the silence check of compressed takes, and makes no copy',
    { timeout: 60_000 },
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'np-audio-test-'));
      try {
        await writeFile(join(dir, 'silent.wav'), silentWav(2));
        await writeFile(join(dir, 'silent.ogg'), await encodeWith('ogg-opus', silentWav(2)));
        await writeFile(join(dir, 'tone.webm'), await encodeWith('webm-opus', toneWav({ seconds: 2.5 })));
        const script = `
        import { readFileSync } from 'node:fs';
        const audio = await import(${JSON.stringify(new URL('./audio.ts', import.meta.url).href)});
        const inspect = (name) => audio.inspectAudio(readFileSync(${JSON.stringify(dir)} + '/' + name))
          .catch((error) => error.refusal ?? String(error));
        console.log(JSON.stringify({
          available: await audio.ffmpegAvailable(),
          silentWav: await inspect('silent.wav'),
          silentOgg: await inspect('silent.ogg'),
          webm: await inspect('tone.webm'),
          copy: await audio.makePlaybackCopy(readFileSync(${JSON.stringify(dir)} + '/tone.webm')),
        }));`;
        const { stdout } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', '--input-type=module', '--eval', script],
          { env: { PATH: '/nonexistent' } },
        );
        const seen = JSON.parse(stdout);
        expect(seen.available).toBe(false);
        expect(seen.silentWav).toBe('silent');
        expect(seen.silentOgg).toEqual({ mime: 'audio/ogg', extension: 'ogg', durationMs: 2000 });
        expect(seen.webm).toMatchObject({ mime: 'audio/webm', extension: 'webm' });
        expect(Math.abs(seen.webm.durationMs - 2500)).toBeLessThanOrEqual(100);
        expect(seen.copy).toBeNull();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
