import path from 'node:path';
import type { AppServices } from '../../../services.ts';
import { LocalFileStorage } from './local.ts';
import { S3FileStorage, s3SettingsFromEnv } from './s3.ts';
import type { FileStorage } from './types.ts';

export { buildFileKey, isSafeFileKey } from './keys.ts';
export { LocalFileStorage } from './local.ts';
export { S3FileStorage, s3SettingsFromEnv } from './s3.ts';
export { FileMissingError, type FileStorage } from './types.ts';

/** S3 when PRINTFLOOR_S3_* is set, else the local disk under `<dataDir>/files`. */
export function createFileStorage(dataDir: string, env: NodeJS.ProcessEnv = process.env): FileStorage {
  const s3 = s3SettingsFromEnv(env);
  if (s3) return new S3FileStorage(s3);
  return new LocalFileStorage(path.join(dataDir, 'files'));
}

const storages = new WeakMap<AppServices, FileStorage>();

/** The file storage of a server, created on first use. */
export function fileStorageOf(services: AppServices): FileStorage {
  let storage = storages.get(services);
  if (!storage) {
    storage = createFileStorage(services.config.dataDir);
    storages.set(services, storage);
  }
  return storage;
}

/** Replaces a server's file storage (tests use a temporary folder). */
export function useFileStorage(services: AppServices, storage: FileStorage): void {
  storages.set(services, storage);
}
