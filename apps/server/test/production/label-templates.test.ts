import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { LABEL_TEMPLATE_IDS } from '../../src/seed/production-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Page, type Row } from './floor.ts';

const MM = 72 / 25.4;

/**
 * Label print templates (issue 15: "label size in mm from a label template"): one default per tenant
 * and kind of work, used by QR coding when no template is named; a named one, or a size in the call,
 * wins; a preview renders a sample label at the template's size.
 */
describe('production: label templates size the piece labels', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    { setup: (server) => mapSkus(server, [{ skuCode: 'LBL-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, workOrdersOf, orderOf, passedOrder } = floorCalls(suite);
  const pdf = async (url: string, method: 'GET' | 'POST', payload?: unknown) => {
    const res = await suite.server.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${suite.factory}`, 'content-type': 'application/json' },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    expect(res.headers['content-type']).toContain('application/pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    return doc.getPages().map((p) => {
      const { width, height } = p.getSize();
      return [Math.round(width / MM), Math.round(height / MM)];
    });
  };

  it('the default template sizes the labels; a named template or a size in the call wins; one default per tenant', async () => {
    const id = await passedOrder([['LBL-DTG-M', 2]]);
    const [wo] = await workOrdersOf(String((await orderOf(id)).orderCode));
    await ok('factory', '/api/workOrder/release', { id: wo?.id });
    const pieces = (await factory().get<Row[]>('/api/workOrder/pieces', { id: String(wo?.id) })).body.result;
    const ids = pieces.map((p) => p.id);

    // The seeded default: 60 × 40, a page per piece.
    expect(await pdf('/api/pieceQr/print', 'POST', { ids })).toEqual([
      [60, 40],
      [60, 40],
    ]);
    // A new default replaces the old one.
    const big = await ok<number>('factory', '/api/labelTemplate/add', {
      code: 'LBL-T-90',
      name: 'Test 90 × 50',
      widthMm: 90,
      heightMm: 50,
      showBatch: true,
      isDefault: true,
    });
    const defaults = (
      await factory().post<Page<Row>>('/api/labelTemplate/page', { isDefault: true, pageSize: 50 })
    ).body.result.items.map((r) => r.id);
    expect(defaults).toEqual([big]);
    expect(await pdf('/api/pieceQr/print', 'POST', { ids })).toEqual([
      [90, 50],
      [90, 50],
    ]);
    // Named, and a size in the call over the template's.
    expect(await pdf('/api/pieceQr/print', 'POST', { ids: [ids[0]], templateId: LABEL_TEMPLATE_IDS.dtgLarge })).toEqual(
      [[100, 60]],
    );
    expect(await pdf('/api/pieceQr/print', 'POST', { ids: [ids[0]], widthMm: 50, heightMm: 30 })).toEqual([[50, 30]]);
    // The preview: a sample label at the template's size.
    expect(await pdf(`/api/labelTemplate/preview?id=${big}`, 'GET')).toEqual([[90, 50]]);
    expect(await pdf(`/api/heatLabelTemplate/preview?id=${LABEL_TEMPLATE_IDS.heatDefault}`, 'GET')).toEqual([[50, 30]]);
  });

  it('refuses a size out of range, an unknown template, and a merchant', async () => {
    const small = await factory().post('/api/labelTemplate/add', {
      code: 'LBL-T-BAD',
      name: 'Bad',
      widthMm: 5,
      heightMm: 40,
    });
    expect(small.body.code).not.toBe(200);
    expect(small.body.message).not.toBe('');
    const unknown = await factory().get('/api/labelTemplate/preview', { id: '999999' });
    expect(unknown.body.code).toBe(404);
    const print = await factory().post('/api/pieceQr/print', { ids: [1], templateId: 999999 });
    expect(print.body.code).toBe(404);
    const merchant = await suite.caller('merchant').get('/api/labelTemplate/preview', {
      id: String(LABEL_TEMPLATE_IDS.dtgDefault),
    });
    expect(merchant.body.code).toBe(403);
  });
});
