import type { FastifyInstance } from 'fastify';

/**
 * One log line per request instead of Fastify's two (decision 017): a server error always,
 * at `error`, except a 503 (the database away for a while, decision 035), which the error
 * handler already writes as a warning with its cause; other requests at `info`, a `sample` share of them (1 = all, 0.01 = one in a
 * hundred). Nothing is added when the level is above `info`, as it is in production by default.
 */
export function installRequestLog(app: FastifyInstance, sample: number): void {
  const logsInfo = ['trace', 'debug', 'info'].includes(app.log.level) && sample > 0;
  const sampled = () => sample >= 1 || Math.random() < sample;
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    if (status >= 500 && status !== 503) {
      request.log.error(
        { method: request.method, url: request.url, status, ms: Math.round(reply.elapsedTime) },
        'request failed',
      );
    } else if (logsInfo && sampled()) {
      request.log.info({ method: request.method, url: request.url, status, ms: Math.round(reply.elapsedTime) }, 'request');
    }
    done();
  });
}
