/** The file store for other domains: store generated or fetched files as rows of the caller's tenant. */
export { type SysFileOutput, storeUploads, type UploadItem } from './service.ts';
export { GENERAL_POLICY, IMAGE_POLICY, type UploadPolicy } from './sniff.ts';
