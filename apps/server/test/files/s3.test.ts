import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
// s3rver: an S3-compatible server in Node (no S3 service is reachable here); path-style, v4 signatures.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileMissingError, S3FileStorage, useFileStorage } from '../../src/modules/sysFile/storage/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { pngBytes, upload } from './helpers.ts';

const BUCKET = 'printfloor-test';

describe('files on S3-compatible storage (against a real S3 server)', () => {
  let s3server: S3rver;
  let dir: string;
  let storage: S3FileStorage;
  let server: TestServer;
  let admin: string;
  let factory: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'pf-s3-'));
    s3server = new S3rver({ port: 0, address: '127.0.0.1', directory: dir, silent: true });
    const address = (await s3server.run()) as AddressInfo;
    storage = new S3FileStorage({
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket: BUCKET,
      // s3rver's built-in credentials
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
      prefix: 'pf/',
    });
    await (await storage.client()).send(new CreateBucketCommand({ Bucket: BUCKET }));
    server = await createTestServer();
    useFileStorage(server.services, storage);
    admin = await server.tokenFor('superadmin', 'admin');
    factory = await server.tokenFor('factory', 'factory');
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await s3server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('uploads into the bucket under the prefix, downloads and previews the same bytes, deletes the object', async () => {
    const bytes = pngBytes(4000, 9);
    const up = await upload(server, '/api/sysFile/uploadFile', admin, { filename: 'banner.png', content: bytes });
    expect(up.code).toBe(200);
    const file = up.result as unknown as {
      id: number;
      provider: string;
      bucketName: string;
      filePath: string;
      url: string;
    };
    expect(file).toMatchObject({ provider: 'S3', bucketName: BUCKET });
    expect(file.filePath.startsWith(`${SEED.platform.tenantId}/`)).toBe(true);

    const object = await (await storage.client()).send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `pf/${file.filePath}` }),
    );
    expect(
      Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()),
    ).toEqual(bytes);
    expect(object.ContentType).toBe('image/png');

    const download = await server.app.inject({
      method: 'POST',
      url: '/api/sysFile/downloadFile',
      payload: { id: file.id },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    const preview = await server.app.inject({ method: 'GET', url: file.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(bytes)).toBe(true);

    // Another tenant cannot fetch it, even with the file manager codes of its own area.
    const foreign = await server.app.inject({
      method: 'POST',
      url: '/api/sysFile/downloadFile',
      payload: { id: file.id },
      headers: { authorization: `Bearer ${factory}` },
    });
    expect(foreign.json().code).toBe(403);
    expect(foreign.rawPayload.equals(bytes)).toBe(false);

    const del = await server.call('POST', '/api/sysFile/delete', { token: admin, body: { id: file.id } });
    expect(del.body.code).toBe(200);
    await expect(
      (await storage.client()).send(new HeadObjectCommand({ Bucket: BUCKET, Key: `pf/${file.filePath}` })),
    ).rejects.toMatchObject({ name: 'NotFound' });
  });

  it('a missing object reads as FileMissingError (the API answers "file not found", not a 500)', async () => {
    await expect(storage.read(`${SEED.platform.tenantId}/2020/01/1.png`)).rejects.toBeInstanceOf(FileMissingError);
  });
});
