import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Logs one successful request at `info` (the front door's answers, which never reach Fastify's hooks). */
export type SuccessLog = (method: string, url: string, status: number, ms: number) => void;

/**
 * One log line per request instead of Fastify's two (decision 017): a server error always,
 * at `error`; other requests at `info`, a `sample` share of them (1 = all, 0.01 = one in a
 * hundred). Nothing is added when the level is above `info`, as it is in production by default.
 * Returns the same line for answers given outside Fastify, or null when none is logged.
 */
export function installRequestLog(app: FastifyInstance, sample: number): SuccessLog | null {
  const logsInfo = ['trace', 'debug', 'info'].includes(app.log.level) && sample > 0;
  const sampled = () => sample >= 1 || Math.random() < sample;
  const line = (log: FastifyBaseLogger, method: string, url: string, status: number, ms: number) =>
    log.info({ method, url, status, ms: Math.round(ms) }, 'request');
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status >= 500) {
      request.log.error(
        { method: request.method, url: request.url, status, ms: Math.round(reply.elapsedTime) },
        'request failed',
      );
    } else if (logsInfo && sampled()) {
      line(request.log, request.method, request.url, status, reply.elapsedTime);
    }
    done();
  });
  if (!logsInfo) return null;
  return (method, url, status, ms) => {
    if (sampled()) line(app.log, method, url, status, ms);
  };
}
