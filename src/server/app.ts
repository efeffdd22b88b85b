import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import pinoPretty from 'pino-pretty';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { sessionSecret } from './db/settings';
import { beginInTurns, limitConnectionsPerAddress } from './http/connections';
import { errors, frameworkError, installErrorHandler } from './http/errors';
import { registerApi } from './http/routes';
import { installSecurityHeaders } from './http/security';
import { installSessions } from './http/session';
import { sessionStore } from './http/session-store';
import { installStatic, PAGE_URLS } from './http/static';
import { installCompression } from './http/compression';
import { installRequestLog } from './http/request-log';
import { installWriteLimit } from './http/write-limit';
import { writeCountRepository } from './db/write-counts';
import { accountsApi } from '../contract/accounts';
import { readCache } from './db/read-cache';
import { accountRoutes } from './resources/users/account-routes';
import { loginFailureRepository } from './resources/users/login-failures';
import { userRoutes } from './resources/users/routes';
import { reviewRepository } from './resources/review/repository';
import { reviewRoutes } from './resources/review/routes';
import { userRepository } from './resources/users/repository';
import { recordingRoutes } from './resources/recordings/routes';
import { speakerRepository } from './resources/recordings/speaker-repository';
import { recordingRepository } from './resources/recordings/recording-repository';
import { playbackCopies, sweepReleasedMedia } from './resources/recordings/playback';
import { UPLOAD_LIMITS } from './resources/recordings/upload';
import { makePlaybackCopy } from './media/audio';
import { diskStore } from './media/disk-store';
import { s3Store } from './media/s3-store';
import type { MediaStore } from './media/store';
import { sentenceRoutes } from './resources/sentences/routes';
import { sentenceRepository } from './resources/sentences/repository';
import { vocabularyRoutes } from './resources/vocabularies/routes';
import { vocabularyRepository } from './resources/vocabularies/repository';
import { cognateRoutes } from './resources/cognates/routes';
import { cognateRepository } from './resources/cognates/repository';
import { cognateSetRoutes } from './resources/cognate-sets/routes';
import { cognateSetRepository } from './resources/cognate-sets/repository';
import { loanwordRoutes } from './resources/loanwords/routes';
import { loanwordRepository } from './resources/loanwords/repository';
import { entryRoutes } from './resources/entries/routes';
import { semanticCategoryRoutes } from './resources/semantic-categories/routes';
import { semanticCategoryRepository } from './resources/semantic-categories/repository';
import { entryRepository } from './resources/entries/repository';
import { patternRoutes } from './resources/patterns/routes';
import { patternRepository } from './resources/patterns/repository';
import { annotationRoutes } from './resources/words/annotation-routes';
import { wordExportRoutes } from './resources/words/export-routes';
import { exportQueries } from './resources/words/export-queries';
import { wordRoutes } from './resources/words/routes';
import { wordRepository } from './resources/words/repository';
import { linkedWords } from './resources/words/load';

/** The largest request body accepted: 1 MiB (DESIGN.md §4). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole app on an open, migrated database without listening, so tests can
 * drive it with `app.inject()` and main.ts can listen on it.
 */
/**
 * The server's log: readable lines in a terminal (or with LOG_FORMAT=pretty), one JSON object
 * a line otherwise (or with LOG_FORMAT=json), for a log collector.
 */
function loggerOptions(config: Config) {
  const format = config.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  if (format === 'json') return { level: config.LOG_LEVEL };
  const stream = pinoPretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
  });
  return { level: config.LOG_LEVEL, stream };
}

export async function buildApp(config: Config, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config),
    // One line per request, sampled, from installRequestLog instead of two each (decision 017).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // A client gets a bounded time to send its request, headers and body, and a silent connection
    // is closed (issue 49). Node needs the headers' time no longer than the request's when it makes
    // the server (60 s otherwise, and then neither applies), and looks for requests past their time
    // every so often (30 s unless told): here every quarter of it.
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      headersTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
      connectionsCheckingInterval: Math.min(30_000, (config.REQUEST_TIMEOUT_SECONDS * 1000) / 4),
    },
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_SECONDS * 1000,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkError,
  });

  limitConnectionsPerAddress(app.server, config.CONNECTIONS_PER_ADDRESS);
  beginInTurns(app);
  installErrorHandler(app);
  installRequestLog(app, config.LOG_REQUEST_SAMPLE);
  await app.register(cookie, { secret: await sessionSecret(db, config.SESSION_SECRET) });
  installSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => errors.throttled(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  const sessions = sessionStore(db);
  installSessions(app, sessions, config.TRUSTED_ORIGINS);
  await sessions.removeExpired();
  const failures = loginFailureRepository(db);
  await failures.removeExpired();
  const writeCounts = writeCountRepository(db);
  installWriteLimit(
    app,
    writeCounts,
    { perUser: config.WRITES_PER_MINUTE_PER_USER, perAddress: config.WRITES_PER_MINUTE_PER_ADDRESS },
    [accountsApi.login, accountsApi.logout],
  );

  await installCompression(app);
  await installStatic(app, config.STATIC_DIR, { sourceMaps: config.SERVE_SOURCE_MAPS });
  const users = userRepository(db);
  const words = wordRepository(db);
  const linked = linkedWords(words);
  const vocabularies = vocabularyRepository(db);
  const dictionary = readCache(db, 'dictionary', config.READ_CACHE_MB * 1024 * 1024);
  const media = mediaStore(config);
  const recordings = recordingRepository(db);
  const copies = playbackCopies(makePlaybackCopy, media, recordings, (id, error) =>
    app.log.warn(`No playback copy of recording ${id}: ${String(error)}`),
  );
  // A copy being made finishes before the database closes.
  app.addHook('onClose', async () => copies.idle());
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  sweepMediaHourly(app, () => sweepReleasedMedia(media, recordings, config.MEDIA_GRACE_HOURS));
  registerApi(
    app,
    [
      ...accountRoutes({ config, users, sessions, failures }),
      ...userRoutes(users),
      ...wordRoutes(words, dictionary),
      ...wordExportRoutes(exportQueries(db), dictionary),
      ...annotationRoutes(words),
      ...sentenceRoutes(sentenceRepository(db), linked),
      ...vocabularyRoutes(vocabularies, linked),
      ...patternRoutes(patternRepository(db), linked, vocabularies),
      ...entryRoutes(entryRepository(db), linked),
      ...semanticCategoryRoutes(semanticCategoryRepository(db)),
      ...cognateSetRoutes(cognateSetRepository(db)),
      ...cognateRoutes(cognateRepository(db), linked),
      ...loanwordRoutes(loanwordRepository(db)),
      ...reviewRoutes(reviewRepository(db)),
      ...recordingRoutes({ speakers: speakerRepository(db), recordings, media, copies }),
    ],
    PAGE_URLS,
  );

  return app;
}

/** Where recordings' files are kept: the S3-compatible store when configured, else `MEDIA_DIR` on disk. */
function mediaStore(config: Config): MediaStore {
  const { MEDIA_S3_ENDPOINT: endpoint, MEDIA_S3_BUCKET: bucket, MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (endpoint && bucket && accessKeyId && secretAccessKey)
    return s3Store({ endpoint, bucket, accessKeyId, secretAccessKey, region: config.MEDIA_S3_REGION, presign: config.MEDIA_S3_PRESIGN });
  return diskStore(config.MEDIA_DIR);
}

/** Deletes released media files once their grace period is over: at start, then every hour, until the app closes. */
function sweepMediaHourly(app: FastifyInstance, sweep: () => Promise<number>): void {
  const run = () => void sweep().catch((error: unknown) => app.log.warn(`Released media not swept: ${String(error)}`));
  app.addHook('onReady', async () => run());
  const timer = setInterval(run, 3_600_000).unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

