import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  IMMUTABLE,
  isMediaKey,
  mediaKeyAt,
  mediaKeyOf,
  mediaPath,
  requireMediaKey,
  sendMedia,
  type MediaStore,
} from './store';

export interface S3StoreOptions {
  /** The server's address, e.g. `https://s3.eu-central-1.amazonaws.com` or a MinIO's `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Answer reads with a redirect to a presigned URL instead of streaming the object (see {@link s3Store}). */
  presign?: boolean;
}

/** How long a presigned URL works: long enough to play and replay a recording of a few seconds. */
const PRESIGNED_SECONDS = 300;

/**
 * How long a browser may reuse a redirect to a presigned URL: replaying a word within a minute
 * costs the app nothing, and the URL still has four minutes left when the reuse ends.
 */
const REDIRECT_MAX_AGE = 60;

/**
 * The media store in an S3-compatible bucket, shared by every app instance configured with it.
 * Objects are named as in a disk store's directory (`ab/cd/abcd…`), and the bucket is addressed
 * by path (`endpoint/bucket/…`), which S3-compatible servers (MinIO, Ceph, Garage) accept
 * without a DNS name per bucket.
 *
 * Reads take one of two ways, chosen by `presign`:
 * - Streamed (the default): the app asks the bucket for the object's size, then for the range
 *   the client asked, and streams it with the same headers and rules as the disk store
 *   (`sendMedia`). Two requests to the bucket and the bytes pass through the app, but the
 *   browser sees one origin: no CORS rule on the bucket, no bucket address in the app's
 *   Content-Security-Policy, and the service worker can keep the bytes offline.
 * - Presigned: a 302 to a URL signed for five minutes, with the content type and the immutable
 *   Cache-Control asked of the bucket; the bucket answers ranges itself and the bytes never pass
 *   through the app. The browser must be allowed to fetch from the bucket's origin, and a key
 *   that names nothing gets its 404 from the bucket, after the redirect.
 *
 * The SDK's default checksums (CRC32 on every upload, checksum mode on every read) are asked
 * only where an operation requires them: several S3-compatible servers refuse their headers.
 */
export function s3Store(options: S3StoreOptions): MediaStore {
  const { bucket: Bucket, presign = false } = options;
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  /** The object's size, or undefined when the bucket has no such object. */
  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: mediaPath(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  return {
    async put(bytes) {
      const key = mediaKeyOf(bytes);
      if ((await sizeOf(key)) === undefined) {
        await client.send(
          new PutObjectCommand({ Bucket, Key: mediaPath(key), Body: bytes, ContentType: 'application/octet-stream' }),
        );
      }
      return { key, size: bytes.byteLength };
    },

    async has(key) {
      return isMediaKey(key) && (await sizeOf(key)) !== undefined;
    },

    async remove(key) {
      // S3 answers a removal of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: mediaPath(requireMediaKey(key)) }));
    },

    async send(request, reply, key, contentType) {
      if (presign && isMediaKey(key)) {
        const input = {
          Bucket,
          Key: mediaPath(key),
          ResponseContentType: contentType,
          ResponseCacheControl: IMMUTABLE,
        };
        // A presigned URL is good for one method: a HEAD gets a URL signed for HEAD.
        const url =
          request.method === 'HEAD'
            ? await getSignedUrl(client, new HeadObjectCommand(input), { expiresIn: PRESIGNED_SECONDS })
            : await getSignedUrl(client, new GetObjectCommand(input), { expiresIn: PRESIGNED_SECONDS });
        return reply.header('cache-control', `private, max-age=${REDIRECT_MAX_AGE}`).redirect(url, 302);
      }
      const size = isMediaKey(key) ? await sizeOf(key) : undefined;
      if (size === undefined) {
        reply.callNotFound();
        return reply;
      }
      return sendMedia(request, reply, {
        key,
        size,
        contentType,
        read: async ({ start, end }) => {
          const object = await client.send(
            new GetObjectCommand({ Bucket, Key: mediaPath(key), Range: `bytes=${start}-${end}` }),
          );
          if (!(object.Body instanceof Readable)) throw new Error(`The bucket sent no stream for ${key}`);
          // The headers promise these bytes: a server that sends others (s3rver answers `bytes=0-0`
          // with the whole object) must fail the request rather than corrupt it.
          const asked = `bytes ${start}-${end}/${size}`;
          if (object.ContentRange !== asked) {
            object.Body.destroy();
            throw new Error(`The bucket answered ${String(object.ContentRange)} for ${asked} of ${key}`);
          }
          return object.Body;
        },
      });
    },

    async *keys() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          const key = object.Key === undefined ? undefined : mediaKeyAt(object.Key);
          if (key) yield key;
        }
      }
    },
  };
}
