import {
  idInputSchema,
  idSchema,
  noticeAddSchema,
  noticePageSchema,
  noticeReceivedSchema,
  noticeUpdateSchema,
} from '@printfloor/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import {
  addNotice,
  deleteNotice,
  noticeDetail,
  pageNotices,
  pageReceived,
  setRead,
  unreadList,
  updateNotice,
} from './service.ts';

/**
 * Notices (menu sysNotice) and the receiving side (workbench menu notice, the shell's bell).
 * `sysNotice/public` and `sysNotice/cancel` are the resource engine's transitions (sysNoticeResource).
 */
export async function registerSysNoticeRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysNotice/page',
    body: noticePageSchema,
    audit: false,
    summary: "The tenant's notices {title?, type?, status?}",
    handler: ({ auth, body }) => pageNotices(services, auth, body),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysNotice/detail',
    query: z.object({ id: idSchema }),
    audit: false,
    summary: 'One notice of the tenant, or null',
    handler: ({ auth, query }) => noticeDetail(services, auth, query.id),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysNotice/add',
    body: noticeAddSchema,
    summary: 'A draft notice (content: sanitised HTML, http(s) images only); returns its id',
    handler: ({ auth, body, lang }) => addNotice(services, auth, body, lang),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysNotice/update',
    body: noticeUpdateSchema,
    summary: 'Edits a draft (published notices are irrevocable: D7002)',
    handler: ({ auth, body, lang }) => updateNotice(services, auth, body, lang),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysNotice/delete',
    body: idInputSchema,
    summary: 'Deletes a draft (D7001 once published)',
    handler: ({ auth, body }) => deleteNotice(services, auth, body.id),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysNotice/pageReceived',
    query: noticeReceivedSchema,
    audit: false,
    summary: "The caller's received notices (SysNoticeUser with sysNotice), unread first",
    handler: ({ auth, query }) => pageReceived(services, auth, query),
  });
  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysNotice/unReadList',
    audit: false,
    summary: "The caller's unread notices (the bell)",
    handler: ({ auth }) => unreadList(services, auth),
  });
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysNotice/setRead',
    body: idInputSchema,
    summary: 'Marks one received notice read',
    handler: ({ auth, body }) => setRead(services, auth, body.id),
  });
}
