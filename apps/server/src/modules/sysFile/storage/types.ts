import type { Readable } from 'node:stream';

/**
 * Where the bytes of uploaded files live. Keys are built by the server only
 * (`keys.ts`: `<tenantId>/<yyyy>/<MM>/<id><suffix>`), never from a user's input.
 */
export interface FileStorage {
  /** Written to `sys_file.provider`: `Local` or `S3`. */
  readonly provider: 'Local' | 'S3';
  /** Written to `sys_file.bucket_name` (the bucket, or `local`). */
  readonly bucketName: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream; throws `FileMissingError` when the object is gone. */
  read(key: string): Promise<Readable>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
}

export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`stored file missing: ${key}`);
  }
}
