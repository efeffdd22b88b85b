import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { installRequestLog } from './request-log';

/** A server logging at `level` into an array of parsed lines, with one route that works and one that fails. */
async function serverLogging(level: string, sample: number) {
  const lines: Array<{ level: number; msg: string; status?: number }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }) });
  installRequestLog(app, sample);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/broken', async (_request, reply) => reply.code(500).send({ detail: 'broken' }));
  app.get('/away', async (_request, reply) => reply.code(503).send({ detail: 'away' }));
  await app.ready();
  return { app, lines };
}

describe('request logging', () => {
  it('writes one line per request at info', async () => {
    const { app, lines } = await serverLogging('info', 1);
    for (let i = 0; i < 5; i += 1) await app.inject('/ok');
    expect(lines.filter((line) => line.msg === 'request')).toHaveLength(5);
    await app.close();
  });

  it('writes a sampled share of requests, and none at warn, but every server error', async () => {
    const sampled = await serverLogging('info', 0.1);
    for (let i = 0; i < 300; i += 1) await sampled.app.inject('/ok');
    const logged = sampled.lines.filter((line) => line.msg === 'request').length;
    expect(logged).toBeGreaterThan(0);
    expect(logged).toBeLessThan(100);
    await sampled.app.close();

    const quiet = await serverLogging('warn', 1);
    for (let i = 0; i < 20; i += 1) await quiet.app.inject('/ok');
    await quiet.app.inject('/broken');
    expect(quiet.lines).toHaveLength(1);
    expect(quiet.lines[0]).toMatchObject({ level: 50, msg: 'request failed', status: 500 });
    await quiet.app.close();
  });

  it('does not write a 503 (the database away for a while) as a server error: the error handler warns of it with its cause', async () => {
    const quiet = await serverLogging('warn', 1);
    await quiet.app.inject('/away');
    expect(quiet.lines).toEqual([]);
    await quiet.app.close();
    const all = await serverLogging('info', 1);
    await all.app.inject('/away');
    expect(all.lines).toEqual([expect.objectContaining({ level: 30, msg: 'request', status: 503 })]);
    await all.app.close();
  });

  it('logs at warn by default in production, at info otherwise, and as configured always', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).LOG_LEVEL).toBe('warn');
    expect(loadConfig({}).LOG_LEVEL).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).LOG_LEVEL).toBe('info');
    expect(() => loadConfig({ LOG_REQUEST_SAMPLE: '2' })).toThrow(/LOG_REQUEST_SAMPLE/);
  });
});
