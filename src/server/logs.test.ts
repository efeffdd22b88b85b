import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DB } from './test/harness';

// The real server process (main.ts): what an operator reads when it starts.
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts the server with `env` until it says it is ready; its output up to then, lines. */
async function startupLines(env: Record<string, string>): Promise<{ lines: string[]; address: string }> {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, `${port}.sqlite`)}`,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (output.includes(`Nahuatl Practice on ${address}`)) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
    });
  } finally {
    child.kill('SIGKILL');
  }
  return { lines: output.trim().split('\n'), address };
}

describe.runIf(TEST_DB === 'sqlite')('the server’s log', { timeout: 120_000 }, () => {
  it('says where it is ready in one line, readable with LOG_FORMAT=pretty and JSON when not a terminal', async () => {
    dir = mkdtempSync(join(tmpdir(), 'np-logs-'));
    const pretty = await startupLines({ LOG_FORMAT: 'pretty' });
    const ready = pretty.lines.filter((line) => line.includes('Nahuatl Practice on'));
    expect(ready).toHaveLength(1);
    expect(ready[0]).toMatch(new RegExp(`^\\[\\d{2}:\\d{2}:\\d{2}\\] INFO: Nahuatl Practice on ${pretty.address}$`));
    expect(pretty.lines.every((line) => !line.startsWith('{'))).toBe(true);

    // Output to a pipe (a log collector), unless said otherwise: one JSON object a line.
    const json = await startupLines({});
    const records = json.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(records.filter((record) => record.msg === `Nahuatl Practice on ${json.address}`)).toHaveLength(1);
  });
});
