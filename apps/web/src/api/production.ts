import type {
  AutoBatchInput,
  AutoBatchResult,
  BatchPiecesInput,
  ChangeDeviceInput,
  ImageTransferDetail,
  ImageTransferPageInput,
  ImageTransferRow,
  ImageTransferTarget,
  MaterialImageDetail,
  MaterialImageOrder,
  PageResult,
  PieceRow,
  ReprintAnswer,
  ReprintInput,
  ScanAnswer,
  ScanInput,
  StationInfo,
  TaskRow,
  WorkOrderFromOrderAnswer,
  WorkOrderFromOrderInput,
  WorkOrderOrderChoice,
} from '@printfloor/contract';
import { http, request } from './request.ts';
import { download, resourceKeys } from './resource.ts';

/** The station pages (menu names); each scans with its own service. */
export type StationService = 'dtgProduction' | 'heatProduction' | 'scanTransfer';
/** The two batch resources (DTG and heat-print). */
export type BatchService = 'batch' | 'heatBatch';

/** Production's own calls beside the generated resource ones (apps/server/src/modules/production/routes.ts). */
export const productionApi = {
  /** GET /api/{station}/stations: the enabled workstations with their process, device and hot folder. */
  stations: (service: StationService) => http.get<StationInfo[]>(`/api/${service}/stations`),
  /**
   * POST /api/{station}/scan: moves the piece on and records the work report. Silent: the station
   * shows the refusal large itself instead of a toast.
   */
  scan: (service: StationService, body: ScanInput) =>
    http.post<ScanAnswer>(`/api/${service}/scan`, body, { silent: true }),
  /** POST /api/dtgProduction/reprint: a printed piece's files into the hot folder again, with the reason (silent, like scan). */
  reprint: (body: ReprintInput) => http.post<ReprintAnswer>('/api/dtgProduction/reprint', body, { silent: true }),
  /** POST /api/{batch}/autoBatch: group the waiting pieces by the enabled strategies. */
  autoBatch: (service: BatchService, body: Omit<AutoBatchInput, 'printKind'>) =>
    http.post<AutoBatchResult>(`/api/${service}/autoBatch`, body),
  /** GET /api/{batch}/pieces: the batch's pieces. */
  batchPieces: (service: BatchService, id: number) => http.get<PieceRow[]>(`/api/${service}/pieces`, { id }),
  /** POST /api/{batch}/addPieces: before audit, by piece code or id. */
  addPieces: (service: BatchService, body: BatchPiecesInput) => http.post<unknown>(`/api/${service}/addPieces`, body),
  /** POST /api/{batch}/removePieces: before audit. */
  removePieces: (service: BatchService, body: BatchPiecesInput) =>
    http.post<unknown>(`/api/${service}/removePieces`, body),
  /** GET /api/workOrder/pieces: the work order's pieces after release. */
  workOrderPieces: (id: number) => http.get<PieceRow[]>('/api/workOrder/pieces', { id }),
  /** GET /api/workOrder/tasks: one task per route process with its counts. */
  workOrderTasks: (id: number) => http.get<TaskRow[]>('/api/workOrder/tasks', { id }),
  /**
   * GET /api/workOrder/orderChoices: up to 20 passed orders of the factory (code or external id
   * containing the keyword, newest first) with mapped lines that have no work order yet.
   */
  workOrderOrderChoices: (keyword: string) =>
    http.get<WorkOrderOrderChoice[]>('/api/workOrder/orderChoices', { keyword }),
  /**
   * POST /api/workOrder/fromOrder: the work orders of one picked order's lines without one. Silent: the
   * dialog shows a refusal (P1041, P1042) itself.
   */
  workOrdersFromOrder: (body: WorkOrderFromOrderInput) =>
    http.post<WorkOrderFromOrderAnswer>('/api/workOrder/fromOrder', body, { silent: true }),
  /** POST /api/imageTransfer/page: audited batches (or scanned pieces) with their transfer state. */
  transferPage: (body: ImageTransferPageInput) =>
    http.post<PageResult<ImageTransferRow>>('/api/imageTransfer/page', body),
  /** GET /api/imageTransfer/detail: one transfer with its files. */
  transferDetail: (target: ImageTransferTarget) =>
    http.get<ImageTransferDetail>('/api/imageTransfer/detail', { ...target }),
  /** POST /api/imageTransfer/transfer: a batch not transferred yet. */
  transfer: (target: ImageTransferTarget) => http.post<ImageTransferDetail>('/api/imageTransfer/transfer', target),
  /** POST /api/imageTransfer/retry: a failed batch or piece transfer. */
  retryTransfer: (target: ImageTransferTarget) => http.post<ImageTransferDetail>('/api/imageTransfer/retry', target),
  /** GET /api/imageTransfer/file: a written file's bytes (with the bearer token, so an <img> cannot load it itself). */
  transferFile: (id: number) =>
    request<Blob>({
      url: '/api/imageTransfer/file',
      method: 'GET',
      params: { id },
      responseType: 'blob',
      silent: true,
    }),
  /** POST /api/materialImage/page: the work orders to pick for. */
  materialOrders: (body: { page: number; pageSize: number; code?: string | null; state?: number | null }) =>
    http.post<PageResult<MaterialImageOrder>>('/api/materialImage/page', body),
  /** POST /api/materialImage/details: the picking lines (blank and materials) of work orders, with pictures. */
  materialDetails: (ids: number[]) => http.post<MaterialImageDetail[]>('/api/materialImage/details', { ids }),
  /** POST /api/materialImage/export: the picking lines as xlsx. */
  materialExport: (ids: number[]) => download('/api/materialImage/export', 'POST', { ids }, 'material-picking.xlsx'),
  /** POST /api/workReport/changeDevice: before the report is completed. */
  changeDevice: (body: ChangeDeviceInput) => http.post<unknown>('/api/workReport/changeDevice', body),
};

/** Query keys of production's own reads, under each resource's keys so its writes refresh them. */
export const productionKeys = {
  stations: (service: StationService) => ['production', 'stations', service] as const,
  batchPieces: (service: BatchService, id: number) => resourceKeys(service).other('pieces', id),
  workOrderPieces: (id: number) => resourceKeys('workOrder').other('pieces', id),
  workOrderTasks: (id: number) => resourceKeys('workOrder').other('tasks', id),
  workOrderOrderChoices: (keyword: string) => resourceKeys('workOrder').other('orderChoices', keyword),
  transfers: ['production', 'imageTransfer'] as const,
  transferPage: (query: ImageTransferPageInput) => ['production', 'imageTransfer', 'page', query] as const,
  transferDetail: (target: ImageTransferTarget) => ['production', 'imageTransfer', 'detail', target] as const,
  transferFile: (id: number) => ['production', 'imageTransfer', 'file', id] as const,
  materialOrders: (query: object) => ['production', 'materialImage', 'page', query] as const,
  materialDetails: (ids: number[]) => ['production', 'materialImage', 'details', ids] as const,
};
