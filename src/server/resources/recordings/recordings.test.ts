import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../media/disk-store';
import { emptyWav, encodeWith, silentWav, toneWav } from '../../test/audio-fixtures';
import { sweepReleasedMedia } from './playback';
import { recordingRepository } from './recording-repository';
import { createTestApp, multipartForm, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';

// Issue 51, decision 086. The audio is generated (tones and silence), not a speaker.
const RECORDINGS = '/utoaztecan/api/recording/';
const SPEAKERS = '/utoaztecan/api/speaker/';
const WORDS = '/utoaztecan/api/nahuatl/';

let t: TestApp;
let ana: TestClient;
let beto: TestClient;
let staff: TestClient;
let guest: TestClient;
let speakerId: number;
let word: { id: number; type: string };

beforeAll(async () => {
  t = await createTestApp();
  ana = await userClient(t, 'ana-recordings');
  beto = await userClient(t, 'beto-recordings');
  staff = await staffClient(t, 'staff-recordings');
  guest = new TestClient(t.app);
  speakerId = (await ana.post(SPEAKERS, { name: 'Hablante 1', place: 'Chicontepec', share: true, exports: true, licence: 'CC-BY-4.0' })).json().id;
  word = (await guest.get(`${WORDS}?search=cochi`)).json().results[0];
});
afterAll(() => t.close());

const upload = (client: TestClient, fields: Record<string, string | number>, file?: { name: string; bytes: Uint8Array }) => {
  const form = multipartForm(fields, file);
  return client.request('POST', RECORDINGS, form.payload, { 'content-type': form.contentType });
};
const tone = (seconds = 1, hz = 440) => ({ name: 'take.wav', bytes: toneWav({ seconds, hz }) });

/** The files in the media folder. */
async function storedFiles(): Promise<string[]> {
  const dir = t.config.MEDIA_DIR;
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) if (entry.isFile()) found.push(join(entry.parentPath, entry.name));
  return found;
}

describe('recordings of a word (issue 51)', () => {
  it('wait for staff before guests hear them; their uploader hears them at once', async () => {
    const posted = await upload(ana, { speaker: speakerId, word: word.id }, tone(1, 523));
    expect(posted.statusCode, posted.body).toBe(201);
    const recording = posted.json();
    expect(recording).toMatchObject({ status: 'pending', word: word.id, speaker: speakerId, speaker_data: { name: 'Hablante 1', place: 'Chicontepec' } });
    expect(recording.duration_ms).toBe(1000);
    expect((await guest.get(`${RECORDINGS}${recording.id}/`)).statusCode).toBe(404);
    expect((await guest.get(`${RECORDINGS}?word=${word.id}`)).json().count).toBe(0);
    expect((await beto.get(recording.audio)).statusCode).toBe(404);
    const heard = await ana.get(recording.audio);
    expect(heard.statusCode).toBe(200);
    expect(heard.headers['content-type']).toMatch(/^audio\//);

    expect((await ana.post(`${RECORDINGS}${recording.id}/moderate/`, { status: 'approved' })).statusCode).toBe(403);
    const approved = await staff.post(`${RECORDINGS}${recording.id}/moderate/`, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    const listed = (await guest.get(`${RECORDINGS}?word=${word.id}`)).json();
    expect(listed.results.map((r: { id: number }) => r.id)).toEqual([recording.id]);
    const part = await t.app.inject({ url: listed.results[0].audio, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it('get a playback copy in MP3, heard in place of the original once made', async () => {
    const recording = (await upload(staff, { speaker: speakerId, word: word.id }, tone(2, 330))).json();
    expect(recording.status).toBe('approved');
    let audio = recording.audio;
    for (let i = 0; i < 100 && audio === recording.audio; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      audio = (await guest.get(`${RECORDINGS}${recording.id}/`)).json().audio;
    }
    expect(audio).not.toBe(recording.audio);
    const heard = await guest.get(audio);
    expect(heard.headers['content-type']).toBe('audio/mpeg');
    expect(heard.headers['cache-control']).toContain('immutable');
  });

  it('refuse what is no take, saying why, and store nothing', async () => {
    const before = { count: (await staff.get(`${RECORDINGS}count/`)).json(), files: (await storedFiles()).length };
    const cases: Array<[Record<string, string | number>, { name: string; bytes: Uint8Array } | undefined, string]> = [
      [{ speaker: speakerId, word: word.id }, { name: 'take.wav', bytes: Buffer.from('not a recording at all') }, 'file'],
      [{ speaker: speakerId, word: word.id }, { name: 'take.wav', bytes: emptyWav() }, 'file'],
      [{ speaker: speakerId, word: word.id }, { name: 'take.wav', bytes: silentWav(1) }, 'file'],
      [{ speaker: speakerId, word: word.id }, tone(31), 'file'],
      [{ speaker: speakerId, word: word.id }, { name: 'big.wav', bytes: new Uint8Array(10 * 1024 * 1024 + 1) }, 'file'],
      [{ speaker: speakerId, word: word.id }, undefined, 'file'],
      [{ speaker: 999999, word: word.id }, tone(), 'speaker'],
      [{ speaker: speakerId, word: 999999 }, tone(), 'word'],
      [{ speaker: speakerId }, tone(), 'word'],
      [{ speaker: speakerId, word: word.id, tense: 'possessed', person: 0 }, tone(), 'tense'],
      [{ speaker: speakerId, word: word.id, tense: 'present' }, tone(), 'person'],
      [{ speaker: speakerId, word: word.id, colour: 'red' }, tone(), 'colour'],
    ];
    for (const [fields, file, field] of cases) {
      const response = await upload(ana, fields, file);
      expect({ fields, status: response.statusCode }).toEqual({ fields, status: 400 });
      expect(Object.keys(response.json()), response.body).toEqual([field]);
    }
    const json = await ana.post(RECORDINGS, { speaker: speakerId, word: word.id });
    expect(json.statusCode).toBe(415);
    expect(await storedFiles()).toHaveLength(before.files);
    expect((await staff.get(`${RECORDINGS}count/`)).json()).toBe(before.count);
  });

  it('take a browser’s 30 s WebM take, which lasts a few milliseconds more', async () => {
    const webm = await encodeWith('webm-opus', toneWav({ seconds: 30, hz: 262 }));
    const posted = await upload(ana, { speaker: speakerId, word: word.id }, { name: 'take.webm', bytes: webm });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().duration_ms).toBeGreaterThanOrEqual(30_000);
  });

  it('in Spanish, say why in Spanish', async () => {
    const form = multipartForm({ speaker: speakerId, word: word.id }, { name: 'take.wav', bytes: silentWav(1) });
    const response = await ana.request('POST', RECORDINGS, form.payload, { 'content-type': form.contentType, 'accept-language': 'es' });
    expect(response.json()).toEqual({ file: ['La grabación está en silencio.'] });
  });

  it('are taken down by their speaker or staff, and their files deleted after the grace period', async () => {
    const account = (await beto.get('/utoaztecan/api/users/')).json().results[0].id;
    const own = (await beto.post(SPEAKERS, { name: 'Beto', share: true, exports: false, licence: 'CC-BY-NC-4.0', account })).json();
    const recording = (await upload(ana, { speaker: own.id, word: word.id }, tone(1, 700))).json();
    expect((await beto.get(`${RECORDINGS}${recording.id}/`)).statusCode).toBe(200);
    const files = (await storedFiles()).length;
    // Still pending: to a guest it is not there.
    expect((await guest.delete(`${RECORDINGS}${recording.id}/`)).statusCode).toBe(404);
    expect((await beto.delete(`${RECORDINGS}${recording.id}/`)).statusCode).toBe(204);
    expect((await ana.get(`${RECORDINGS}${recording.id}/`)).statusCode).toBe(404);
    // The hourly sweep deletes what was released once its grace is over: none here.
    expect(await sweepReleasedMedia(diskStore(t.config.MEDIA_DIR), recordingRepository(t.db), 0)).toBeGreaterThan(0);
    expect((await storedFiles()).length).toBeLessThan(files);
  });
});
