import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3StoreOptions } from '../media/s3-store';

/** The part of s3rver's class these tests use; the package ships no types. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverServer;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver checks request signatures against these credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  /** A configuration of the S3 store for this server's bucket (streaming; add `presign` for redirects). */
  options: S3StoreOptions;
  /** Stops the server and removes its directory. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server for the S3 store's tests: s3rver on a free port of 127.0.0.1,
 * keeping its objects in a new temporary directory, with one empty bucket. The store is tested
 * against HTTP requests signed as for S3, not a stand-in for the SDK.
 */
export async function startS3Server(bucket = 'media'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    options: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', ...CREDENTIALS },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
