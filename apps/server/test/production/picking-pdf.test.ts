import type { MaterialImageDetail } from '@printfloor/contract';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pickingPages, pickingPdf } from '../../src/modules/production/material-image/pdf.ts';
import { PRODUCT_IDS } from '../../src/seed/process-ids.ts';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls, mapSkus, type Row } from './floor.ts';

/**
 * The picking list as a PDF rendered on the server (issue 15, material detail image): the same lines as
 * the console's list — the blank garment and one line per BOM material with its quantity (the row's,
 * else rate × the work order's quantity) — read back from the PDF's text layer; a work order per page;
 * GET and POST answer the same; an unknown work order is refused with the envelope.
 */

/** The text shown by each page's content streams (pdf-lib writes hex strings with Tj). */
async function pageTexts(pdf: Buffer): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    const lines: string[] = [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const m of ops.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        lines.push(Buffer.from(m[1] ?? '', 'hex').toString('latin1'));
    }
    return lines;
  });
}

const SLOW = 180_000;

describe('production: picking list PDF', () => {
  const suite = serverSuite(
    { merchant: ['merchant', 'merchant'], factory: 'factory' },
    { setup: (server) => mapSkus(server, [{ skuCode: 'PK-DTG-M', productId: PRODUCT_IDS.dtgTeeWhite }]) },
  );
  const { factory, ok, orderOf, workOrdersOf, passedOrder } = floorCalls(suite);
  const pdfCall = (method: 'GET' | 'POST', ids: number[]) =>
    suite.server.app.inject({
      method,
      url: method === 'GET' ? `/api/materialImage/pdf?ids=${ids.join(',')}` : '/api/materialImage/pdf',
      headers: {
        authorization: `Bearer ${suite.factory}`,
        'accept-language': 'en',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { payload: { ids } } : {}),
    });

  it(
    'one line per material with the right quantities, a work order per page; GET and POST alike',
    async () => {
      const id = await passedOrder([
        ['PK-DTG-M', 7],
        ['PK-DTG-M', 2],
      ]);
      const wos = await workOrdersOf(String((await orderOf(id)).orderCode));
      const seven = wos.find((w) => w.quantity === 7) as Row;
      const two = wos.find((w) => w.quantity === 2) as Row;
      const detail = (await factory().get<Row & { bom: Row[] }>('/api/workOrder/detail', { id: String(seven.id) })).body
        .result;
      expect(detail.bom.length).toBeGreaterThan(0);

      const res = await pdfCall('POST', [Number(seven.id), Number(two.id)]);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = await pageTexts(pdf);
      expect(pages).toHaveLength(2);

      // Page 1: the blank (7 garments) and each BOM material at its quantity, in the list's order.
      const [first = [], second = []] = pages;
      const rows = first.map((l) => l.split(' '));
      expect(rows.map((r) => r[0])).toEqual(first.map(() => String(seven.code)));
      expect(rows[0]).toEqual([String(seven.code), 'blank', String(detail.productCode ?? '-'), '7']);
      const materials = rows.slice(1);
      expect(materials).toHaveLength(detail.bom.length);
      // The same lines as the console's list, at the BOM's quantities (the row's, else rate × 7).
      const [listed] = await ok<MaterialImageDetail[]>('factory', '/api/materialImage/details', { ids: [seven.id] });
      const listedMaterials = listed?.lines.filter((l) => l.group === 'material') ?? [];
      for (const [i, b] of detail.bom.entries()) {
        const expected = b.quantity === null || b.quantity === undefined ? Number(b.rate) * 7 : Number(b.quantity);
        expect(materials[i]?.[1]).toBe('material');
        expect(materials[i]?.[2]).toBe(String(listedMaterials[i]?.code));
        expect(Number(materials[i]?.[3])).toBeCloseTo(expected, 4);
      }
      expect(materials.map((m) => Number(m[3]))).toEqual(listedMaterials.map((l) => l.quantity));
      // Page 2: the other work order, 2 blanks.
      expect(second[0]).toBe(`${two.code} blank ${detail.productCode ?? '-'} 2`);

      // GET answers the same document.
      const viaGet = await pdfCall('GET', [Number(seven.id), Number(two.id)]);
      expect(viaGet.statusCode).toBe(200);
      expect(await pageTexts(viaGet.rawPayload)).toEqual(pages);

      // An unknown work order: the envelope, no PDF.
      const missing = await pdfCall('POST', [1]);
      expect(missing.headers['content-type']).toContain('application/json');
      expect(JSON.parse(missing.body).message).toContain('not found');
      const bad = await pdfCall('GET', []);
      expect(JSON.parse(bad.body).code).toBe(400);
    },
    SLOW,
  );

  it('renders Chinese names and continues a long list on further pages', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({
      group: i === 0 ? ('blank' as const) : ('material' as const),
      code: `M-${i}`,
      name: i === 0 ? '白色T恤' : `油墨 ${i}`,
      colour: '白色',
      size: 'M',
      unit: '件',
      quantity: i + 0.5,
      image: null,
    }));
    const details = [
      {
        workOrder: {
          id: 1,
          code: 'WO-1',
          orderCode: 'SO-1',
          productName: '直喷T恤',
          skuCode: 'SKU',
          colour: '白色',
          size: 'M',
          quantity: 1,
          state: 0,
          demandDate: null,
        },
        lines,
      },
    ];
    const pages = await pageTexts(await pickingPdf(details, 'zh-CN'));
    expect(pages.length).toBe(2);
    expect(pages.flat()).toHaveLength(40);
    expect(pages.flat()[39]).toBe('WO-1 material M-39 39.5');
    // The pages are real renderings: A4 at 150 DPI with ink on them (the text, the lines, the tick boxes).
    const images = await pickingPages(details, 'zh-CN');
    expect(images).toHaveLength(2);
    for (const png of images) {
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([1240, 1754]);
      const { channels } = await sharp(png).greyscale().stats();
      expect(channels[0]?.min).toBe(0);
      expect(channels[0]?.mean).toBeLessThan(254);
    }
  });
});
