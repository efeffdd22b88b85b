import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartForm, staffClient, TestClient, userClient, type TestApp } from '../../test/harness';
import { toneWav } from '../../test/audio-fixtures';

// Issue 51, decision 087: the dictionary's `recorded` filter. The audio uploaded is a generated
// tone, not a speaker.
const WORDS = '/utoaztecan/api/nahuatl/';
const RECORDINGS = '/utoaztecan/api/recording/';
const SPEAKERS = '/utoaztecan/api/speaker/';

interface Word {
  id: number;
  word: string;
}

let t: TestApp;
let ana: TestClient;
let staff: TestClient;
let guest: TestClient;
/** Ana's speaker, who agreed to be heard on the site, and staff's, who did not. */
let sharing: number;
let quiet: number;
/** Recorded by staff with a sharing speaker; by Ana, waiting for staff; by staff with the quiet speaker. */
let heard: Word;
let pending: Word;
let unshared: Word;
let pendingRecording: number;
let unsharedRecording: number;

const upload = async (client: TestClient, speaker: number, word: Word, hz: number): Promise<number> => {
  const form = multipartForm({ speaker, word: word.id }, { name: 'tone.wav', bytes: toneWav({ seconds: 1, hz }) });
  const response = await client.request('POST', RECORDINGS, form.payload, { 'content-type': form.contentType });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
};

const idsOf = (response: LightMyRequestResponse): number[] => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.map((word: Word) => word.id);
};

/** The words a guest is offered as recorded, and how many `count/` says there are. */
async function recordedForGuest(): Promise<{ ids: number[]; count: number }> {
  const ids = idsOf(await guest.get(`${WORDS}?recorded=true`));
  return { ids: ids.sort((a, b) => a - b), count: (await guest.get(`${WORDS}count/?recorded=true`)).json() };
}

const sorted = (...words: Word[]) => words.map((word) => word.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  ana = await userClient(t, 'ana-recorded');
  staff = await staffClient(t, 'staff-recorded');
  guest = new TestClient(t.app);
  const speaker = { place: 'Chicontepec', exports: false, licence: 'CC-BY-4.0' };
  sharing = (await ana.post(SPEAKERS, { ...speaker, name: 'Hablante 1', share: true })).json().id;
  quiet = (await staff.post(SPEAKERS, { ...speaker, name: 'Hablante 2', share: false })).json().id;
  [heard, pending, unshared] = (await guest.get(`${WORDS}?page_size=3`)).json().results;
  await upload(staff, sharing, heard, 440);
  pendingRecording = await upload(ana, sharing, pending, 523);
  unsharedRecording = await upload(staff, quiet, unshared, 659);
});
afterAll(() => t.close());

describe('the dictionary by its recordings (issue 51)', () => {
  it('lists and counts the words a guest can hear said, and the words still without', async () => {
    expect(await recordedForGuest()).toEqual({ ids: [heard.id], count: 1 });
    // The same for everyone: staff hear the others, but a guest does not.
    expect(idsOf(await staff.get(`${WORDS}?recorded=true`))).toEqual([heard.id]);

    const total = (await guest.get(`${WORDS}count/`)).json();
    expect((await guest.get(`${WORDS}count/?recorded=false`)).json()).toBe(total - 1);
    for (const word of [pending, unshared]) {
      expect(idsOf(await guest.get(`${WORDS}?recorded=false&word=${encodeURIComponent(word.word)}`))).toContain(
        word.id,
      );
    }
    expect(idsOf(await guest.get(`${WORDS}?recorded=false&word=${encodeURIComponent(heard.word)}`))).not.toContain(
      heard.id,
    );
    // With a search, through the ranked search's own queries.
    const search = `${WORDS}?search=${encodeURIComponent(heard.word)}`;
    expect(idsOf(await guest.get(`${search}&recorded=true`))).toEqual([heard.id]);
    expect(idsOf(await guest.get(`${search}&recorded=false`))).not.toContain(heard.id);
  });

  it('refuses a value that is not true or false, naming the filter', async () => {
    for (const url of [WORDS, `${WORDS}count/`]) {
      const response = await guest.get(`${url}?recorded=maybe`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ recorded: ['Must be a valid boolean.'] });
    }
    const spanish = await guest.request('GET', `${WORDS}?recorded=`, undefined, { 'accept-language': 'es' });
    expect(spanish.json()).toEqual({ recorded: ['Debe ser un booleano válido.'] });
  });

  it('answers anew, though cached, once what guests hear changes', async () => {
    const before = await guest.get(`${WORDS}?recorded=true`);
    const etag = before.headers.etag as string;
    const revalidated = await guest.request('GET', `${WORDS}?recorded=true`, undefined, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);

    // Staff approve Ana's recording.
    expect((await staff.post(`${RECORDINGS}${pendingRecording}/moderate/`, { status: 'approved' })).statusCode).toBe(
      200,
    );
    const after = await guest.request('GET', `${WORDS}?recorded=true`, undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(await recordedForGuest()).toEqual({ ids: sorted(heard, pending), count: 2 });

    // Ana's speaker no longer wants to be heard on the site; staff's now does.
    expect((await ana.patch(`${SPEAKERS}${sharing}/`, { share: false })).statusCode).toBe(200);
    expect(await recordedForGuest()).toEqual({ ids: [], count: 0 });
    expect((await staff.patch(`${SPEAKERS}${quiet}/`, { share: true })).statusCode).toBe(200);
    expect(await recordedForGuest()).toEqual({ ids: [unshared.id], count: 1 });

    // Staff take that recording down.
    expect((await staff.delete(`${RECORDINGS}${unsharedRecording}/`)).statusCode).toBe(204);
    expect(await recordedForGuest()).toEqual({ ids: [], count: 0 });

    // Ana's speaker agrees again, then is removed with their recordings.
    expect((await ana.patch(`${SPEAKERS}${sharing}/`, { share: true })).statusCode).toBe(200);
    expect(await recordedForGuest()).toEqual({ ids: sorted(heard, pending), count: 2 });
    expect((await ana.delete(`${SPEAKERS}${sharing}/`)).statusCode).toBe(204);
    expect(await recordedForGuest()).toEqual({ ids: [], count: 0 });
  });

  it('counts a recording staff add as heard at once', async () => {
    await upload(staff, quiet, pending, 784);
    expect(await recordedForGuest()).toEqual({ ids: [pending.id], count: 1 });
  });
});
