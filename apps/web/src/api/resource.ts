import type { PageResult, SearchChoice, TransitionSearchResult } from '@printfloor/contract';
import { queryKeys } from './keys.ts';
import { http, request } from './request.ts';

/** A row of a declared resource as the server returns it (fields plus base columns). */
export type ResourceRow = Record<string, unknown> & { id: number };

/** Paging and sorting of POST {name}/page (admin-net-contract §7) plus the filters. */
export interface PageQuery {
  page: number;
  pageSize: number;
  field?: string;
  order?: 'ascending' | 'descending';
  descStr?: string;
  [filter: string]: unknown;
}

/** One row problem of an import (spreadsheet row number, header = row 1). */
export interface ImportError {
  row: number;
  field: string;
  label?: string;
  message: string;
}

export interface ImportResult {
  total: number;
  imported: number;
  failed: number;
  errors: ImportError[];
}

/**
 * Body of a transition: one row (`id`) or, for batch transitions, several (`ids`), plus the
 * transition's declared input fields (e.g. a reason) — validated by the contract's transitionSchema.
 */
export type TransitionBody = ({ id: number; ids?: never } | { ids: number[]; id?: never }) & {
  [input: string]: unknown;
};

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred over `filename="…"`). */
export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* malformed escape: fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

export async function download(
  url: string,
  method: 'GET' | 'POST',
  data: unknown,
  fallback: string,
): Promise<DownloadedFile> {
  const response = await request<Response>({ url, method, data, responseType: 'download' });
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('content-disposition'), fallback),
  };
}

/** Saves a downloaded blob through a temporary link. */
export function saveFile(file: DownloadedFile): void {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Query keys of a declared resource's reads, all under `['resource', name]`. */
export const resourceKeys = (name: string) => queryKeys('resource', name);

/** The generated endpoints of one declared resource: /api/{name}/{action} (docs/api-conventions.md). */
export function resourceApi(name: string) {
  const base = `/api/${name}`;
  return {
    page: (query: PageQuery) => http.post<PageResult<ResourceRow>>(`${base}/page`, query),
    list: (filters: Record<string, unknown> = {}) => http.get<ResourceRow[]>(`${base}/list`, filters),
    detail: (id: number) => http.get<ResourceRow | null>(`${base}/detail`, { id }),
    add: (body: Record<string, unknown>) => http.post<number>(`${base}/add`, body),
    update: (body: Record<string, unknown>) => http.post<void>(`${base}/update`, body),
    delete: (id: number) => http.post<void>(`${base}/delete`, { id }),
    batchDelete: (ids: number[]) => http.post<number>(`${base}/batchDelete`, { ids }),
    setStatus: (id: number, status: number) => http.post<void>(`${base}/setStatus`, { id, status }),
    /** POST /api/{name}/tabCounts: `{all, <tab>: n}` under the page's filters (ResourceInput.tabs). */
    tabCounts: (filters: Record<string, unknown>) => http.post<Record<string, number>>(`${base}/tabCounts`, filters),
    /** GET /api/{name}/choices: the options of a search select (FieldDef.choices). */
    choices: (field: string) => http.get<SearchChoice[]>(`${base}/choices`, { field }),
    /** POST /api/{name}/{transition} (docs/resources.md, Transitions). */
    transition: (transition: string, body: TransitionBody) => http.post<unknown>(`${base}/${transition}`, body),
    /**
     * POST /api/{name}/{transition} on a whole search (`{search, runId}`, TransitionDef.wholeSearch): the
     * server runs every matching row in chunks (progress as live events), which can take minutes.
     */
    transitionOnSearch: (
      transition: string,
      body: { search: Record<string, unknown>; runId: string; [input: string]: unknown },
    ) => http.post<TransitionSearchResult>(`${base}/${transition}`, body, { timeoutMs: 30 * 60_000 }),
    export: (query: Record<string, unknown>) => download(`${base}/export`, 'POST', query, `${name}.xlsx`),
    template: () => download(`${base}/template`, 'GET', undefined, `${name}.xlsx`),
    import: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return http.post<ImportResult>(`${base}/import`, form);
    },
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;
