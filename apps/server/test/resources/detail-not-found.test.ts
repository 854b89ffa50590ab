import type { Resource } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../src/modules/index.ts';
import { WORKSTATION_IDS as WS } from '../../src/seed/base-data-ids.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { LABEL_TEMPLATE_IDS } from '../../src/seed/production-ids.ts';
import type { CallResult } from '../helpers/server.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from '../production/floor.ts';

/**
 * Issue 35 item 13: an id of another tenant is "record not found" everywhere, never `200` with
 * `null` or an empty list — every resource's detail (orders, production, marketplaces, base
 * data, …) and the by-id reads beside them (an order's timeline, a work order's pieces and tasks,
 * a batch's pieces, a picking list, a transfer, a label preview). Each id is first read by its
 * owner (so it is a real row), then by a tenant of the same kind that does not own it: a second
 * factory for the factory's rows, the second merchant for the merchant's.
 */

type Who = 'factory' | 'merchant' | 'merchant2' | 'factory2';

describe('another tenant’s id is "record not found" on every detail', () => {
  const suite = serverSuite(
    {
      factory: 'factory',
      merchant: ['merchant', 'merchant'],
      merchant2: ['merchant2', 'merchant'],
      factory2: 'nf2admin',
    },
    {
      setup: async (server) => {
        await mapSkus(server, [
          { skuCode: 'NF-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite },
          { skuCode: 'NF-HT-M', productId: PRODUCT_IDS.heatTee },
        ]);
        // A second factory (no customers, no rows of its own): the "another tenant" of the factory's rows.
        const superadmin = await server.tokenFor('superadmin', 'admin');
        const made = await server.call('POST', '/api/sysTenant/add', {
          token: superadmin,
          body: {
            kind: 'factory',
            code: 'nf2plant',
            name: 'nf2plant',
            adminAccount: 'nf2admin',
            adminPassword: 'Secret123',
          },
        });
        expect(made.body.code).toBe(200);
        // The new tenant dropped the cached settings; sessions are opened inside a transaction, where
        // reading them again would wait on PGlite's one connection: read them now.
        await server.services.settings.refreshTokenMinutes();
        await server.services.settings.accessTokenMinutes();
      },
    },
  );
  const { factory, ok, passedOrder, orderOf, workOrdersOf } = floorCalls(suite);
  const get = <T = unknown>(who: Who, url: string, query: Record<string, string>): Promise<CallResult<T>> =>
    suite.caller(who).get<T>(url, query);
  const other = (owner: Who): Who => (owner === 'factory' ? 'factory2' : 'merchant2');

  /** Refused as not found: body code 404 and the code's text, nothing else. */
  function expectNotFound(res: CallResult<unknown>, code: string, where: string) {
    expect(res.body.code, where).toBe(404);
    expect(res.body.message, where).toMatch(new RegExp(`^\\[${code}\\] Record not found`));
    expect(res.body.result ?? null, where).toBeNull();
  }

  /** The floor the reads look at (made once): orders of both kinds passed, released, batched, one piece scanned, a shop. */
  let made: Promise<{ dtg: number; workOrder: number }> | undefined;
  const floor = () => {
    made ??= makeFloor();
    return made;
  };
  async function makeFloor() {
    const dtg = await passedOrder([['NF-DTG-M', 2]]);
    const heat = await passedOrder([['NF-HT-M', 1]]);
    const workOrders = [
      ...(await workOrdersOf(String((await orderOf(dtg)).orderCode))),
      ...(await workOrdersOf(String((await orderOf(heat)).orderCode))),
    ];
    await ok('factory', '/api/workOrder/release', { ids: workOrders.map((w) => w.id) });
    await ok('factory', '/api/batch/autoBatch', { releasePartial: true });
    await ok('factory', '/api/heatBatch/autoBatch', { releasePartial: true });
    const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(workOrders[0]?.id) })).body.result;
    await ok('factory', '/api/dtgProduction/scan', { workstationId: WS.pretreat01, code: String(pieces[0]?.code) });
    await ok('factory', '/api/workstationCapacity/add', { workstationId: WS.pretreat01, piecesPerHour: 30 });
    await ok('merchant', '/api/shop/add', {
      platform: 'temu',
      name: 'NF 店',
      property: 'real',
      area: 'cross_border',
      temuShopType: 'semi_managed',
    });
    return { dtg, workOrder: Number(workOrders[0]?.id) };
  }

  it('every resource detail of the business domains: the owner reads it, another tenant is refused', async () => {
    await floor();
    const resources = DOMAINS.flatMap((d) => d.resources ?? []).filter((r) => r.actions.includes('detail'));
    // Only the mirrors of Admin.NET's own services keep its `null` (admin-net-contract §6.2).
    expect(resources.filter((r) => r.missingDetail === 'null').every((r) => r.name.startsWith('sys'))).toBe(true);
    const checked: string[] = [];
    const unseen: string[] = [];
    for (const resource of resources.filter((r) => r.missingDetail === 'notFound' && !r.platformOnly)) {
      const owned = await ownedRow(resource);
      if (!owned) {
        unseen.push(resource.name);
        continue;
      }
      const where = `${resource.name} #${owned.id} (${owned.owner}'s)`;
      const mine = await get<Row>(owned.owner, `/api/${resource.name}/detail`, { id: String(owned.id) });
      expect(mine.body.code, where).toBe(200);
      expect(mine.body.result?.id, where).toBe(owned.id);
      expectNotFound(
        await get(other(owned.owner), `/api/${resource.name}/detail`, { id: String(owned.id) }),
        resource.notFoundError,
        where,
      );
      checked.push(resource.name);
    }
    // The issue's own: orders on both sides, production, the marketplaces' shop views.
    expect(checked).toEqual(
      expect.arrayContaining([
        'merchantOrder',
        'merchantDtgOrder',
        'merchantHeatOrder',
        'order',
        'heatOrder',
        'orderSearch',
        'shop',
        'shopAuthorization',
        'platformShop',
        'temuShop',
        'workOrder',
        'pieceQr',
        'batch',
        'heatBatch',
        'batchStrategy',
        'workReport',
        'workReportRecord',
        'workstationCapacity',
        'labelTemplate',
        'product',
        'omsProductMapping',
        'workstation',
        'customer',
      ]),
    );
    // Those without a row here (import runs, sync runs, returns, …) still refuse an id they do not hold.
    for (const name of unseen) {
      const resource = resources.find((r) => r.name === name) as Resource;
      for (const who of ['factory', 'merchant'] as const) {
        const res = await get(who, `/api/${name}/detail`, { id: '99999999999999' });
        if (res.body.code === 403) continue;
        expectNotFound(res, resource.notFoundError, `${name} (no row) as ${who}`);
      }
    }
  }, 600_000);

  it("an order's timeline and production's by-id reads refuse another tenant's id", async () => {
    const { dtg, workOrder } = await floor();
    const batches = (await factory().post<Page<Row>>('/api/batch/page', { pageSize: 1 })).body.result.items;
    const heatBatches = (await factory().post<Page<Row>>('/api/heatBatch/page', { pageSize: 1 })).body.result.items;
    const batch = Number(batches[0]?.id);
    const heatBatch = Number(heatBatches[0]?.id);
    await ok('factory', '/api/batch/audit', { id: batch });
    const reads: [Who, string, Record<string, string>][] = [
      ['merchant', '/api/merchantOrder/timeline', { id: String(dtg) }],
      ['merchant', '/api/merchantDtgOrder/timeline', { id: String(dtg) }],
      ['factory', '/api/order/timeline', { id: String(dtg) }],
      ['factory', '/api/orderSearch/timeline', { id: String(dtg) }],
      ['factory', '/api/workOrder/pieces', { id: String(workOrder) }],
      ['factory', '/api/workOrder/tasks', { id: String(workOrder) }],
      ['factory', '/api/batch/pieces', { id: String(batch) }],
      ['factory', '/api/heatBatch/pieces', { id: String(heatBatch) }],
      ['factory', '/api/materialImage/detail', { id: String(workOrder) }],
      ['factory', '/api/imageTransfer/detail', { id: String(batch), scope: 'batch' }],
    ];
    for (const [owner, url, query] of reads) {
      const where = `${url} ${JSON.stringify(query)}`;
      const mine = await get<unknown>(owner, url, query);
      expect(mine.body.code, where).toBe(200);
      expect(mine.body.result, where).not.toBeNull();
      if (Array.isArray(mine.body.result)) expect(mine.body.result.length, where).toBeGreaterThan(0);
      expectNotFound(await get(other(owner), url, query), 'D1002', where);
    }
    // A DTG batch's id on the heat-print list is not one of its batches either.
    expectNotFound(
      await get('factory', '/api/heatBatch/pieces', { id: String(batch) }),
      'D1002',
      'heat list, DTG batch',
    );
    // The label preview is a PDF for its owner and not found for another factory.
    const preview = await suite.server.app.inject({
      method: 'GET',
      url: `/api/labelTemplate/preview?id=${LABEL_TEMPLATE_IDS.dtgDefault}`,
      headers: { authorization: `Bearer ${suite.factory}`, 'accept-language': 'en' },
    });
    expect(preview.headers['content-type']).toBe('application/pdf');
    expectNotFound(
      await get('factory2', '/api/labelTemplate/preview', { id: String(LABEL_TEMPLATE_IDS.dtgDefault) }),
      'D1002',
      'label preview',
    );
  }, 600_000);

  /** A row of `resource` its owner (the factory, else the merchant) reads on its first page. */
  async function ownedRow(resource: Resource): Promise<{ owner: Who; id: number } | null> {
    if (!resource.actions.includes('page')) return null;
    for (const owner of ['factory', 'merchant'] as const) {
      const page = await suite.caller(owner).post<Page<Row>>(`/api/${resource.name}/page`, { page: 1, pageSize: 1 });
      const id = page.body.code === 200 ? page.body.result.items[0]?.id : undefined;
      if (id !== undefined) return { owner, id: Number(id) };
    }
    return null;
  }
});
