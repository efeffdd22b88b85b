import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

// Issue 49: with no time limits a client sending one byte every few seconds held its connection
// for ever; thousands of them took every file descriptor and other visitors were dropped.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app listening on a free port of this machine, with `env`. */
async function listening(env: Record<string, string>): Promise<number> {
  t = await createTestApp(env);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
}

/** A raw connection to the app, and a promise that settles when the server closes it. */
function open(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.once('error', () => undefined);
    // Read what the server sends: a paused socket never hears the server close it.
    socket.resume();
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** An ordinary visitor's read: its status. */
async function read(port: number): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/utoaztecan/api/vocabulary/count/`)).status;
}

describe('slow and greedy clients', { timeout: 20_000 }, () => {
  it('closes a log-in whose body trickles in past the request time, and keeps answering others', async () => {
    const port = await listening({ REQUEST_TIMEOUT_SECONDS: '1' });
    const { socket, closed } = await open(port);
    socket.write(
      'POST /accounts/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
    );
    const trickle = setInterval(() => socket.writable && socket.write('{'), 200);
    try {
      expect(await read(port)).toBe(200);
      expect(await closed).toBeLessThan(5_000);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(await read(port)).toBe(200);
  });

  it('closes a connection whose headers never finish', async () => {
    const port = await listening({ REQUEST_TIMEOUT_SECONDS: '1' });
    const { socket, closed } = await open(port);
    socket.write('GET /utoaztecan/api/vocabulary/count/ HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-a: b\r\n'), 200);
    try {
      expect(await closed).toBeLessThan(5_000);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });

  it('closes a connection that sends nothing', async () => {
    const port = await listening({ REQUEST_TIMEOUT_SECONDS: '1' });
    const { socket, closed } = await open(port);
    try {
      expect(await closed).toBeLessThan(5_000);
    } finally {
      socket.destroy();
    }
  });

  it('caps the connections one address holds, and takes new ones as the old close', async () => {
    const port = await listening({ CONNECTIONS_PER_ADDRESS: '3' });
    const held = await Promise.all([open(port), open(port), open(port)]);
    const fourth = await open(port);
    expect(await fourth.closed).toBeLessThan(5_000);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    expect(await read(port)).toBe(200);
  });
});
