import { createHash, randomBytes } from 'node:crypto';
import { AREAS, AREAS_BY_TENANT_KIND, type Area, DEFAULT_AREA } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseUserAgent } from '../../audit/user-agent.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import { addRoute, clientIp } from '../../http/route.ts';
import type { AppServices } from '../../services.ts';
import { loginClient, sendTokens } from './login-client.ts';
import { completeLogin } from './service.ts';

/**
 * QR scan login (issue 3 point 3, server part).
 *
 * 1. The login page asks `POST /api/sysAuth/qrTicket {area}` → `{ticket, expiresAt, expiresIn, qrContent}`.
 *    It keeps `ticket` (the poll secret) to itself and draws `qrContent` as a QR code:
 *    `printfloor://qr-login?ticket=<scan ticket>&area=<area>`.
 * 2. It polls `GET /api/sysAuth/qrTicketStatus?ticket=<ticket>` → `{status}`:
 *    waiting | scanned | confirmed | expired.
 * 3. A logged-in phone reads the QR code and sends its `ticket` parameter to
 *    `POST /api/sysAuth/qrScan {ticket}` (→ the requesting browser's ip, browser, os, area, so the
 *    user can see what they are approving), then `POST /api/sysAuth/qrConfirm {ticket}`.
 * 4. The first poll after the confirmation opens a session for that user in the ticket's area
 *    and answers `{status: 'confirmed', accessToken, refreshToken}` plus both token headers;
 *    the ticket is consumed, later polls answer `expired`.
 *
 * The poll ticket and the scan ticket differ: whoever photographs the QR code can scan it
 * but cannot collect the session. (qrScan / qrConfirm also accept the poll ticket.)
 */
export const QR_TICKET_TTL_SECONDS = 120;
/** Time the browser gets to collect the tokens after the phone confirmed. */
export const QR_CONFIRMED_TTL_SECONDS = 60;
export const QR_CONTENT_PREFIX = 'printfloor://qr-login';

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';

const ticketSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(128, { error: 'tooLong|{"max":128}' });
const ticketInputSchema = z.object({ ticket: ticketSchema });

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

interface TicketRow {
  area: Area;
  status: 'waiting' | 'scanned' | 'confirmed' | 'consumed';
  live: boolean;
  tenant_id: number | null;
  user_id: number | null;
  ip: string | null;
  user_agent: string | null;
  expires_at: Date;
}

/** sys_qr_ticket is a global table: run as the app role with no tenant. */
function inGlobal<T>(services: AppServices, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTenant(services.db, null, fn);
}

/** The ticket a phone sent (scan ticket, or the poll ticket), locked; D1055 when unusable. */
async function lockForPhone(tx: Tx, ticket: string, auth: AuthContext): Promise<TicketRow & { ticket_hash: string }> {
  const hash = hashOf(ticket);
  const [row] = await queryRows<TicketRow & { ticket_hash: string }>(
    tx,
    sql`select ticket_hash, area, status, expires_at > now() as live, tenant_id, user_id, ip, user_agent, expires_at
          from sys_qr_ticket where scan_hash = ${hash} or ticket_hash = ${hash}
          for update`,
  );
  if (!row?.live || row.status === 'consumed') throw new BizError('D1055');
  if (row.user_id !== null && (Number(row.user_id) !== auth.userId || Number(row.tenant_id) !== auth.tenantId)) {
    throw new BizError('D1056');
  }
  if (!AREAS_BY_TENANT_KIND[auth.tenantKind].includes(row.area)) throw new BizError('D1030');
  return row;
}

export async function registerQrLoginRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysAuth/qrTicket',
    access: 'public',
    audit: false,
    body: z.object({ area: z.enum(AREAS, { error: 'invalidValue' }).nullish() }),
    summary: 'QR scan login: issue a ticket (valid 2 minutes) for the login page to show and poll',
    handler: async ({ req, body, services: s }) => {
      const area = body.area ?? DEFAULT_AREA;
      const ticket = newSecret();
      const scanTicket = newSecret();
      const expiresAt = await inGlobal(s, async (tx) => {
        if (Math.random() < 0.1) {
          await tx.execute(sql`delete from sys_qr_ticket where expires_at < now() - interval '10 minutes'`);
        }
        const [row] = await queryRows<{ expires_at: Date }>(
          tx,
          sql`insert into sys_qr_ticket (ticket_hash, scan_hash, area, expires_at, ip, user_agent)
              values (${hashOf(ticket)}, ${hashOf(scanTicket)}, ${area},
                      now() + make_interval(secs => ${QR_TICKET_TTL_SECONDS}::int), ${clientIp(req)},
                      ${String(req.headers['user-agent'] ?? '').slice(0, 500)})
              returning expires_at`,
        );
        return new Date(row?.expires_at ?? Date.now() + QR_TICKET_TTL_SECONDS * 1000);
      });
      return {
        ticket,
        expiresAt,
        expiresIn: QR_TICKET_TTL_SECONDS,
        qrContent: `${QR_CONTENT_PREFIX}?ticket=${scanTicket}&area=${area}`,
      };
    },
  });

  addRoute(app, services, {
    method: 'GET',
    url: '/api/sysAuth/qrTicketStatus',
    access: 'public',
    audit: false,
    query: ticketInputSchema,
    summary:
      'QR scan login: poll a ticket; the first poll after the confirmation also gets {accessToken, refreshToken} and the token headers',
    handler: async (ctx) => {
      const { reply, query, services: s } = ctx;
      reply.header('Cache-Control', 'no-store');
      const hash = hashOf(query.ticket);
      const expired = { status: 'expired' as QrStatus, accessToken: null, refreshToken: null };
      const [row] = await inGlobal(s, (tx) =>
        queryRows<TicketRow>(
          tx,
          sql`select area, status, expires_at > now() as live, tenant_id, user_id
                from sys_qr_ticket where ticket_hash = ${hash}`,
        ),
      );
      if (!row?.live || row.status === 'consumed') return expired;
      if (row.status !== 'confirmed') return { status: row.status as QrStatus, accessToken: null, refreshToken: null };
      // Hand the session out once: only the poll that flips confirmed → consumed gets it.
      const [claimed] = await inGlobal(s, (tx) =>
        queryRows<{ tenant_id: number; user_id: number; area: Area }>(
          tx,
          sql`update sys_qr_ticket set status = 'consumed'
               where ticket_hash = ${hash} and status = 'confirmed' and expires_at > now()
               returning tenant_id, user_id, area`,
        ),
      );
      if (!claimed) return expired;
      // Disabled user or tenant since the confirmation → D1017 / Z1003 from completeLogin.
      const pair = await completeLogin(
        loginClient(ctx),
        { tenantId: Number(claimed.tenant_id), userId: Number(claimed.user_id) },
        claimed.area,
        'loginQr',
      );
      sendTokens(ctx.reply, pair);
      return { status: 'confirmed' as QrStatus, ...pair };
    },
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysAuth/qrScan',
    access: 'login',
    body: ticketInputSchema,
    summary: 'QR scan login: the logged-in phone reports the scan; returns what is asking to log in',
    handler: async ({ body, auth, services: s }) =>
      inGlobal(s, async (tx) => {
        const row = await lockForPhone(tx, body.ticket, auth);
        if (row.status === 'waiting') {
          await tx.execute(
            sql`update sys_qr_ticket set status = 'scanned', tenant_id = ${auth.tenantId}, user_id = ${auth.userId},
                       scanned_at = now()
                 where ticket_hash = ${row.ticket_hash}`,
          );
        }
        const { browser, os } = parseUserAgent(row.user_agent ?? '');
        return { area: row.area, ip: row.ip, browser, os, expiresAt: new Date(row.expires_at) };
      }),
  });

  addRoute(app, services, {
    method: 'POST',
    url: '/api/sysAuth/qrConfirm',
    access: 'login',
    body: ticketInputSchema,
    summary: "QR scan login: the logged-in phone confirms; the browser's next poll receives a session of this user",
    handler: async ({ body, auth, services: s }) => {
      await inGlobal(s, async (tx) => {
        const row = await lockForPhone(tx, body.ticket, auth);
        if (row.status === 'confirmed') return;
        await tx.execute(
          sql`update sys_qr_ticket set status = 'confirmed', tenant_id = ${auth.tenantId}, user_id = ${auth.userId},
                     scanned_at = coalesce(scanned_at, now()), confirmed_at = now(),
                     expires_at = greatest(expires_at, now() + make_interval(secs => ${QR_CONFIRMED_TTL_SECONDS}::int))
               where ticket_hash = ${row.ticket_hash}`,
        );
      });
      return null;
    },
  });
}
