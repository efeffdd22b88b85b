import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_DB } from './test/harness';

// The real server process (main.ts) on a SQLite file: what an operator's SIGTERM or
// Ctrl-C does to requests in flight and to the database.
let dir: string;
let server: ChildProcess | undefined;

afterEach(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** What the server has logged so far (at `info`: it says when it starts to stop). */
  log: () => string;
}

async function startServer(port: number, database: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${database}`, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let log = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await vi.waitFor(
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/schema/`);
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
    },
    { timeout: 50_000, interval: 100 },
  );
  return { child, exited, log: () => log };
}

/** Sends a sign-up whose body arrives in two halves, with `between` run after the first half. */
function slowSignup(port: number, csrf: string, username: string, between: () => Promise<void>): Promise<number> {
  const body = JSON.stringify({ username, password: 'long enough pass' });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/accounts/signup/',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    void between().then(() => req.end(body.slice(10)));
  });
}

// What a process does on a signal does not depend on the database, so this runs once, in
// the SQLite project (the PostgreSQL project skips it).
describe.runIf(TEST_DB === 'sqlite')('stopping the server', () => {
  it.each([['SIGTERM'], ['SIGINT']] as const)(
    'on %s finishes the request in flight, refuses new ones, closes the database and exits 0',
    { timeout: 60_000 },
    async (signal) => {
      dir = mkdtempSync(join(tmpdir(), 'nahuatl-stop-'));
      const database = join(dir, 'app.sqlite');
      const port = await freePort();
      const { child, exited, log } = await startServer(port, database);
      server = child;
      const csrf = /csrftoken=([^;]+)/.exec((await fetch(`http://127.0.0.1:${port}/utoaztecan/api/users/`)).headers.get('set-cookie') ?? '')![1]!;

      const status = await slowSignup(port, csrf, 'inflight', async () => {
        // The one pause left: nothing outside the process shows that it has read the first
        // half's headers (a request not yet read is not in flight, and closing may drop it).
        await new Promise((r) => setTimeout(r, 200));
        child.kill(signal);
        await vi.waitFor(() => expect(log()).toContain(`${signal}: finishing requests in flight`), { timeout: 10_000 });
        // A new request is not served: the connection is refused, or (when it reached the server
        // while Fastify was already closing, as on a loaded machine) answered 503 and closed.
        const late = await fetch(`http://127.0.0.1:${port}/api/schema/`).then(
          (response) => `${response.status} ${response.headers.get('connection')}`,
          () => 'refused',
        );
        expect(['refused', '503 close']).toContain(late);
      });

      expect(status).toBe(201);
      expect(await exited).toBe(0);
      // A clean close checkpoints the write-ahead log into the database file and removes it.
      expect(existsSync(`${database}-wal`)).toBe(false);
      const copy = new SQLite(database, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(copy.prepare('select username from app_user where username = ?').get('inflight')).toEqual({ username: 'inflight' });
      copy.close();
    },
  );
});
