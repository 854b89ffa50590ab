import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import { TemplateMapper } from '../src/views/orders/import/TemplateMapper.tsx';
import { fetchStub, grant, inEnglish, renderAt, type StubCall } from './helpers.tsx';

/** The headers of the seller's sample (issue 35): Chinese, a side-less mock-up column, buyer and seller notes. */
const HEADERS = [
  '订单号',
  '下单时间',
  '收件人',
  '电话',
  '国家',
  '城市',
  '详细地址',
  'SKU',
  '颜色',
  '尺码',
  '数量',
  '正面印花图',
  '效果图',
  '买家备注',
  '备注',
];

/** The text input of an antd Select (its combobox) under a data-testid. */
const combobox = (testId: string) => within(screen.getByTestId(testId)).getByRole('combobox') as HTMLInputElement;
/** The value a Select shows. */
const shown = (testId: string) =>
  screen.getByTestId(testId).querySelector('.ant-select-content')?.getAttribute('title') ?? '';

/** Picks a sample sheet in the mapper (its headers come from the preview route). */
async function uploadSample() {
  const upload = (await screen.findByTestId('mapper-sample')).closest('.ant-upload')?.querySelector('input[type=file]');
  fireEvent.change(upload as HTMLInputElement, {
    target: { files: [new File(['x'], 'sample.xlsx', { type: 'application/octet-stream' })] },
  });
}

/** The preview route's answer: a sample with `headers`. */
const sampleOf = (headers: string[]) => ({
  body: {
    code: 200,
    type: 'success',
    message: '',
    result: { headers, rows: [], issues: [], orders: [] },
    extras: null,
    time: '',
  },
});

/**
 * The custom import template's mapper (issue 35, item 12): a sample's headers fill every column
 * picker, each picker is searched as you type (a sheet has dozens of columns), the side-less
 * mock-up column is guessed for the front, and the template has a date order.
 */
describe('import template mapper: pickers and guesses', { timeout: 30_000 }, () => {
  beforeAll(() => loadPageMessages());
  inEnglish({ emptyDictionaries: true });

  it('guesses the mock-up column from a sample; every column picker is searchable; the date order is a setting', async () => {
    grant([]);
    const previews: StubCall[] = [];
    fetchStub({
      'GET /api/shop/list': [],
      'POST /api/customImportTemplate/preview': (call) => {
        previews.push(call);
        return sampleOf(HEADERS);
      },
    });
    renderAt(
      '/merchant/orders/customImportTemplate',
      <TemplateMapper mode={{ kind: 'add' }} close={() => undefined} />,
    );
    await uploadSample();
    await waitFor(() => expect(shown('mapper-area-print-0')).toBe('正面印花图'));
    expect(shown('mapper-area-mockup-0')).toBe('效果图');
    expect(shown('mapper-column-buyerRemark')).toBe('买家备注');
    expect(shown('mapper-column-sellerRemark')).toBe('备注');

    // Every column picker — the fields' and the print areas' — takes typed text.
    for (const id of [
      'mapper-column-externalId',
      'mapper-column-buyerRemark',
      'mapper-area-print-0',
      'mapper-area-mockup-0',
    ])
      expect(combobox(id).readOnly, id).toBe(false);
    // Typing narrows the mock-up picker's list to the headers that contain the text.
    const mockup = combobox('mapper-area-mockup-0');
    fireEvent.mouseDown(mockup);
    fireEvent.change(mockup, { target: { value: '印花' } });
    await waitFor(() => {
      const listed = [
        ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
      ].map((o) => o.textContent);
      expect(listed).toEqual(['正面印花图']);
    });

    // The date order is a setting of the template (not set: a date that reads both ways is a row error).
    expect(shown('mapper-date-order')).toBe('');
    fireEvent.mouseDown(combobox('mapper-date-order'));
    fireEvent.click(await screen.findByText('Day first (03/11/2026 = 3 Nov 2026)'));
    await waitFor(() => expect(shown('mapper-date-order')).toBe('Day first (03/11/2026 = 3 Nov 2026)'));
    expect(previews).toHaveLength(1);
  });

  it('offers the platform and shop columns (issue 35, item 9), guessed from the headers and saved with the mapping', async () => {
    grant([]);
    const saved: StubCall[] = [];
    fetchStub({
      'GET /api/shop/list': [],
      'POST /api/customImportTemplate/preview': () => sampleOf([...HEADERS, '平台', '店铺名称']),
      'POST /api/customImportTemplate/add': (call) => {
        saved.push(call);
        return { body: { code: 200, type: 'success', message: '', result: 1, extras: null, time: '' } };
      },
    });
    renderAt(
      '/merchant/orders/customImportTemplate',
      <TemplateMapper mode={{ kind: 'add' }} close={() => undefined} />,
    );
    await uploadSample();
    await waitFor(() => expect(shown('mapper-column-platform')).toBe('平台'));
    expect(shown('mapper-column-shop')).toBe('店铺名称');
    // The fields' own rows, in the user's language; a fixed value may stand for the column.
    for (const [id, label] of [
      ['mapper-column-platform', 'Platform'],
      ['mapper-column-shop', 'Shop'],
    ])
      expect(screen.getByTestId(id).closest('tr')?.textContent).toContain(label);
    expect((screen.getByTestId('mapper-fixed-platform') as HTMLInputElement).disabled).toBe(true);

    fireEvent.change(screen.getByTestId('mapper-name'), { target: { value: 'Mixed platforms' } });
    fireEvent.click(screen.getByTestId('mapper-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [body] = saved.map((c) => c.body as { columns: unknown[] });
    expect(body?.columns).toEqual(
      expect.arrayContaining([
        { target: 'platform', sheetColumn: '平台', fixedValue: null },
        { target: 'shop', sheetColumn: '店铺名称', fixedValue: null },
      ]),
    );
  });
});
