import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { QR_CONTENT_PREFIX } from '../../src/modules/sysAuth/qr-login.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';
import { from, setUserStatus } from './helpers.ts';

interface Ticket {
  ticket: string;
  expiresAt: string;
  expiresIn: number;
  qrContent: string;
}
interface Status {
  status: string;
  accessToken: string | null;
  refreshToken: string | null;
}

describe('QR scan login', () => {
  let server: TestServer;
  let operator: string; // factory tenant, 777: the logged-in phone
  let warehouse: string; // another factory user
  let merchant: string; // merchant tenant
  beforeAll(async () => {
    server = await createTestServer();
    operator = await server.tokenFor('operator', 'factory');
    warehouse = await server.tokenFor('warehouse', 'factory');
    merchant = await server.tokenFor('merchant', 'merchant');
  });
  afterAll(() => server.close());

  const newTicket = async (area: string | undefined = 'factory') => {
    const res = await server.call<Ticket>('POST', '/api/sysAuth/qrTicket', {
      headers: { ...from('10.9.0.1'), 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36' },
      body: area === undefined ? {} : { area },
    });
    expect(res.body.code).toBe(200);
    return res.body.result;
  };
  const scanTicketOf = (t: Ticket) => new URL(t.qrContent).searchParams.get('ticket') ?? '';
  const poll = (ticket: string) =>
    server.call<Status>('GET', '/api/sysAuth/qrTicketStatus', { query: { ticket }, headers: from('10.9.0.1') });
  const phone = (action: 'qrScan' | 'qrConfirm', token: string, ticket: string, lang = 'en') =>
    server.call<Record<string, unknown> | null>('POST', `/api/sysAuth/${action}`, {
      token,
      body: { ticket },
      headers: { 'accept-language': lang },
    });

  it('issues a 2-minute ticket whose QR content carries a separate scan ticket', async () => {
    const t = await newTicket();
    expect(t.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.expiresIn).toBe(120);
    expect(t.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(t.qrContent.startsWith(`${QR_CONTENT_PREFIX}?`)).toBe(true);
    expect(scanTicketOf(t)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(scanTicketOf(t)).not.toBe(t.ticket);
    expect(new URL(t.qrContent).searchParams.get('area')).toBe('factory');
    // Only hashes are stored.
    const rows = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sys_qr_ticket where ticket_hash = ${t.ticket} or scan_hash = ${scanTicketOf(t)}`,
      ),
    );
    expect(rows[0]?.n).toBe(0);
    const status = await poll(t.ticket);
    expect(status.body.result).toEqual({ status: 'waiting', accessToken: null, refreshToken: null });
  });

  it('runs end to end: ticket → scan → confirm → the first poll gets a working token pair, once', async () => {
    const t = await newTicket('factory');
    const scanned = await phone('qrScan', operator, scanTicketOf(t));
    expect(scanned.body.code).toBe(200);
    expect(scanned.body.result).toMatchObject({
      area: 'factory',
      ip: '10.9.0.1',
      browser: 'Chrome 130',
      os: 'Windows',
    });
    expect((await poll(t.ticket)).body.result.status).toBe('scanned');

    const confirmed = await phone('qrConfirm', operator, scanTicketOf(t));
    expect(confirmed.body).toMatchObject({ code: 200, result: null });

    // Someone who photographed the QR code cannot collect the session with the scan ticket.
    expect((await poll(scanTicketOf(t))).body.result.status).toBe('expired');

    const first = await poll(t.ticket);
    expect(first.body.code).toBe(200);
    expect(first.body.result.status).toBe('confirmed');
    const { accessToken, refreshToken } = first.body.result;
    expect(accessToken).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    expect(first.headers['access-token']).toBe(accessToken);
    expect(first.headers['x-access-token']).toBe(refreshToken);
    expect(first.headers['cache-control']).toBe('no-store');

    const second = await poll(t.ticket);
    expect(second.body.result).toEqual({ status: 'expired', accessToken: null, refreshToken: null });
    expect(second.headers['access-token']).toBeUndefined();

    const me = await server.call<{ account: string; area: string }>('GET', '/api/sysAuth/userInfo', {
      token: accessToken ?? '',
    });
    expect(me.body.code).toBe(200);
    expect(me.body.result.account).toBe('operator');
    expect(me.body.result.area).toBe('factory');
    // A new session, not the phone's.
    expect(accessToken).not.toBe(operator);
    const [visit] = await asPlatform(server.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sys_log_vis where account = 'operator' and action_name = 'loginQr'`,
      ),
    );
    expect(visit?.n).toBe(1);
  });

  it('opens the session in the ticket area for a platform user', async () => {
    const admin = await server.tokenFor('superadmin', 'admin');
    const t = await newTicket('manage');
    expect((await phone('qrConfirm', admin, scanTicketOf(t))).body.code).toBe(200);
    const res = await poll(t.ticket);
    const me = await server.call<{ area: string; account: string }>('GET', '/api/sysAuth/userInfo', {
      token: res.body.result.accessToken ?? '',
    });
    expect(me.body.result).toMatchObject({ account: 'superadmin', area: 'manage' });
  });

  it('needs a logged-in phone to scan or confirm', async () => {
    const t = await newTicket();
    const res = await server.call('POST', '/api/sysAuth/qrScan', { body: { ticket: scanTicketOf(t) } });
    expect(res.body.code).toBe(401);
    const res2 = await server.call('POST', '/api/sysAuth/qrConfirm', { body: { ticket: scanTicketOf(t) } });
    expect(res2.body.code).toBe(401);
    expect((await poll(t.ticket)).body.result.status).toBe('waiting');
  });

  it('keeps a ticket scanned by one user away from another (D1056)', async () => {
    const t = await newTicket();
    expect((await phone('qrScan', operator, scanTicketOf(t))).body.code).toBe(200);
    const other = await phone('qrConfirm', warehouse, scanTicketOf(t), 'zh-CN');
    expect(other.body.message).toBe('[D1056] 二维码已被其他用户扫描');
    expect((await poll(t.ticket)).body.result.status).toBe('scanned');
  });

  it('refuses an area the user tenant kind may not enter (D1030)', async () => {
    const t = await newTicket('factory');
    const res = await phone('qrScan', merchant, scanTicketOf(t));
    expect(res.body.message).toMatch(/^\[D1030\] /);
    const res2 = await phone('qrConfirm', merchant, scanTicketOf(t));
    expect(res2.body.message).toMatch(/^\[D1030\] /);
    expect((await poll(t.ticket)).body.result.status).toBe('waiting');
  });

  it('expires: status expired, scan and confirm answer D1055', async () => {
    const t = await newTicket();
    await asPlatform(server.db, (tx) =>
      tx.execute(sql`update sys_qr_ticket set expires_at = now() - interval '1 second' where status = 'waiting'`),
    );
    expect((await poll(t.ticket)).body.result.status).toBe('expired');
    expect((await phone('qrScan', operator, scanTicketOf(t))).body.message).toMatch(/^\[D1055\] /);
    expect((await phone('qrConfirm', operator, scanTicketOf(t))).body.message).toMatch(/^\[D1055\] /);
    expect((await poll('no-such-ticket')).body.result.status).toBe('expired');
    expect((await phone('qrScan', operator, 'no-such-ticket')).body.message).toMatch(/^\[D1055\] /);
  });

  it('gives no session when the user was disabled after confirming', async () => {
    const t = await newTicket();
    const token = await server.tokenFor('user2', 'admin');
    const admin = await newTicket('admin');
    expect((await phone('qrConfirm', token, scanTicketOf(admin))).body.code).toBe(200);
    await setUserStatus(server, 'user2', 2);
    try {
      const res = await poll(admin.ticket);
      expect(res.body.message).toMatch(/^\[D1017\] /);
      expect(res.body.result).toBeNull();
      expect(res.headers['access-token']).toBeUndefined();
      // The ticket is spent.
      await setUserStatus(server, 'user2', 1);
      expect((await poll(admin.ticket)).body.result.status).toBe('expired');
    } finally {
      await setUserStatus(server, 'user2', 1);
    }
    expect((await poll(t.ticket)).body.result.status).toBe('waiting');
  });

  it('answers bad input with 400 and a message, never 500', async () => {
    const bodies: unknown[] = [undefined, [1], 'x', { area: 'moon' }, { area: 5 }];
    for (const body of bodies) {
      const res = await server.call('POST', '/api/sysAuth/qrTicket', { body, headers: from('10.9.0.2') });
      expect(res.body.code, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    for (const body of [undefined, {}, { ticket: '' }, { ticket: 5 }, { ticket: 'x'.repeat(500) }]) {
      for (const action of ['qrScan', 'qrConfirm']) {
        const res = await server.call('POST', `/api/sysAuth/${action}`, { token: operator, body });
        expect(res.body.code, `${action} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const noTicket = await server.call('GET', '/api/sysAuth/qrTicketStatus');
    expect(noTicket.body.code).toBe(400);
    const longTicket = await server.call('GET', '/api/sysAuth/qrTicketStatus', { query: { ticket: 'x'.repeat(500) } });
    expect(longTicket.body.code).toBe(400);
  });
});
