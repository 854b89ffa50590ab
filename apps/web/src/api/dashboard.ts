import type { BoardRangeInput, DashboardOverview, ProductionBoard, TodoItem } from '@printfloor/contract';
import { http, RequestError } from './request.ts';

export type {
  BoardRangeInput,
  DashboardOverview,
  ProductionBoard,
  ProductionFigures,
  TodoItem,
  TodoKey,
  WorkbenchCalendar,
  WorkbenchTile,
} from '@printfloor/contract';

/** One received notice (Admin.NET SysNoticeUser with its SysNotice). */
export interface ReceivedNotice {
  id: number;
  noticeId: number;
  title: string;
  content: string;
  type: number | null;
  publicUserName: string | null;
  publicTime: string | null;
  read: boolean;
}

export interface NoticePage {
  items: ReceivedNotice[];
  total: number;
}

type RawNotice = Record<string, unknown> & { sysNotice?: Record<string, unknown> | null };

function text(v: unknown): string {
  return typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v);
}

function toNotice(raw: RawNotice): ReceivedNotice {
  const n = raw.sysNotice ?? raw;
  return {
    id: Number(raw.id ?? n.id ?? 0),
    noticeId: Number(raw.noticeId ?? n.id ?? 0),
    title: text(n.title),
    content: text(n.content),
    type: n.type === undefined || n.type === null ? null : Number(n.type),
    publicUserName: n.publicUserName ? text(n.publicUserName) : null,
    publicTime: n.publicTime ? text(n.publicTime) : null,
    read: Number(raw.readStatus ?? 0) === 1,
  };
}

/**
 * The notices service is built by a later issue. Until then the server answers 404
 * (no route) or 403 (no code): both mean "no notices here", never an error toast.
 */
function isUnavailable(e: unknown): boolean {
  return e instanceof RequestError && (e.status === 404 || e.code === 404 || e.code === 403);
}

export const dashboardApi = {
  overview: () => http.get<DashboardOverview>('/api/dashboard/overview'),
  todo: () => http.get<TodoItem[]>('/api/dashboard/todo'),
  /** The production board of a range (default today): the workbench, data screen and visualisation boards. */
  production: (range: BoardRangeInput = {}) => http.get<ProductionBoard>('/api/dashboard/production', { ...range }),
  /** The same figures through a report page's own button code (`dataBoard:list`, `productionOverview:list`). */
  report: (page: 'dataBoard' | 'productionOverview', range: BoardRangeInput = {}) =>
    http.get<ProductionBoard>(`/api/${page}/list`, { ...range }),
  /** Received notices, or null when the notices service is not available to the caller. */
  async noticesReceived(page = 1, pageSize = 10): Promise<NoticePage | null> {
    try {
      const result = await http.get<{ items?: RawNotice[] | null; total?: number } | null>(
        '/api/sysNotice/pageReceived',
        { page, pageSize },
        { silent: true },
      );
      const items = (result?.items ?? []).map(toNotice);
      return { items, total: Number(result?.total ?? items.length) };
    } catch (e) {
      if (isUnavailable(e)) return null;
      throw e;
    }
  },
  setNoticeRead: (noticeId: number) => http.post<void>('/api/sysNotice/setRead', { id: noticeId }, { silent: true }),
};
