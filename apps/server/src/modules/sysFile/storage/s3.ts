import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { isSafeFileKey } from './keys.ts';
import { FileMissingError, type FileStorage } from './types.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Key prefix inside the bucket (e.g. `printfloor/`), '' for none. */
  prefix: string;
}

/**
 * S3 settings from the environment: PRINTFLOOR_S3_ENDPOINT, _BUCKET, _ACCESS_KEY, _SECRET_KEY,
 * _REGION (default us-east-1), _PREFIX. Null when no endpoint or bucket is set (local disk is used).
 * Throws when an endpoint is set but the rest is incomplete, so a half configuration fails at start.
 */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | null {
  const endpoint = env.PRINTFLOOR_S3_ENDPOINT?.trim();
  const bucket = env.PRINTFLOOR_S3_BUCKET?.trim();
  if (!endpoint && !bucket) return null;
  const accessKey = env.PRINTFLOOR_S3_ACCESS_KEY?.trim() ?? '';
  const secretKey = env.PRINTFLOOR_S3_SECRET_KEY?.trim() ?? '';
  const missing = [
    ['PRINTFLOOR_S3_ENDPOINT', endpoint],
    ['PRINTFLOOR_S3_BUCKET', bucket],
    ['PRINTFLOOR_S3_ACCESS_KEY', accessKey],
    ['PRINTFLOOR_S3_SECRET_KEY', secretKey],
  ]
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) throw new Error(`incomplete S3 configuration, missing ${missing.join(', ')}`);
  if (!/^https?:\/\//.test(endpoint as string)) throw new Error('PRINTFLOOR_S3_ENDPOINT must be an http(s) URL');
  let prefix = (env.PRINTFLOOR_S3_PREFIX ?? '').trim().replace(/^\/+/, '');
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  if (prefix && !/^[A-Za-z0-9._\-/]+$/.test(prefix)) throw new Error('PRINTFLOOR_S3_PREFIX has unsafe characters');
  return {
    endpoint: endpoint as string,
    bucket: bucket as string,
    accessKey,
    secretKey,
    region: env.PRINTFLOOR_S3_REGION?.trim() || 'us-east-1',
    prefix,
  };
}

/** The SDK is loaded by the first S3 call: a server on the local disk never carries it (~20 MB resident). */
const sdk = () => import('@aws-sdk/client-s3');

/** An S3-compatible bucket (MinIO, Ceph, AWS…), addressed path-style. */
export class S3FileStorage implements FileStorage {
  readonly provider = 'S3' as const;
  readonly bucketName: string;
  #client: Promise<S3Client> | null = null;

  constructor(readonly settings: S3Settings) {
    this.bucketName = settings.bucket;
  }

  /** The SDK client, made on first use. */
  client(): Promise<S3Client> {
    this.#client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          endpoint: this.settings.endpoint,
          region: this.settings.region,
          forcePathStyle: true,
          credentials: { accessKeyId: this.settings.accessKey, secretAccessKey: this.settings.secretKey },
        }),
    );
    return this.#client;
  }

  /** The object key of a storage key (prefix + key); refuses keys the server did not build. */
  objectKey(key: string): string {
    if (!isSafeFileKey(key)) throw new Error(`unsafe file key: ${key}`);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const [{ PutObjectCommand }, client] = await Promise.all([sdk(), this.client()]);
    await client.send(
      new PutObjectCommand({ Bucket: this.bucketName, Key: this.objectKey(key), Body: data, ContentType: contentType }),
    );
  }

  async read(key: string): Promise<Readable> {
    const [{ GetObjectCommand }, client] = await Promise.all([sdk(), this.client()]);
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: this.bucketName, Key: this.objectKey(key) }));
      return out.Body as Readable;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') throw new FileMissingError(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const [{ DeleteObjectCommand }, client] = await Promise.all([sdk(), this.client()]);
    await client.send(new DeleteObjectCommand({ Bucket: this.bucketName, Key: this.objectKey(key) }));
  }
}
