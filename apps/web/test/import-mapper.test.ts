import { mappingIssues, PrintArea } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { fromMapping, guessMapping, mappedHeaders, toMapping } from '../src/views/orders/import/mapping.ts';

/** The custom import template's mapper (issue 13): guessing from headers, and the spec's rules on the result. */
describe('import template mapper', () => {
  const headers = [
    '平台单号',
    '收货人',
    'Phone',
    'Country',
    'City',
    'Address 1',
    'Seller SKU',
    'Color',
    'Size',
    'Qty',
    '正面图片',
    '正面效果图',
    '背面图片',
  ];

  it('guesses each field from headers in any language, each header once, front and back images apart from mock-ups', () => {
    const state = guessMapping(headers);
    expect(state.columns.externalId?.sheetColumn).toBe('平台单号');
    expect(state.columns.consignee?.sheetColumn).toBe('收货人');
    expect(state.columns.skuCode?.sheetColumn).toBe('Seller SKU');
    expect(state.columns.colour?.sheetColumn).toBe('Color');
    expect(state.columns.quantity?.sheetColumn).toBe('Qty');
    expect(state.areas).toEqual([
      { area: PrintArea.Front, printColumn: '正面图片', mockupColumn: '正面效果图' },
      { area: PrintArea.Back, printColumn: '背面图片', mockupColumn: null },
    ]);
    const used = Object.values(state.columns)
      .map((c) => c.sheetColumn)
      .filter(Boolean);
    expect(new Set(used).size).toBe(used.length);
    expect(mappingIssues(toMapping(state), 'en')).toEqual([]);
  });

  it('guesses a mock-up column that names no side for the front, and the buyer’s note apart from the seller remark', () => {
    const state = guessMapping([
      '订单号',
      '收件人',
      'SKU',
      '颜色',
      '尺码',
      '正面印花图',
      '背面印花图',
      '效果图',
      '买家备注',
      '备注',
    ]);
    expect(state.areas).toEqual([
      { area: PrintArea.Front, printColumn: '正面印花图', mockupColumn: '效果图' },
      { area: PrintArea.Back, printColumn: '背面印花图', mockupColumn: null },
    ]);
    // 买家备注 contains 备注 (the seller remark's hint): exact matches are taken first.
    expect(state.columns.buyerRemark?.sheetColumn).toBe('买家备注');
    expect(state.columns.sellerRemark?.sheetColumn).toBe('备注');
    // English headers: "Mockup URL" with a back image only goes to the back.
    const back = guessMapping(['Order ID', 'Back Print URL', 'Mockup URL', 'Buyer Note', 'Notes']);
    expect(back.areas).toEqual([{ area: PrintArea.Back, printColumn: 'Back Print URL', mockupColumn: 'Mockup URL' }]);
    expect(back.columns.buyerRemark?.sheetColumn).toBe('Buyer Note');
    expect(back.columns.sellerRemark?.sheetColumn).toBe('Notes');
  });

  it('guesses the platform and shop columns in any language, after the fields whose headers also name a shop or platform', () => {
    const zh = guessMapping(['平台单号', '平台', '店铺名称', '收件人', 'SKU', '颜色', '尺码', '正面图片']);
    expect(zh.columns.externalId?.sheetColumn).toBe('平台单号');
    expect(zh.columns.platform?.sheetColumn).toBe('平台');
    expect(zh.columns.shop?.sheetColumn).toBe('店铺名称');
    const en = guessMapping(['Platform Order ID', 'Marketplace', 'Store Name', 'Recipient Name', 'Store Address']);
    expect(en.columns.externalId?.sheetColumn).toBe('Platform Order ID');
    expect(en.columns.platform?.sheetColumn).toBe('Marketplace');
    expect(en.columns.shop?.sheetColumn).toBe('Store Name');
    expect(en.columns.consignee?.sheetColumn).toBe('Recipient Name');
    expect(en.columns.address?.sheetColumn).toBe('Store Address');
    const pt = guessMapping(['Pedido', 'Plataforma', 'Loja', 'Destinatário']);
    expect(pt.columns.platform?.sheetColumn).toBe('Plataforma');
    expect(pt.columns.shop?.sheetColumn).toBe('Loja');
    // Neither is required: the template's platform (and shop) stand for them.
    const none = guessMapping(headers);
    expect(none.columns.platform?.sheetColumn).toBeNull();
    expect(none.columns.shop?.sheetColumn).toBeNull();
    expect(mappingIssues(toMapping(none), 'en')).toEqual([]);
  });

  it('reports the spec rules on what the user did: colour and size required, front and back not both unmapped, an area once', () => {
    const state = guessMapping(headers);
    state.columns.colour = { sheetColumn: null, fixedValue: '' };
    state.areas = [
      { area: PrintArea.LeftSleeve, printColumn: '正面图片', mockupColumn: null },
      { area: PrintArea.LeftSleeve, printColumn: '背面图片', mockupColumn: null },
    ];
    const texts = mappingIssues(toMapping(state), 'en').map((i) => i.text);
    expect(texts).toContain('"Colour" is required: choose a column or enter a fixed value');
    expect(texts).toContain('The front and back print images cannot both be unmapped');
    expect(texts).toContain('The print area "Left sleeve" is selected more than once; each area can be selected once');
    expect(mappingIssues(toMapping(state), 'zh-CN').map((i) => i.text)).toContain('前片和后片印花图不能都不映射');
  });

  it('a fixed value stands for a column; a column wins over a fixed value; a saved mapping comes back the same', () => {
    const state = guessMapping(headers);
    state.columns.country = { sheetColumn: null, fixedValue: ' BR ' };
    state.columns.city = { sheetColumn: 'City', fixedValue: 'ignored' };
    const mapping = toMapping(state);
    expect(mapping.columns.find((c) => c.target === 'country')).toEqual({
      target: 'country',
      sheetColumn: null,
      fixedValue: 'BR',
    });
    expect(mapping.columns.find((c) => c.target === 'city')).toEqual({
      target: 'city',
      sheetColumn: 'City',
      fixedValue: null,
    });
    expect(toMapping(fromMapping(mapping))).toEqual(mapping);
    expect(mappedHeaders(mapping)).toContain('正面效果图');
  });
});
