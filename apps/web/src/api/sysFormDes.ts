import type { FormRenderInfo, FormValuesInfo } from '@printfloor/contract';
import { http } from './request.ts';

/** Using a saved form (the designer's own list and writes are the resource sysFormDes: resourceApi). */
export const sysFormDesApi = {
  form: (code: string) => http.get<FormRenderInfo>('/api/sysFormDes/form', { code }),
  values: (code: string) => http.get<FormValuesInfo>('/api/sysFormDes/values', { code }),
  /** The form chosen for a settings group, with the tenant's values; null when the group has none. */
  groupForm: (group: string) => http.get<FormValuesInfo | null>('/api/sysFormDes/groupForm', { group }),
  saveValues: (code: string, values: Record<string, unknown>) =>
    http.post<FormValuesInfo>('/api/sysFormDes/saveValues', { code, values }),
};
