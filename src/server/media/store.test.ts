import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { diskStore } from './disk-store';
import { s3Store } from './s3-store';
import { isMediaKey, mediaPath, type MediaStore } from './store';

// The stored bytes are generated (a repeating ramp), not a recording: the store never looks
// inside them, and the content type a test sends is only the label a caller would give.
const BYTES = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) % 256);
const OTHER_BYTES = Uint8Array.from({ length: 300 }, (_, i) => 255 - (i % 256));
const CONTENT_TYPE = 'audio/ogg';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const NEVER_STORED = sha256(new TextEncoder().encode('never stored'));

let s3: TestS3Server;
let diskDir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  diskDir = await mkdtemp(join(tmpdir(), 'media-store-'));
});
afterAll(async () => {
  await s3.close();
  await rm(diskDir, { recursive: true, force: true });
});

/** An app that serves `store` as the media route would: GET, and HEAD by Fastify's own route or a declared one. */
function mediaApp(store: MediaStore, head: 'automatic' | 'declared' = 'automatic'): FastifyInstance {
  const app = Fastify({ exposeHeadRoutes: head === 'automatic' });
  app.route<{ Params: { key: string } }>({
    method: head === 'automatic' ? 'GET' : ['GET', 'HEAD'],
    url: '/media/:key',
    handler: (request, reply) => store.send(request, reply, request.params.key, CONTENT_TYPE),
  });
  return app;
}

/** Everything stored, each key once. */
async function allKeys(store: MediaStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.keys()) keys.push(key);
  return keys;
}

/** Each store under test; every call makes another instance over the same storage, as a second app instance would. */
const STORES: [string, () => MediaStore][] = [
  ['disk', () => diskStore(diskDir)],
  ['S3, streaming', () => s3Store(s3.options)],
];

describe.each(STORES)('the %s store', (_, makeStore) => {
  let store: MediaStore;
  let key: string;
  const apps: FastifyInstance[] = [];
  /** Answers a GET or HEAD of `name` through an app serving the store. */
  const inject = (
    name: string,
    headers: Record<string, string> = {},
    method: 'GET' | 'HEAD' = 'GET',
    head?: 'declared',
  ) => {
    const app = mediaApp(store, head);
    apps.push(app);
    return app.inject({ method, url: `/media/${name}`, headers });
  };
  beforeAll(async () => {
    store = makeStore();
    ({ key } = await store.put(BYTES));
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('names the bytes by their SHA-256, and a second put of them is the same object', async () => {
    expect(key).toBe(sha256(BYTES));
    expect(isMediaKey(key)).toBe(true);
    const again = await Promise.all([store.put(BYTES), store.put(Uint8Array.from(BYTES))]);
    expect(again).toEqual([
      { key, size: 1000 },
      { key, size: 1000 },
    ]);
    expect((await allKeys(store)).filter((stored) => stored === key)).toHaveLength(1);
  });

  it('has, lists and removes an object; another instance over the same storage sees the same', async () => {
    const { key: other, size } = await store.put(OTHER_BYTES);
    expect(size).toBe(300);
    const elsewhere = makeStore();
    expect(await elsewhere.has(other)).toBe(true);
    expect(await allKeys(elsewhere)).toEqual(expect.arrayContaining([key, other]));

    await elsewhere.remove(other);
    expect(await store.has(other)).toBe(false);
    expect(await allKeys(store)).not.toContain(other);
    await expect(store.remove(other)).resolves.toBeUndefined();
    expect(await store.has(key)).toBe(true);
  });

  it('has nothing under a key never stored or a name that is not a key, and refuses to remove by such a name', async () => {
    expect(await store.has(NEVER_STORED)).toBe(false);
    expect(await store.has('../' + key)).toBe(false);
    expect(await store.has(key.toUpperCase())).toBe(false);
    await expect(store.remove('../etc/passwd')).rejects.toThrow('Not a media key');
  });

  it('serves the whole object with its type, length and caching headers', async () => {
    const response = await inject(key);
    expect(response.statusCode).toBe(200);
    expect(new Uint8Array(response.rawPayload)).toEqual(BYTES);
    expect(response.headers).toMatchObject({
      'content-type': CONTENT_TYPE,
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'cache-control': IMMUTABLE,
      etag: `"${key}"`,
    });
  });

  it.each([
    ['bytes=100-199', 100, 199],
    ['bytes=990-', 990, 999],
    ['bytes=-10', 990, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=995-2000', 995, 999],
    ['bytes=1-1', 1, 1],
    ['Bytes= 7-8 ', 7, 8],
  ])('answers %s with 206 and bytes %i to %i', async (range, start, end) => {
    const response = await inject(key, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers.etag).toBe(`"${key}"`);
    expect(new Uint8Array(response.rawPayload)).toEqual(BYTES.slice(start, end + 1));
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('answers %s, past the end, with 416', async (range) => {
    const response = await inject(key, { range });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.rawPayload).toHaveLength(0);
  });

  it.each(['bytes=0-1,5-6', 'bytes=9-3', 'bytes=-', 'items=0-5', 'bytes=a-b'])(
    'answers %s (several ranges, or not one we read) with the whole object',
    async (range) => {
      const response = await inject(key, { range });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-range']).toBeUndefined();
      expect(new Uint8Array(response.rawPayload)).toEqual(BYTES);
    },
  );

  it('reads a range only when If-Range names this object', async () => {
    const ask = (ifRange: string) => inject(key, { range: 'bytes=0-9', 'if-range': ifRange });
    expect((await ask(`"${key}"`)).statusCode).toBe(206);
    const stale = await ask(`"${NEVER_STORED}"`);
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload).toHaveLength(1000);
  });

  it('answers 304 to a client that holds the object', async () => {
    const response = await inject(key, { 'if-none-match': `"${NEVER_STORED}", W/"${key}"` });
    expect(response.statusCode).toBe(304);
    expect(response.headers).toMatchObject({ etag: `"${key}"`, 'cache-control': IMMUTABLE });
    expect(response.rawPayload).toHaveLength(0);
  });

  it.each(['automatic', 'declared'] as const)(
    'answers HEAD (%s HEAD route) with the headers of a GET and no body, ignoring a range',
    async (routeHead) => {
      for (const headers of [{}, { range: 'bytes=0-9' }] as Record<string, string>[]) {
        const response = await inject(key, headers, 'HEAD', routeHead === 'declared' ? 'declared' : undefined);
        expect(response.statusCode).toBe(200);
        expect(response.headers).toMatchObject({
          'content-type': CONTENT_TYPE,
          'content-length': '1000',
          'accept-ranges': 'bytes',
          'cache-control': IMMUTABLE,
          etag: `"${key}"`,
        });
        expect(response.rawPayload).toHaveLength(0);
      }
    },
  );

  it('answers 404 for a key never stored and for a name that is not a key', async () => {
    for (const name of [NEVER_STORED, 'not-a-key', key.toUpperCase(), `..%2F${key}`]) {
      expect((await inject(name)).statusCode, name).toBe(404);
    }
  });

  it('serves an empty object as 200 with no bytes, and any range of it as 416', async () => {
    const { key: empty, size } = await store.put(new Uint8Array(0));
    expect(size).toBe(0);
    const whole = await inject(empty);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe('0');
    const range = await inject(empty, { range: 'bytes=-1' });
    expect(range.statusCode).toBe(416);
    expect(range.headers['content-range']).toBe('bytes */0');
    await store.remove(empty);
  });
});

describe('the disk store', () => {
  it('keeps an object at ab/cd/<key>, leaves no temporary file, and lists only what it stored', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'media-store-layout-'));
    try {
      const store = diskStore(dir);
      expect(await allKeys(store)).toEqual([]);
      const { key } = await store.put(BYTES);
      const path = join(dir, key.slice(0, 2), key.slice(2, 4), key);
      expect(mediaPath(key)).toBe(`${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`);
      expect(new Uint8Array(await readFile(path))).toEqual(BYTES);
      expect(await readdir(join(dir, key.slice(0, 2), key.slice(2, 4)))).toEqual([key]);

      // What a crash or an operator might leave beside the objects is not an object.
      await writeFile(`${path}.0b7e.tmp`, 'partial');
      await writeFile(join(dir, key.slice(0, 2), key.slice(2, 4), NEVER_STORED), 'misplaced');
      await writeFile(join(dir, 'README'), 'notes');
      expect(await allKeys(store)).toEqual([key]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a range starting at 0 and ending at 0', () => {
  it('is the first byte from the disk store', async () => {
    const store = diskStore(diskDir);
    const { key } = await store.put(BYTES);
    const app = mediaApp(store);
    const response = await app.inject({ method: 'GET', url: `/media/${key}`, headers: { range: 'bytes=0-0' } });
    await app.close();
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 0-0/1000');
    expect(new Uint8Array(response.rawPayload)).toEqual(BYTES.slice(0, 1));
  });

  it('fails the streaming S3 store on s3rver, which sends the whole object for it, rather than send those bytes', async () => {
    const store = s3Store(s3.options);
    const { key } = await store.put(BYTES);
    const app = mediaApp(store);
    const response = await app.inject({ method: 'GET', url: `/media/${key}`, headers: { range: 'bytes=0-0' } });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.headers['content-range']).toBeUndefined();
  });
});

describe('the S3 store, redirecting to presigned URLs', () => {
  let store: MediaStore;
  let key: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = s3Store({ ...s3.options, presign: true });
    app = mediaApp(store);
    ({ key } = await store.put(OTHER_BYTES));
  });
  afterAll(() => app.close());

  /** The redirect the app answers `method` with, checked, and its target. */
  async function redirectFor(method: 'GET' | 'HEAD', name: string): Promise<string> {
    const response = await app.inject({ method, url: `/media/${name}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
    const location = String(response.headers.location);
    expect(location.startsWith(`${s3.options.endpoint}/${s3.options.bucket}/${mediaPath(name)}?`)).toBe(true);
    return location;
  }

  it('sends a GET to a URL where the bucket serves the object with its type and caching headers', async () => {
    const response = await fetch(await redirectFor('GET', key));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(OTHER_BYTES);
    expect(response.headers.get('content-type')).toBe(CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
  });

  it('lets the bucket answer a range at the URL', async () => {
    const response = await fetch(await redirectFor('GET', key), { headers: { range: 'bytes=100-199' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 100-199/300');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(OTHER_BYTES.slice(100, 200));
  });

  it('sends a HEAD to a URL signed for HEAD', async () => {
    const response = await fetch(await redirectFor('HEAD', key), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('300');
  });

  it('leaves a key never stored to the bucket, which answers 404; a name that is not a key is a 404 at once', async () => {
    expect((await fetch(await redirectFor('GET', NEVER_STORED))).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/not-a-key' })).statusCode).toBe(404);
  });
});
