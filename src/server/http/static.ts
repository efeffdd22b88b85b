import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountsApi } from '../../contract/users';
import { errors, sendError } from './errors';
import { isApiAddress } from './security';

/** Addresses that are pages of the app even though the API also posts to them. */
export const PAGE_URLS = [accountsApi.login, accountsApi.signup, accountsApi.logout];

/**
 * Serves the built React app: its files, and index.html for every other GET outside the
 * API so the client-side router can show the screen (or its not-found screen). API
 * addresses that match nothing get DRF's JSON 404.
 */
export async function installStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const built = existsSync(resolve(root, 'index.html'));
  if (built) {
    // wildcard: files are looked up per request, so a rebuild is served without a restart.
    await app.register(fastifyStatic, { root, wildcard: true, index: false, maxAge: '1h' });
  }

  const sendApp = (_request: FastifyRequest, reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html', root, { maxAge: 0 })
      : reply.code(503).type('text/plain').send('The web app has not been built: run `npm run build`.');

  // The root is a page too: without this the static plugin would refuse it as a directory.
  for (const url of ['/', ...PAGE_URLS]) app.get(url, sendApp);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiAddress(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, errors.notFound());
    }
    if (built && /\/assets\//.test(path)) return sendError(reply, errors.notFound());
    return sendApp(request, reply);
  });
}
