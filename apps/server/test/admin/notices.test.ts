import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPlatform } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { sanitizeHtml } from '../../src/modules/sysNotice/sanitize.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

interface Received {
  noticeId: number;
  readStatus: number;
  sysNotice: { id: number; title: string; content: string; status: number };
}

describe('sanitizeHtml', () => {
  it('strips scripts, handlers, styles and dangerous links; keeps formatting', () => {
    const out = sanitizeHtml(
      '<p class="ql-align-center evil" style="color:red" onclick="steal()">Hi <strong>there</strong>' +
        '<script>alert(1)</script><a href="javascript:alert(2)">x</a><a href="https://a.example/?q=1&amp;r=2" target="_blank">ok</a></p>' +
        '<iframe src="https://x"></iframe><img src="https://cdn.example/a.png" onerror="alert(3)"><svg><script>1</script></svg>',
    );
    expect(out.badImages).toEqual([]);
    expect(out.html).toBe(
      '<p class="ql-align-center">Hi <strong>there</strong><a>x</a>' +
        '<a href="https://a.example/?q=1&amp;r=2" target="_blank" rel="noopener noreferrer">ok</a></p>' +
        '<img src="https://cdn.example/a.png">',
    );
  });

  it('reports images that are not http(s), however disguised', () => {
    for (const src of [
      'data:image/png;base64,AAAA',
      '/upload/a.png',
      'jav&#x61;script:alert(1)',
      ' javascript:x',
      '//evil/x.png',
    ]) {
      expect(sanitizeHtml(`<p>a</p><img src="${src}">`).badImages).toHaveLength(1);
    }
    expect(sanitizeHtml('<img src="HTTPS://cdn.example/a.png">').badImages).toEqual([]);
  });

  it('escapes stray markup and closes unbalanced tags', () => {
    expect(sanitizeHtml('<p>1 < 2 <b>bold').html).toBe('<p>1 &lt; 2 <b>bold</b></p>');
    expect(sanitizeHtml('<script>only</script>').hasContent).toBe(false);
  });
});

describe('sysNotice: drafts, publishing, inboxes', () => {
  let server: TestServer;
  let factory: string;
  let operator: string;
  let warehouse: string;
  let merchant: string;
  let platformAdmin: string;
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    server = await createTestServer();
    factory = await server.tokenFor('factory', 'factory');
    operator = await server.tokenFor('operator', 'factory');
    warehouse = await server.tokenFor('warehouse', 'factory');
    merchant = await server.tokenFor('merchant', 'merchant');
    platformAdmin = await server.tokenFor('admin', 'admin');
  }, 300_000);
  afterAll(() => server.close());

  const post = <T = unknown>(url: string, body: unknown, token = factory) =>
    server.call<T>('POST', url, { token, body, headers: en });
  const unread = async (token: string) =>
    (await server.call<Received[]>('GET', '/api/sysNotice/unReadList', { token })).body.result;

  it('validates title, content and type; images must be http(s); scripts are stripped', async () => {
    const empty = await post('/api/sysNotice/add', { title: ' ', content: '', type: 7 });
    expect(empty.body.code).toBe(400);
    expect(Object.keys(JSON.parse(empty.body.message))).toEqual(expect.arrayContaining(['title', 'content', 'type']));

    const dataImage = await post('/api/sysNotice/add', {
      title: 'Pic',
      type: 1,
      content: '<p>x</p><img src="data:image/png;base64,AAAA">',
    });
    expect(dataImage.body.code).toBe(400);
    expect(JSON.parse(dataImage.body.message).content[0]).toContain('http');

    const onlyScript = await post('/api/sysNotice/add', { title: 'S', type: 1, content: '<script>alert(1)</script>' });
    expect(onlyScript.body.code).toBe(400);

    const ok = await post<number>('/api/sysNotice/add', {
      title: 'Clean me',
      type: 2,
      content:
        '<p onmouseover="x()">Hello<script>alert(1)</script></p><img src="https://cdn.example/p.png" onerror="y()">',
    });
    expect(ok.body.code).toBe(200);
    const detail = await server.call<{ content: string; status: number; type: number }>(
      'GET',
      '/api/sysNotice/detail',
      {
        token: factory,
        query: { id: String(ok.body.result) },
      },
    );
    expect(detail.body.result.content).toBe('<p>Hello</p><img src="https://cdn.example/p.png">');
    expect(detail.body.result.status).toBe(0);
  });

  it('publishing reaches every user of the tenant; read state is per user; published is irrevocable', async () => {
    const before = { operator: (await unread(operator)).length, warehouse: (await unread(warehouse)).length };
    const id = (
      await post<number>('/api/sysNotice/add', { title: 'Shift change', type: 1, content: '<p>Night shift</p>' })
    ).body.result;
    expect(
      (await post('/api/sysNotice/update', { id, title: 'Shift change!', type: 1, content: '<p>Night</p>' })).body.code,
    ).toBe(200);
    expect((await unread(operator)).length).toBe(before.operator); // drafts reach nobody
    expect((await post('/api/sysNotice/public', { id })).body.code).toBe(200);

    expect((await unread(operator)).map((n) => n.sysNotice.title)).toContain('Shift change!');
    expect((await unread(warehouse)).length).toBe(before.warehouse + 1);

    expect((await post('/api/sysNotice/setRead', { id }, operator)).body.code).toBe(200);
    expect((await unread(operator)).length).toBe(before.operator);
    expect((await unread(warehouse)).length).toBe(before.warehouse + 1);
    const received = await server.call<{ items: Received[]; total: number }>('GET', '/api/sysNotice/pageReceived', {
      token: operator,
      query: { page: '1', pageSize: '10' },
    });
    expect(received.body.result.items.find((n) => n.noticeId === id)?.readStatus).toBe(1);

    const edit = await post('/api/sysNotice/update', { id, title: 'Changed', type: 1, content: '<p>x</p>' });
    expect(edit.body.message).toContain('D7002');
    expect((await post('/api/sysNotice/delete', { id })).body.message).toContain('D7001');
    // The refusal names the current state, in the caller's language.
    expect((await post('/api/sysNotice/public', { id })).body.message).toBe(
      '[D7003] Only draft notices can be published (current state: "Published")',
    );
    const zh = await server.call('POST', '/api/sysNotice/public', { token: factory, body: { id } });
    expect(zh.body.message).toBe('[D7003] 只能发布草稿状态的通知（当前状态：「已发布」）');
    // One transaction wrote the state, the publisher, the diff log and the outbox event.
    const published = await server.call<{ publicUserName: string; publicTime: string }>(
      'GET',
      '/api/sysNotice/detail',
      {
        token: factory,
        query: { id: String(id) },
      },
    );
    expect(published.body.result.publicUserName).toBeTruthy();
    expect(published.body.result.publicTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const trail = await asPlatform(server.db, async (tx) => ({
      diffs: await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from sys_log_diff where table_name = 'sys_notice' and business_id = ${id}`,
      ),
      events: await queryRows<{ type: string; title: string }>(
        tx,
        sql`select type, payload->'row'->>'title' as title from sys_event
             where aggregate_type = 'sysNotice' and aggregate_id = ${id} order by id`,
      ),
    }));
    expect(trail.diffs[0]?.n).toBe(1);
    expect(trail.events).toEqual([{ type: 'sysNotice.published', title: 'Shift change!' }]);

    // Withdrawing takes it out of every inbox; the record stays and stays irrevocable.
    expect((await post('/api/sysNotice/cancel', { id })).body.code).toBe(200);
    expect((await unread(warehouse)).length).toBe(before.warehouse);
    expect((await post('/api/sysNotice/cancel', { id })).body.message).toBe(
      '[D7004] Only published notices can be withdrawn (current state: "Withdrawn")',
    );
    expect((await post('/api/sysNotice/delete', { id })).body.message).toContain('D7001');
  });

  it('drafts can be deleted', async () => {
    const id = (await post<number>('/api/sysNotice/add', { title: 'Oops', type: 1, content: '<p>x</p>' })).body.result;
    expect((await post('/api/sysNotice/delete', { id })).body.code).toBe(200);
    const page = await post<{ items: { id: number }[] }>('/api/sysNotice/page', { title: 'Oops' });
    expect(page.body.result.items).toEqual([]);
  });

  it('another tenant sees nothing of it and cannot touch it', async () => {
    const id = (await post<number>('/api/sysNotice/add', { title: 'Factory only', type: 1, content: '<p>x</p>' })).body
      .result;
    await post('/api/sysNotice/public', { id });
    const page = await post<{ items: { title: string }[] }>('/api/sysNotice/page', {}, platformAdmin);
    expect(page.body.result.items.map((n) => n.title)).not.toContain('Factory only');
    const detail = await server.call('GET', '/api/sysNotice/detail', {
      token: platformAdmin,
      query: { id: String(id) },
    });
    expect(detail.body.result).toBeNull();
    expect((await post('/api/sysNotice/cancel', { id }, platformAdmin)).body.message).toContain('R0001');
    expect((await unread(merchant)).map((n) => n.sysNotice.title)).not.toContain('Factory only');
  });

  it('refuses callers without the codes', async () => {
    const res = await post('/api/sysNotice/add', { title: 'No', type: 1, content: '<p>x</p>' }, operator);
    expect(res.body.code).toBe(403);
    expect((await post('/api/sysNotice/page', {}, operator)).body.code).toBe(403);
  });
});
