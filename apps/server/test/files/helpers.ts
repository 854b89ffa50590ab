import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalFileStorage, useFileStorage } from '../../src/modules/sysFile/storage/index.ts';
import { multipart, type Part } from '../helpers/multipart.ts';
import type { TestServer } from '../helpers/server.ts';

/** Points the server's file storage at a fresh temporary folder; returns it and a cleanup. */
export function useTempStorage(server: TestServer): { root: string; storage: LocalFileStorage; cleanup: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'pf-files-'));
  const storage = new LocalFileStorage(root);
  useFileStorage(server.services, storage);
  return { root: storage.root, storage, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes that sniff as PNG, of the given total size. */
export function pngBytes(size = 256, fill = 7): Buffer {
  const body = Buffer.alloc(Math.max(0, size - PNG_MAGIC.length), fill);
  return Buffer.concat([PNG_MAGIC, body]);
}

/** A Windows executable header ("MZ"). */
export function exeBytes(): Buffer {
  return Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 1)]);
}

export function gifBytes(): Buffer {
  return Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(100, 0)]);
}

/** Sends a multipart upload through the test server's injector. */
export async function upload(
  server: TestServer,
  url: string,
  token: string,
  ...parts: Part[]
): Promise<{ code: number; message: string; result: Record<string, unknown> & Record<string, unknown>[] }> {
  if (server.db.kind === 'pg') await server.services.authCache.settle(server.db);
  const { payload, contentType } = multipart(...parts);
  const res = await server.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return res.json();
}
