import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { accountsApi, usersApi } from '../../contract/accounts';
import { buildApp } from '../app';
import { prepareDatabase } from '../boot';
import { loadConfig, type Config } from '../config';
import { sqliteDb, type Db } from '../db/database';
import { CSRF_COOKIE } from '../http/session';
import { userRepository } from '../resources/users/repository';

/** Which database this test run uses: the vitest project sets TEST_DB. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/** A database image of the SQLite global setup's, read once a file. */
const sqliteImages = new Map<string, Buffer>();

/**
 * A fresh database for one test app: on SQLite an in-memory copy of a database migrated once
 * (with the sample data when `seeded`) by the global setup, on PostgreSQL a copy of its template
 * database, brought up to date as the server would.
 */
async function freshDatabase(seeded: boolean): Promise<{ url: string; db: Db; drop: () => Promise<void> }> {
  if (TEST_DB === 'sqlite') {
    const file = inject('sqliteTemplates')[seeded ? 'seeded' : 'empty'];
    let image = sqliteImages.get(file);
    if (image === undefined) sqliteImages.set(file, (image = readFileSync(file)));
    return { url: 'sqlite::memory:', db: sqliteDb(new SQLite(image)), drop: async () => {} };
  }
  const adminUrl = inject('postgresAdminUrl');
  const templates = inject('postgresTemplates');
  const name = `np_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${seeded ? templates.seeded : templates.empty}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    db: await prepareDatabase({ DATABASE_URL: url.toString(), SEED: seeded }),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The app under test on its own database, with the sample data owner seeded. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * Suites send hundreds of writes a minute from one address as one user, so the write limit
 * is set out of their way; the write limit's own tests pass small limits in `env`.
 */
const SUITE_WRITE_LIMITS = { WRITES_PER_MINUTE_PER_USER: '1000000', WRITES_PER_MINUTE_PER_ADDRESS: '1000000' };

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Each app keeps its recordings' files in a folder of its own, removed with it.
  const media = env.MEDIA_DIR ?? (await mkdtemp(join(tmpdir(), 'test-media-')));
  const settings = { LOG_LEVEL: 'silent', STATIC_DIR: 'dist/web', ...SUITE_WRITE_LIMITS, MEDIA_DIR: media, ...env };
  const database = await freshDatabase(loadConfig(settings).SEED);
  const config = loadConfig({ ...settings, DATABASE_URL: database.url });
  const { db } = database;
  const app = await buildApp(config, db);
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.close();
      await database.drop();
      if (env.MEDIA_DIR === undefined) await rm(media, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A browser-like client: keeps cookies between requests and, like the web app, echoes
 * the csrftoken cookie in X-CSRFToken on every unsafe request.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  sendCsrf = true;
  /** The address requests come from (light-my-request's own is 127.0.0.1). */
  remoteAddress: string | undefined;

  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE)) await this.request('GET', usersApi.url);
    const csrf = this.cookies.get(CSRF_COOKIE);
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method !== 'GET' && this.sendCsrf && csrf ? { 'x-csrftoken': csrf } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as string | object }),
      ...(this.remoteAddress === undefined ? {} : { remoteAddress: this.remoteAddress }),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  patch = (url: string, body: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);

  /** Signs up (and so signs in) a new ordinary account. */
  async signup(username: string, password = 'correct horse battery'): Promise<{ id: number; username: string }> {
    const response = await this.post(accountsApi.signup, { username, password });
    if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }
}

/** A signed-in client for a new staff account (staff are made from the terminal in real life). */
export async function staffClient(t: TestApp, username = 'editor'): Promise<TestClient> {
  const client = new TestClient(t.app);
  const { id } = await client.signup(username);
  await userRepository(t.db).update(id, { is_staff: true });
  return client;
}

/** A signed-in client for a new ordinary account. */
export async function userClient(t: TestApp, username: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.signup(username);
  return client;
}

/** A fresh app and the cast most permission tests need: a guest, two users and a staff member. */
export interface TestCast {
  t: TestApp;
  guest: TestClient;
  ana: TestClient;
  beto: TestClient;
  staff: TestClient;
}

/** Makes a TestCast; `prefix` keeps its usernames (`{prefix}-ana`, `-beto`, `-staff`) apart from others'. */
export async function createTestCast(prefix: string): Promise<TestCast> {
  const t = await createTestApp();
  return {
    t,
    guest: new TestClient(t.app),
    ana: await userClient(t, `${prefix}-ana`),
    beto: await userClient(t, `${prefix}-beto`),
    staff: await staffClient(t, `${prefix}-staff`),
  };
}

/** A multipart form as a browser sends it: text fields and, optionally, one file. */
export function multipartForm(
  fields: Record<string, string | number>,
  file?: { name: string; bytes: Uint8Array; type?: string },
): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
