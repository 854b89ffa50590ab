import { z } from 'zod';
import { filterIdSchema, pageInputSchema } from './common.ts';

/** Filters of sysOnlineUser/page (tenantId: platform users only). */
const text = z.string().trim().max(64).nullish();
export const onlineUserPageSchema = pageInputSchema.extend({
  userName: text,
  realName: text,
  tenantId: filterIdSchema,
});
export type OnlineUserPageInput = z.output<typeof onlineUserPageSchema>;

/** One live-channel connection (sysOnlineUser/page). */
export interface OnlineUserRow {
  id: number;
  tenantId: number;
  tenantName: string | null;
  connectionId: string;
  sessionId: number;
  userId: number;
  userName: string | null;
  realName: string | null;
  area: string | null;
  time: string;
  ip: string | null;
  browser: string | null;
  os: string | null;
}
