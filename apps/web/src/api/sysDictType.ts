import type { DictData, DictType } from '@printfloor/contract';
import { http } from './request.ts';

/** sysDictType service (admin-net-contract §6.2). */
export const sysDictTypeApi = {
  allDictList: () => http.get<DictType[]>('/api/sysDictType/allDictList'),
  list: () => http.get<DictType[]>('/api/sysDictType/list'),
  dataList: (code: string) => http.get<DictData[]>('/api/sysDictType/dataList', { Code: code }),
};
