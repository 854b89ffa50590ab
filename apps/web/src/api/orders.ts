import type {
  ImportErrorRow,
  ImportPreview,
  ImportStarted,
  OrderLogEntry,
  ReturnableOrder,
} from '@printfloor/contract';
import { http } from './request.ts';
import { download } from './resource.ts';

/** Order calls beyond the generated resource ones (apps/server/src/modules/orders). */
export const ordersApi = {
  /** GET /api/{order resource}/timeline: who changed what and when, oldest first. */
  timeline: (resource: string, id: number) => http.get<OrderLogEntry[]>(`/api/${resource}/timeline`, { id }),
  /** GET /api/shippingReturn/returnableOrders: shipped orders by code or tracking number (or one by id), with returnable pieces. */
  returnableOrders: (query: { keyword?: string; orderId?: number; excludeReturnId?: number }) =>
    http.get<ReturnableOrder[]>('/api/shippingReturn/returnableOrders', query),
};

/** Excel import of orders with custom templates (apps/server/src/modules/orders/import). */
export const orderImportApi = {
  /** POST /api/customImportTemplate/preview: a sample read with a mapping (headers, rows, issues, orders). */
  preview: (file: File, template: Record<string, unknown>) => {
    const form = new FormData();
    form.append('template', JSON.stringify(template));
    form.append('file', file, file.name);
    return http.post<ImportPreview>('/api/customImportTemplate/preview', form);
  },
  /** POST /api/{merchant order resource}/importOrders: starts a run; progress comes as live events. */
  start: (resource: string, file: File, templateId: number) => {
    const form = new FormData();
    form.append('templateId', String(templateId));
    form.append('file', file, file.name);
    return http.post<ImportStarted>(`/api/${resource}/importOrders`, form);
  },
  /** POST /api/{record resource}/errorPage: a run's failed rows. */
  errors: (resource: string, recordId: number, page = 1, pageSize = 20) =>
    http.post<{ total: number; items: ImportErrorRow[] }>(`/api/${resource}/errorPage`, { recordId, page, pageSize }),
  /** GET /api/{record resource}/errorExport: the failed rows as xlsx, to correct and import again. */
  exportErrors: (resource: string, recordId: number) =>
    download(`/api/${resource}/errorExport?recordId=${recordId}`, 'GET', undefined, 'errors.xlsx'),
};
