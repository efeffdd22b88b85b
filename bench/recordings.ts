/**
 * Recordings (issue 51, decision 086): the time to upload a 30 s take and to have its playback
 * copy made, and the pace of serving recordings with byte ranges at 50 connections, beside a
 * bare node:http server in the same run (on a shared machine only the ratio means something).
 *
 *   npx tsx bench/recordings.ts [sqlite|postgres] [seconds=10]
 *   npm run bench:recordings
 *
 * The takes are generated tones (a WAV, and the same encoded as WebM/Opus as a browser records
 * it), not a speaker. The server runs from the build on a throwaway database and media folder.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOrUpdateUser } from '../src/cli/createuser';
import { recordingsApi, speakersApi } from '../src/contract/api/recordings';
import { wordsApi } from '../src/contract/api/words';
import { prepareDatabase } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { encodeWith, toneWav } from '../src/server/test/audio-fixtures';
import {
  ApiClient,
  BENCH_PASSWORD,
  benchDatabase,
  requireDatabaseKind,
  startBareServer,
  startServer,
  wrkLoad,
  type LoadFigures,
} from './server-process';

const KIND = requireDatabaseKind(process.argv[2]);
const DURATION = Number(process.argv[3] ?? 10);
const TAKES = 5;

const database = await benchDatabase(KIND);
const media = await mkdtemp(join(tmpdir(), 'bench-media-'));
const stops: Array<() => Promise<unknown>> = [];
try {
  const db = await prepareDatabase(loadConfig({ DATABASE_URL: database.url, SEED: 'true', LOG_LEVEL: 'silent' }));
  await createOrUpdateUser(db, { username: 'bench-staff', password: BENCH_PASSWORD, staff: true });
  await db.close();
  const server = await startServer(database.url, { env: { MEDIA_DIR: media } });
  stops.push(server.stop);
  const bare = await startBareServer();
  stops.push(async () => bare.child.kill('SIGTERM'));

  const staff = await ApiClient.signIn(server.origin, 'bench-staff');
  const speaker = (await staff.request('POST', speakersApi.url, { name: 'Tono generado', share: true, exports: false, licence: 'CC-BY-4.0' })).body;
  const word = (await staff.request('GET', `${wordsApi.url}?page_size=1`)).body.results[0].id as number;

  /** Uploads a take; answers the upload's time and the time until its playback copy is heard. */
  async function upload(bytes: Uint8Array, name: string): Promise<{ upload: number; copy: number; audio: string }> {
    const form = new FormData();
    form.set('speaker', String(speaker.id));
    form.set('word', String(word));
    form.set('file', new Blob([Buffer.from(bytes)]), name);
    const start = performance.now();
    const posted = await staff.send('POST', recordingsApi.url, { body: form, headers: { 'content-type': undefined } });
    const uploaded = performance.now() - start;
    if (posted.status !== 201) throw new Error(`upload: ${posted.status} ${JSON.stringify(posted.body)}`);
    let audio = posted.body.audio as string;
    while (audio === posted.body.audio) {
      if (performance.now() - start > 60_000) throw new Error('no playback copy after 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
      audio = (await staff.request('GET', recordingsApi.recording(posted.body.id))).body.audio;
    }
    return { upload: uploaded, copy: performance.now() - start - uploaded, audio };
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const lines: string[] = [];
  let heard = '';
  for (const [label, make] of [
    ['30 s WAV (16 kHz, 16-bit, 960 KB)', async (hz: number) => toneWav({ seconds: 30, hz })],
    ['30 s WebM/Opus', async (hz: number) => encodeWith('webm-opus', toneWav({ seconds: 30, hz }))],
  ] as const) {
    const times = [];
    for (let i = 0; i < TAKES; i++) {
      const result = await upload(await make(300 + 10 * i + (label.includes('WebM') ? 5 : 0)), label.includes('WebM') ? 'take.webm' : 'take.wav');
      times.push(result);
      heard = result.audio;
    }
    lines.push(
      `${label}: upload p50 ${median(times.map((t) => t.upload)).toFixed(0)} ms, playback copy p50 ${median(times.map((t) => t.copy)).toFixed(0)} ms after it (${TAKES} takes)`,
    );
  }

  const fmt = (name: string, f: LoadFigures) =>
    `${name.padEnd(26)} ${Math.round(f.rps).toString().padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(5)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms  ${f.errors} errors`;
  const bareBefore = await wrkLoad(bare.origin, ['/'], DURATION);
  const whole = await wrkLoad(server.origin, [heard], DURATION);
  const ranged = await wrkLoad(server.origin, [heard], DURATION, 50, [], { Range: 'bytes=65536-131071' });
  const bareAfter = await wrkLoad(bare.origin, ['/'], DURATION);
  const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
  console.log(`${KIND}: recordings, 50 connections, ${DURATION} s each`);
  for (const line of lines) console.log(line);
  console.log(fmt('bare node:http before', bareBefore));
  console.log(fmt('bare node:http after', bareAfter));
  console.log(`${fmt('a playback copy, whole', whole)}  ratio ${(whole.rps / bareRps).toFixed(3)}`);
  console.log(`${fmt('the same, 64 KB ranges', ranged)}  ratio ${(ranged.rps / bareRps).toFixed(3)}`);
} finally {
  for (const stop of stops.reverse()) await stop();
  await rm(media, { recursive: true, force: true });
  await database.dispose();
}
