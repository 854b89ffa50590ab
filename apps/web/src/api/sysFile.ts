import type { PageResult } from '@printfloor/contract';
import { http, request } from './request.ts';
import { type DownloadedFile, filenameFromDisposition } from './resource.ts';

/** A stored file (admin-net-contract §9.2 SysFile plus fileType and mime). */
export interface SysFile {
  id: number;
  tenantId: number;
  provider: string;
  bucketName: string | null;
  fileName: string;
  suffix: string;
  filePath: string;
  folder: string | null;
  sizeKb: number;
  sizeInfo: string | null;
  /** `/api/sysFile/preview/{tenantId}/{id}/{key}`: shows the file without a bearer token (for <img src>). */
  url: string;
  fileMd5: string;
  fileType: string;
  mime: string;
  createTime: string;
  createUserName: string | null;
}

export interface FilePageQuery {
  page: number;
  pageSize: number;
  fileName?: string;
  suffix?: string;
  startTime?: string;
  endTime?: string;
}

function form(file: Blob, name: string): FormData {
  const data = new FormData();
  data.append('file', file, name);
  return data;
}

/** The sysFile service (server module apps/server/src/modules/sysFile). */
export const sysFileApi = {
  page: (query: FilePageQuery) => http.post<PageResult<SysFile>>('/api/sysFile/page', query),
  uploadFile: (file: File, path?: string) =>
    request<SysFile>({ url: '/api/sysFile/uploadFile', method: 'POST', params: { path }, data: form(file, file.name) }),
  /** Self-service upload of a form image (jpg/png ≤ 2 MB), allowed to every logged-in user. */
  uploadImage: (file: File) =>
    request<SysFile>({ url: '/api/sysFile/uploadImage', method: 'POST', data: form(file, file.name) }),
  /** Order artwork: jpg/png/gif/webp ≤ 20 MB (spec §5). */
  uploadArtwork: (file: File) =>
    request<SysFile>({ url: '/api/sysFile/uploadArtwork', method: 'POST', data: form(file, file.name) }),
  update: (id: number, fileName: string) => http.post<void>('/api/sysFile/update', { id, fileName }),
  delete: (id: number) => http.post<void>('/api/sysFile/delete', { id }),
  async download(id: number, fallback = 'file'): Promise<DownloadedFile> {
    const response = await request<Response>({
      url: '/api/sysFile/downloadFile',
      method: 'POST',
      data: { id },
      responseType: 'download',
    });
    return {
      blob: await response.blob(),
      filename: filenameFromDisposition(response.headers.get('content-disposition'), fallback),
    };
  },
};
