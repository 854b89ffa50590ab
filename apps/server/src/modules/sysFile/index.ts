/** The file store for other domains: store generated or fetched files as rows of the caller's tenant. */
export {
  findPreview,
  PREVIEW_PREFIX,
  readStored,
  type SysFileOutput,
  storeUploads,
  type UploadItem,
} from './service.ts';
export { ARTWORK_POLICY, GENERAL_POLICY, IMAGE_POLICY, type UploadPolicy } from './sniff.ts';
