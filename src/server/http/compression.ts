import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './language';

/**
 * Compression of the text answers (decision 073): brotli, and gzip for clients without it.
 * The built files are compressed at build time (their `.br` and `.gz` are served by
 * static.ts); the read cache's answers are compressed once and kept compressed
 * (cached-reads.ts); every other answer is compressed as it is sent, by @fastify/compress.
 */

/** The encodings offered, best first. */
const ENCODINGS = ['br', 'gzip'] as const;

export type Encoding = (typeof ENCODINGS)[number] | 'identity';

/** Answers shorter than this go as they are: compressing them saves less than a packet. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli's quality for answers made on request: 5 of 11 gives most of the size gain at a
 * small part of the time (quality 11, node's default, takes milliseconds on a 20 KB list).
 */
const BROTLI_QUALITY = 5;

const brotliParams = {
  [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

/** The encoding `request` accepts, as @fastify/compress would choose it; `identity` when it accepts none of ours. */
export function encodingFor(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  return (typeof header === 'string' && negotiate(header, [...ENCODINGS])) || 'identity';
}

/** `body` in `encoding`. */
export function encode(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: brotliParams }) : gzipSync(body);
}

/**
 * The largest answer for every device compressed at brotli's best quality: about a second in
 * zlib's threads. A larger one goes at the everyday quality, which takes a fiftieth of that.
 */
export const BEST_QUALITY_LIMIT = 1024 * 1024;

const brotliBest = promisify(brotliCompress);

/**
 * `body` in `encoding` for an answer that every device downloads and the read cache keeps (the
 * dictionary's export): brotli's best quality, a seventh fewer bytes on every download for a
 * compression made once per version, in zlib's threads rather than on the event loop
 * (decision 073). Every other answer keeps the everyday quality, whose speed the word search needs.
 */
export function encodeForEveryDevice(body: Buffer, encoding: Exclude<Encoding, 'identity'>): Buffer | Promise<Buffer> {
  if (encoding !== 'br' || body.length > BEST_QUALITY_LIMIT) return encode(body, encoding);
  return brotliBest(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * A kept answer sent as the client accepts it: `body` itself, or its bytes in the accepted
 * encoding from `inEncoding` (which keeps them, so a held answer is compressed once and not
 * on every request). A short answer goes as it is, as @fastify/compress would send it.
 */
export function keptEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  inEncoding: (encoding: Exclude<Encoding, 'identity'>) => Buffer | Promise<Buffer>,
): Buffer | Promise<Buffer> {
  addVary(reply, ['Accept-Encoding']);
  const encoding = encodingFor(request);
  if (encoding === 'identity' || body.length < COMPRESS_THRESHOLD) return body;
  reply.header('content-encoding', encoding);
  return inEncoding(encoding);
}

/**
 * Compresses every other text answer of at least {@link COMPRESS_THRESHOLD} bytes as it is
 * sent (an answer that already says its Content-Encoding is left as it is). Request bodies
 * are read as before: compressed ones are not accepted.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: brotliParams },
    globalDecompression: false,
  });
}
