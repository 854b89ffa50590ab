import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../auth/context.ts';
import { userButtonCodes } from '../../auth/permissions.ts';
import { AuthError, BizError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { registerSignalRHub } from '../live/index.ts';
import { noticeDetail } from '../sysNotice/index.ts';
import { forceOffline, pageOnlineUsers } from './service.ts';

export const ONLINE_USER_HUB_PATH = '/hubs/onlineUser';

/** What Admin.NET's hub sends with ForceOffline (its client only logs it). */
const FORCE_OFFLINE_TEXT = '强制下线';
/** Admin.NET's hub sends the first 10 online users of the tenant with every change. */
const ONLINE_LIST_SIZE = 10;

/** SysOnlineUser as Admin.NET serialises it (Core/Entity/SysOnlineUser.cs). */
async function onlineUserList(services: AppServices, auth: AuthContext) {
  const page = await pageOnlineUsers(services, auth, {
    page: 1,
    pageSize: ONLINE_LIST_SIZE,
    descStr: 'descending',
    tenantId: auth.tenantId,
  });
  return page.items.map((u) => ({
    id: u.id,
    tenantId: u.tenantId,
    connectionId: u.connectionId,
    userId: u.userId,
    userName: u.userName,
    realName: u.realName,
    time: u.time,
    ip: u.ip,
    browser: u.browser,
    os: u.os,
  }));
}

/**
 * Admin.NET's OnlineUserHub (Admin.NET.Core/Hub/OnlineUserHub.cs and IOnlineUserHub.cs) for its
 * clients: the client methods `OnlineUserList({realName, online, userList})` when someone of the
 * tenant comes or goes, `PublicNotice(SysNotice)` when a notice is published, `ForceOffline(text)`
 * when the session ends; the server method `ForceOffline({connectionId})` (Admin.NET lets anyone
 * call it; here it needs the button code `sysOnlineUser:forceOffline`, like the API call).
 */
export function registerOnlineUserHub(app: FastifyInstance, services: AppServices): void {
  // The live hub hands one event to every socket of this instance in one pass: load once per pass.
  const pending = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let loading = pending.get(key) as Promise<T> | undefined;
    if (!loading) {
      loading = load();
      pending.set(key, loading);
      setImmediate(() => pending.delete(key));
    }
    return loading;
  };
  registerSignalRHub(app, services, {
    path: ONLINE_USER_HUB_PATH,
    async events(event, auth) {
      switch (event.type) {
        case 'onlineUsers': {
          // Admin.NET groups hub connections by tenant; platform users watch their own tenant here.
          if (event.tenantId !== auth.tenantId) return [];
          const userList = await once(`online:${auth.tenantId}`, () => onlineUserList(services, auth));
          const change = { realName: event.realName ?? '', online: event.online ?? false };
          return [{ target: 'OnlineUserList', arguments: [{ ...change, userList }] }];
        }
        case 'notice': {
          const id = event.notice.id;
          const notice = await once(`notice:${auth.tenantId}:${id}`, () => noticeDetail(services, auth, id));
          return notice ? [{ target: 'PublicNotice', arguments: [notice] }] : [];
        }
        case 'forceOffline':
          return [{ target: 'ForceOffline', arguments: [FORCE_OFFLINE_TEXT] }];
        default:
          return [];
      }
    },
    methods: {
      async ForceOffline({ auth }, [input]) {
        if (!(await userButtonCodes(services, auth)).has('sysOnlineUser:forceOffline')) throw new AuthError(403);
        const fields = (input ?? {}) as Record<string, unknown>;
        const key = Object.keys(fields).find((k) => k.toLowerCase() === 'connectionid');
        const connectionId = key ? fields[key] : undefined;
        if (typeof connectionId !== 'string' || !connectionId) throw new BizError('R0001');
        await forceOffline(services, auth, { connectionId });
        return null;
      },
    },
  });
}
