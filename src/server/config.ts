import { z } from 'zod';

/** Where the SQLite database (and, with it, the generated session secret) lives by default. */
export const DEFAULT_DATA_DIR = 'data/db';

/** Where recordings' files live by default, beside the database. */
export const DEFAULT_MEDIA_DIR = 'data/media';

const S3_SETTINGS = ['MEDIA_S3_ENDPOINT', 'MEDIA_S3_BUCKET', 'MEDIA_S3_ACCESS_KEY_ID', 'MEDIA_S3_SECRET_ACCESS_KEY'] as const;

const ConfigSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number({ error: 'must be a whole number from 0 to 65535' }).int('must be a whole number from 0 to 65535').min(0, 'must be a whole number from 0 to 65535').max(65535, 'must be a whole number from 0 to 65535').default(8000),
  DATABASE_URL: z
    .string()
    .min(1)
    .default(`sqlite:${DEFAULT_DATA_DIR}/nahuatl.sqlite`)
    .refine((url) => url.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(url), {
      message: 'must start with sqlite: (a file path, or sqlite::memory:) or postgres://',
    }),
  SESSION_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters; leave it unset to have one generated')
    .optional(),
  SEED: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** `info` by default; `warn` when NODE_ENV=production (see loadConfig). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: readable lines (pino-pretty); `json`: one JSON object a line. Unset: pretty in a terminal, else JSON. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** The share of successful requests logged (one line each, at info); errors are always logged. */
  LOG_REQUEST_SAMPLE: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, 'must be a number from 0 to 1')
    .max(1, 'must be a number from 0 to 1')
    .default(1),
  /** Memory for the dictionary's read cache, in MB; 0 turns it off. */
  READ_CACHE_MB: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be at least 0').default(32),
  LOGIN_FAILURES_PER_15_MIN: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  /** Writes (POST, PUT, PATCH, DELETE but log-in and log-out) one signed-in user may send in a minute (decision 037). */
  WRITES_PER_MINUTE_PER_USER: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(120),
  /** Writes one address may send in a minute, whoever sends them: a classroom behind one address shares it. */
  WRITES_PER_MINUTE_PER_ADDRESS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(600),
  SIGNUPS_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(50),
  /**
   * Seconds a client has to send a whole request, headers and body, and that a connection may
   * stay silent (issue 49): a slow attacker's connection is closed, a phone on 2G still sends
   * the largest body the API takes (1 MB at about 140 kbit/s).
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(60),
  /** Seconds an idle keep-alive connection is kept for the client's next request. */
  KEEP_ALIVE_SECONDS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(10),
  /** Connections one address may hold at once (0: no cap); a browser opens six, a school behind one address shares it. */
  CONNECTIONS_PER_ADDRESS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be at least 0').default(256),
  STATIC_DIR: z.string().min(1).default('dist/web'),
  /** Where recordings' files are kept on disk, named by their SHA-256 (issue 51); unused with S3. */
  MEDIA_DIR: z.string().min(1).default(`${DEFAULT_MEDIA_DIR}`),
  /** An S3-compatible store for the recordings, shared by several app instances: its endpoint, bucket and keys. */
  MEDIA_S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.org' }).optional(),
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Answer a recording with a short-lived presigned URL to the bucket instead of streaming it through the server. */
  MEDIA_S3_PRESIGN: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Hours a file no recording names any more is kept before it is deleted (a backup taken meanwhile still holds it). */
  MEDIA_GRACE_HOURS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be at least 0').default(72),
  /** Serve the build's source maps (`*.map`): off, as they publish the source; on to debug a build in a browser. */
  SERVE_SOURCE_MAPS: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((origin) => origin.trim()).filter((origin) => origin !== ''))
    .pipe(
      z.array(
        z.string().regex(/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$/, {
          message: 'must be a comma-separated list of origins such as https://nahuatl.example.org or https://*.example.org',
        }),
      ),
    ),
});

/** The validated configuration of one server process. */
export type Config = z.output<typeof ConfigSchema>;

/** A configuration that failed validation, with every problem listed. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Reads and validates the configuration once, at start-up. Every problem is
 * collected before failing, so one run tells the operator everything to fix.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(ConfigSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  // In production the request lines are not worth a fifth of the server (decision 017): warnings and errors only.
  if (known.LOG_LEVEL === undefined && env.NODE_ENV === 'production') known.LOG_LEVEL = 'warn';
  const result = ConfigSchema.superRefine((config, context) => {
    // The S3 store is used when any of its settings is given: then it needs them all.
    if (S3_SETTINGS.some((key) => config[key] !== undefined))
      for (const key of S3_SETTINGS)
        if (config[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: 'is needed with the other MEDIA_S3_ settings' });
  }).safeParse(known);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return result.data;
}
