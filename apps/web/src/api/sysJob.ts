import type {
  JobClusterRow,
  JobDetailInput,
  JobDetailOutput,
  JobTriggerInput,
  JobTriggerRecordRow,
  JobTriggerRow,
  PageResult,
} from '@printfloor/contract';
import { queryKeys } from './keys.ts';
import { http } from './request.ts';

export const jobKeys = queryKeys('sysJob');

/** The scheduled jobs service (Admin.NET's SysJobService names). */
export const sysJobApi = {
  page: (query: object) => http.post<PageResult<JobDetailOutput>>('/api/sysJob/pageJobDetail', query),
  addJob: (body: JobDetailInput) => http.post<number>('/api/sysJob/addJobDetail', body),
  updateJob: (body: JobDetailInput) => http.post<void>('/api/sysJob/updateJobDetail', body),
  deleteJob: (jobId: string) => http.post<void>('/api/sysJob/deleteJobDetail', { jobId }),
  triggers: (jobId: string) => http.get<JobTriggerRow[]>('/api/sysJob/jobTriggerList', { jobId }),
  addTrigger: (body: JobTriggerInput) => http.post<number>('/api/sysJob/addJobTrigger', body),
  updateTrigger: (body: JobTriggerInput) => http.post<void>('/api/sysJob/updateJobTrigger', body),
  deleteTrigger: (key: { jobId: string; triggerId: string }) => http.post<void>('/api/sysJob/deleteJobTrigger', key),
  startJob: (jobId: string) => http.post<void>('/api/sysJob/startJob', { jobId }),
  pauseJob: (jobId: string) => http.post<void>('/api/sysJob/pauseJob', { jobId }),
  runJob: (jobId: string) => http.post<number>('/api/sysJob/runJob', { jobId }),
  cancelJob: (jobId: string) => http.post<void>('/api/sysJob/cancelJob', { jobId }),
  startTrigger: (key: { jobId: string; triggerId: string }) => http.post<void>('/api/sysJob/startTrigger', key),
  pauseTrigger: (key: { jobId: string; triggerId: string }) => http.post<void>('/api/sysJob/pauseTrigger', key),
  startAll: () => http.post<void>('/api/sysJob/startAllJob', {}),
  pauseAll: () => http.post<void>('/api/sysJob/pauseAllJob', {}),
  records: (query: object) => http.post<PageResult<JobTriggerRecordRow>>('/api/sysJob/pageJobTriggerRecord', query),
  cluster: () => http.get<JobClusterRow[]>('/api/sysJob/jobClusterList'),
};
