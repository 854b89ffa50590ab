import { COMMON_LABELS, commonFields, defineResource, sysPosResource } from '@printfloor/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { filenameFromDisposition } from '../src/api/resource.ts';
import { checkForm } from '../src/components/resource/ResourceForm.tsx';
import { ResourcePage } from '../src/components/resource/ResourcePage.tsx';
import { toFilters } from '../src/components/resource/SearchForm.tsx';
import { useDictionaries } from '../src/stores/dictionaries.ts';
import { currentArea } from '../src/utils/area.ts';
import { Local } from '../src/utils/storage.ts';
import { fetchStub, grant, inEnglish, ok, renderAt, type StubCall, setLanguage } from './helpers.tsx';

/** A declaration exercising every search kind and a dictionary field. */
const demoResource = defineResource({
  name: 'demoItem',
  table: 'demo_item',
  scope: 'tenant',
  title: { 'zh-CN': '演示', en: 'Demo items', 'zh-TW': '演示', 'pt-BR': 'Itens' },
  fields: {
    name: commonFields.name(),
    color: {
      type: 'dict',
      dict: 'demo_color',
      label: { 'zh-CN': '颜色', en: 'Colour', 'zh-TW': '顏色', 'pt-BR': 'Cor' },
      search: 'in',
    },
    madeOn: {
      type: 'date',
      label: { 'zh-CN': '生产日期', en: 'Made on', 'zh-TW': '生產日期', 'pt-BR': 'Fabricado em' },
      search: 'range',
      sortable: true,
    },
    qty: {
      type: 'integer',
      label: { 'zh-CN': '数量', en: 'Quantity', 'zh-TW': '數量', 'pt-BR': 'Quantidade' },
      min: 0,
      sortable: true,
    },
    status: commonFields.status(),
  },
});

const ALL_POS_CODES = Object.values(sysPosResource.permissions);

function page(items: Record<string, unknown>[], total = items.length, pageNo = 1, pageSize = 20) {
  const totalPages = Math.ceil(total / pageSize);
  return ok({
    page: pageNo,
    pageSize,
    total,
    totalPages,
    items,
    hasPrevPage: pageNo > 1,
    hasNextPage: pageNo < totalPages,
  });
}

const POS_ROWS = [
  {
    id: 11,
    name: 'Printer operator',
    code: 'P01',
    orderNo: 10,
    status: 1,
    remark: null,
    createTime: '2026-01-02 10:00:00',
  },
  {
    id: 12,
    name: 'Packer',
    code: 'P02',
    orderNo: 20,
    status: 2,
    remark: 'night shift',
    createTime: '2026-01-03 10:00:00',
  },
];

function posServer(extra: Record<string, unknown> = {}) {
  return fetchStub({
    'POST /api/sysPos/page': () => page(POS_ROWS, 45),
    ...extra,
  });
}

function pageBodies(calls: StubCall[], name = 'sysPos') {
  return calls.filter((c) => c.url.pathname === `/api/${name}/page`).map((c) => c.body as Record<string, unknown>);
}

/** Buttons whose text matches (role queries are too slow on antd tables in jsdom). */
function buttons(name: string | RegExp, root: ParentNode = document): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((b) => {
    const text = (b.textContent ?? '').trim();
    return typeof name === 'string' ? text === name : name.test(text);
  });
}
function button(name: string | RegExp, root: ParentNode = document): HTMLButtonElement {
  const found = buttons(name, root);
  if (found.length !== 1) throw new Error(`expected one button ${String(name)}, found ${found.length}`);
  return found[0] as HTMLButtonElement;
}
function headers(): string[] {
  return [...document.querySelectorAll('th')].map((h) => h.textContent ?? '');
}
function header(prefix: string): HTMLElement {
  return [...document.querySelectorAll('th')].find((h) => (h.textContent ?? '').startsWith(prefix)) as HTMLElement;
}

inEnglish({ emptyDictionaries: true });

describe('ResourcePage renders from the declaration', () => {
  it('search fields, sortable columns and every button for a user holding all codes', async () => {
    grant(ALL_POS_CODES);
    posServer();
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');

    const search = screen.getByTestId('resource-search');
    // name, code (like) and status (eq) are the search fields of sysPos.
    expect(within(search).getByText('Name')).toBeTruthy();
    expect(within(search).getByText('Code')).toBeTruthy();
    expect(within(search).getByText('Status')).toBeTruthy();
    expect(within(search).queryByText('Remark')).toBeNull();

    const titles = headers();
    for (const title of ['Name', 'Code', 'Order', 'Status', 'Remark', 'Created at', 'Actions']) {
      expect(
        titles.some((h) => h.includes(title)),
        title,
      ).toBe(true);
    }
    expect(titles.some((h) => h.includes('Updated by'))).toBe(false);

    for (const name of ['Add', 'Delete selected', 'Import', 'Download template', 'Export']) {
      expect(buttons(name), name).toHaveLength(1);
    }
    expect(buttons('Edit')).toHaveLength(2);
    expect(buttons('Delete')).toHaveLength(2);
    // Status is a switch for holders of sysPos:setStatus; the total is shown.
    expect(document.querySelectorAll('button.ant-switch')).toHaveLength(2);
    expect(screen.getByText('45 in total')).toBeTruthy();
  });

  it('hides add, delete, batch delete, edit, import, export and the status switch without the codes', async () => {
    grant(['sysPos:page']);
    posServer();
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    for (const name of ['Add', /Delete/, 'Import', /template/, 'Export', 'Edit']) {
      expect(buttons(name), String(name)).toHaveLength(0);
    }
    expect(document.querySelectorAll('.ant-switch')).toHaveLength(0);
    expect(document.querySelectorAll('input[type=checkbox]')).toHaveLength(0);
    // Status falls back to the enum label.
    expect(screen.getByText('Enabled')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.queryByText('Actions')).toBeNull();
  });

  it('shows dict values with their label in the current language (ext_data i18n) and tag colour', async () => {
    grant(Object.values(demoResource.permissions));
    useDictionaries.getState().setDictList([
      {
        id: 1,
        name: '颜色',
        code: 'demo_color',
        children: [
          {
            value: '红色',
            code: 'red',
            tagType: 'danger',
            extData: JSON.stringify({ i18n: { en: 'Red', 'pt-BR': 'Vermelho' } }),
          },
          { value: '蓝色', code: 'blue', tagType: 'primary' },
        ] as never,
      },
    ]);
    fetchStub({
      'POST /api/demoItem/page': () =>
        page([
          { id: 1, name: 'Shirt', color: 'red', madeOn: '2026-03-01', qty: 3, status: 1 },
          { id: 2, name: 'Cap', color: 'blue', madeOn: null, qty: 1, status: 1 },
        ]),
    });
    renderAt('/admin/demo', <ResourcePage resource={demoResource} />);
    const red = await screen.findByText('Red');
    expect(red.className).toMatch(/ant-tag-(color-)?error/);
    // No English label in ext_data: the zh-CN `value` is shown.
    expect(screen.getByText('蓝色')).toBeTruthy();
  });
});

describe('column settings', () => {
  it('hides and moves columns, persisted per area, and resets', async () => {
    grant(ALL_POS_CODES);
    posServer();
    const view = renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    fireEvent.click(document.querySelector('button[aria-label="Columns"]') as HTMLElement);
    const panel = await screen.findByTestId('column-settings');
    const remark = within(panel).getByText('Remark').closest('label')?.querySelector('input') as HTMLInputElement;
    fireEvent.click(remark);
    await waitFor(() => expect(headers().some((h) => h === 'Remark')).toBe(false));
    // Move "Code" above "Name".
    const codeRow = within(panel).getByText('Code').closest('div') as HTMLElement;
    fireEvent.click(codeRow.querySelector('button[aria-label="Move up"]') as HTMLElement);
    await waitFor(() =>
      expect(headers().findIndex((h) => h.startsWith('Code'))).toBeLessThan(
        headers().findIndex((h) => h.startsWith('Name')),
      ),
    );
    expect(Local.get(currentArea(), 'tableColumns:sysPos')).toMatchObject({
      order: [
        'code',
        'name',
        'orderNo',
        'status',
        'remark',
        'createTime',
        'updateTime',
        'createUserName',
        'updateUserName',
      ],
      hidden: expect.arrayContaining(['remark', 'updateTime']),
    });
    // A new page of the same resource reads the saved choice.
    view.unmount();
    posServer();
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    expect(headers().some((h) => h === 'Remark')).toBe(false);
    fireEvent.click(document.querySelector('button[aria-label="Columns"]') as HTMLElement);
    fireEvent.click(within(await screen.findByTestId('column-settings')).getByText('Reset columns'));
    await waitFor(() => expect(headers().some((h) => h === 'Remark')).toBe(true));
    expect(Local.get(currentArea(), 'tableColumns:sysPos')).toBeNull();
  });
});

describe('paging and sorting', () => {
  it('sends page, pageSize, field, order (ascending/descending) and descStr', async () => {
    grant(ALL_POS_CODES);
    const server = posServer();
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    expect(pageBodies(server.calls)[0]).toMatchObject({ page: 1, pageSize: 20, descStr: 'descending' });
    expect(pageBodies(server.calls)[0]).not.toHaveProperty('field');

    // Remark is not sortable: no sorter on its header.
    expect(header('Remark').querySelector('.ant-table-column-sorters')).toBeNull();
    expect(header('Name').querySelector('.ant-table-column-sorters')).not.toBeNull();

    const orderHeader = header('Order');
    fireEvent.click(orderHeader as HTMLElement);
    await waitFor(() =>
      expect(pageBodies(server.calls).at(-1)).toMatchObject({
        field: 'orderNo',
        order: 'ascending',
        descStr: 'descending',
      }),
    );
    fireEvent.click(orderHeader as HTMLElement);
    await waitFor(() =>
      expect(pageBodies(server.calls).at(-1)).toMatchObject({ field: 'orderNo', order: 'descending', page: 1 }),
    );

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(pageBodies(server.calls).at(-1)).toMatchObject({
        page: 2,
        pageSize: 20,
        field: 'orderNo',
        order: 'descending',
      }),
    );
  });

  it('search filters go into the page body and reset to page 1', async () => {
    grant(ALL_POS_CODES);
    const server = posServer();
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    const search = screen.getByTestId('resource-search');
    fireEvent.change(within(search).getByPlaceholderText('Enter Name'), { target: { value: '  Pack ' } });
    fireEvent.click(button('Search', search));
    await waitFor(() => expect(pageBodies(server.calls).at(-1)).toMatchObject({ name: 'Pack', page: 1 }));
  });

  it('searching again for what is shown asks the server again (the list brought up to date)', async () => {
    grant(ALL_POS_CODES);
    const server = posServer();
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    const search = screen.getByTestId('resource-search');
    fireEvent.change(within(search).getByPlaceholderText('Enter Name'), { target: { value: 'Pack' } });
    fireEvent.click(button('Search', search));
    await waitFor(() => expect(pageBodies(server.calls).at(-1)).toMatchObject({ name: 'Pack' }));
    const asked = pageBodies(server.calls).length;
    fireEvent.click(button('Search', search));
    await waitFor(() => expect(pageBodies(server.calls).length).toBe(asked + 1));
    expect(pageBodies(server.calls).at(-1)).toMatchObject({ name: 'Pack', page: 1 });
  });

  it('turns range and in searches into arrays (whole days for date ranges)', async () => {
    const dayjs = (await import('dayjs')).default;
    const fields = demoResource.fieldList.filter((f) => f.search);
    expect(
      toFilters(fields, {
        name: ' a ',
        color: ['red'],
        madeOn: [dayjs('2026-01-01'), dayjs('2026-01-31')],
        status: null,
      }),
    ).toEqual({ name: 'a', color: ['red'], madeOn: ['2026-01-01', '2026-01-31'] });
  });
});

describe('add/edit form validated by the contract schema', () => {
  async function openAddAndSubmit() {
    await screen.findByText('Printer operator');
    fireEvent.click(button('Add'));
    const form = await screen.findByTestId('resource-form');
    return form;
  }

  it('shows the Zod messages in English and sends nothing when invalid', async () => {
    grant(ALL_POS_CODES);
    const server = posServer({ 'POST /api/sysPos/add': 1 });
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    const form = await openAddAndSubmit();
    fireEvent.change(within(form).getByPlaceholderText('Enter Code'), { target: { value: 'x'.repeat(65) } });
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Code must be at most 64 characters')).toBeTruthy();
    expect(server.paths()).not.toContain('POST /api/sysPos/add');
  });

  it('shows the Zod messages in Simplified Chinese', async () => {
    setLanguage('zh-cn');
    grant(ALL_POS_CODES);
    posServer();
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    fireEvent.click(button('新增'));
    await screen.findByTestId('resource-form');
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
  });

  it('sends a valid add with the declaration defaults, then reloads the page', async () => {
    grant(ALL_POS_CODES);
    const server = posServer({ 'POST /api/sysPos/add': 99 });
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    const form = await openAddAndSubmit();
    fireEvent.change(within(form).getByPlaceholderText('Enter Name'), { target: { value: 'Cutter' } });
    fireEvent.change(within(form).getByPlaceholderText('Enter Code'), { target: { value: 'P03' } });
    const before = pageBodies(server.calls).length;
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(server.paths()).toContain('POST /api/sysPos/add'));
    const add = server.calls.find((c) => c.url.pathname === '/api/sysPos/add');
    expect(add?.body).toMatchObject({ name: 'Cutter', code: 'P03', orderNo: 100, status: 1 });
    await waitFor(() => expect(pageBodies(server.calls).length).toBeGreaterThan(before));
  });

  it('edit sends the id with the fields; server field errors land on the fields', async () => {
    grant(ALL_POS_CODES);
    const server = posServer({
      'POST /api/sysPos/update': () => ({
        body: {
          code: 400,
          type: 'error',
          message: '{"code":["already exists"]}',
          result: null,
          extras: { fields: { code: ['Code already exists'] } },
          time: '',
        },
      }),
    });
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    fireEvent.click(buttons('Edit')[1] as HTMLElement);
    const form = await screen.findByTestId('resource-form');
    expect((within(form).getByPlaceholderText('Enter Name') as HTMLInputElement).value).toBe('Packer');
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(server.paths()).toContain('POST /api/sysPos/update'));
    expect(server.calls.find((c) => c.url.pathname === '/api/sysPos/update')?.body).toMatchObject({
      id: 12,
      name: 'Packer',
      code: 'P02',
      status: 2,
      remark: 'night shift',
    });
    expect(await within(form).findByText('Code already exists')).toBeTruthy();
  });

  it('checkForm normalises like the server and applies the update schema', () => {
    const row = { id: 5, name: 'A', code: 'C', orderNo: 1, status: 1 };
    const { body, errors } = checkForm(sysPosResource, { kind: 'edit', row }, { name: ' ', orderNo: '7' }, 'pt-BR');
    expect(body).toMatchObject({ id: 5, orderNo: 7 });
    expect(errors.name).toEqual([`${COMMON_LABELS.name['pt-BR']} é obrigatório`]);
  });
});

describe('row actions', () => {
  it('delete asks for confirmation, batch delete sends the selected ids, the switch sets the status', async () => {
    grant(ALL_POS_CODES);
    const server = posServer({
      'POST /api/sysPos/delete': null,
      'POST /api/sysPos/batchDelete': 2,
      'POST /api/sysPos/setStatus': null,
    });
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');

    fireEvent.click(buttons('Delete')[0] as HTMLElement);
    expect(server.paths()).not.toContain('POST /api/sysPos/delete');
    await screen.findByText('Delete this record?');
    fireEvent.click(button('OK', document.querySelector('.ant-popover:not(.ant-popover-hidden)') as HTMLElement));
    await waitFor(() => expect(server.paths()).toContain('POST /api/sysPos/delete'));
    expect(server.calls.find((c) => c.url.pathname === '/api/sysPos/delete')?.body).toEqual({ id: 11 });

    await waitFor(() => expect(pageBodies(server.calls).length).toBe(2));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    const box = (i: number) => document.querySelectorAll('tr.ant-table-row input[type=checkbox]')[i] as HTMLElement;
    fireEvent.click(box(0));
    fireEvent.click(box(1));
    expect(await screen.findByText('2 selected')).toBeTruthy();
    fireEvent.click(button('Delete selected'));
    const confirm = await screen.findByText('Delete the 2 selected records?');
    fireEvent.click(button('OK', confirm.closest('.ant-popover') as HTMLElement));
    await waitFor(() => expect(server.paths()).toContain('POST /api/sysPos/batchDelete'));
    expect(server.calls.find((c) => c.url.pathname === '/api/sysPos/batchDelete')?.body).toEqual({ ids: [11, 12] });

    fireEvent.click(document.querySelectorAll('button.ant-switch')[0] as HTMLElement);
    await waitFor(() => expect(server.paths()).toContain('POST /api/sysPos/setStatus'));
    expect(server.calls.find((c) => c.url.pathname === '/api/sysPos/setStatus')?.body).toEqual({ id: 11, status: 2 });
  });
});

/** A declaration whose rows may be changed only as drafts, with a search select its own server answers. */
const ticketResource = defineResource({
  name: 'demoTicket',
  table: 'demo_ticket',
  scope: 'tenant',
  title: { 'zh-CN': '工单', en: 'Tickets', 'zh-TW': '工單', 'pt-BR': 'Chamados' },
  fields: {
    name: commonFields.name(),
    state: {
      type: 'enum',
      label: { 'zh-CN': '状态', en: 'State', 'zh-TW': '狀態', 'pt-BR': 'Estado' },
      options: [
        { value: 0, label: { 'zh-CN': '草稿', en: 'Draft', 'zh-TW': '草稿', 'pt-BR': 'Rascunho' } },
        { value: 1, label: { 'zh-CN': '已提交', en: 'Sent', 'zh-TW': '已提交', 'pt-BR': 'Enviado' } },
      ],
      form: false,
    },
    ownerId: {
      type: 'integer',
      label: { 'zh-CN': '归属', en: 'Owner', 'zh-TW': '歸屬', 'pt-BR': 'Dono' },
      search: 'eq',
      choices: { resource: 'customer', valueField: 'merchantTenantId', labelField: 'name' },
      list: false,
      form: false,
    },
  },
  editableWhen: { state: 0 },
  deletableWhen: { state: 0 },
});

describe('declared row conditions and served search selects', () => {
  const TICKETS = [
    { id: 21, name: 'Draft ticket', state: 0 },
    { id: 22, name: 'Sent ticket', state: 1 },
  ];
  // One answer for both tests: the console keeps the options for 30 s across pages.
  const CHOICES = [
    { value: 1310000000002, label: 'Acme Prints' },
    { value: 1320000000009, label: 'Beta Tees' },
  ];

  it('shows Edit and Delete only on the rows the declaration lets change; a selection with another row cannot be batch deleted', async () => {
    grant(Object.values(ticketResource.permissions));
    const server = fetchStub({
      'POST /api/demoTicket/page': () => page(TICKETS),
      'GET /api/demoTicket/choices': CHOICES,
    });
    renderAt('/admin/demo', <ResourcePage resource={ticketResource} />);
    await screen.findByText('Sent ticket');
    // The search select's options are asked of the list's own resource, by field.
    await waitFor(() => expect(server.paths()).toContain('GET /api/demoTicket/choices'));
    const choices = server.calls.find((c) => c.url.pathname === '/api/demoTicket/choices');
    expect(choices?.url.searchParams.get('field')).toBe('ownerId');
    const rowOf = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
    expect(buttons('Edit', rowOf(21))).toHaveLength(1);
    expect(buttons('Delete', rowOf(21))).toHaveLength(1);
    expect(buttons('Edit', rowOf(22))).toHaveLength(0);
    expect(buttons('Delete', rowOf(22))).toHaveLength(0);

    fireEvent.click(rowOf(21).querySelector('input[type=checkbox]') as HTMLElement);
    await waitFor(() => expect(button('Delete selected').disabled).toBe(false));
    fireEvent.click(rowOf(22).querySelector('input[type=checkbox]') as HTMLElement);
    await waitFor(() => expect(button('Delete selected').disabled).toBe(true));
  });

  it("a field with choices searches with a select of the options the list's own server answers", async () => {
    grant(['demoTicket:page']);
    const server = fetchStub({
      'POST /api/demoTicket/page': () => page(TICKETS),
      'GET /api/demoTicket/choices': CHOICES,
    });
    renderAt('/admin/demo', <ResourcePage resource={ticketResource} />);
    await screen.findByText('Sent ticket');
    const search = screen.getByTestId('resource-search');
    expect(within(search).getByText('Owner')).toBeTruthy();
    fireEvent.mouseDown(within(search).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Beta Tees'));
    // Never the target's own list: its codes are not the list reader's.
    expect(server.paths()).not.toContain('GET /api/customer/list');
    fireEvent.click(button('Search', search));
    await waitFor(() =>
      expect(pageBodies(server.calls, 'demoTicket').at(-1)).toMatchObject({ ownerId: 1320000000009 }),
    );
  });
});

describe('export and import', () => {
  it('export posts the filters and sort and saves the blob under the Content-Disposition name', async () => {
    grant(ALL_POS_CODES);
    const server = posServer({
      'POST /api/sysPos/export': () => ({
        body: 'PK-xlsx-bytes',
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="_.xlsx"; filename*=UTF-8''${encodeURIComponent('职位.xlsx')}`,
        },
      }),
    });
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        created.push(b);
        return 'blob:test';
      },
      revokeObjectURL: () => {},
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    fireEvent.click(button('Export'));
    await waitFor(() => expect(downloads).toEqual(['职位.xlsx']));
    const body = server.calls.find((c) => c.url.pathname === '/api/sysPos/export')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ descStr: 'descending' });
    expect(body).not.toHaveProperty('page');
    expect(await created[0]?.text()).toBe('PK-xlsx-bytes');
  });

  it('reads both Content-Disposition forms', () => {
    expect(filenameFromDisposition(`attachment; filename*=UTF-8''Cargos%20a.xlsx`, 'x')).toBe('Cargos a.xlsx');
    expect(filenameFromDisposition('attachment; filename="plain.xlsx"', 'x')).toBe('plain.xlsx');
    expect(filenameFromDisposition(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('import uploads the file as multipart `file` and lists the per-row errors with the counts', async () => {
    grant(ALL_POS_CODES);
    let uploaded: FormData | null = null;
    const server = posServer();
    const transport = server.fn.getMockImplementation();
    server.fn.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/sysPos/import')) {
        uploaded = init?.body as FormData;
        return new Response(
          JSON.stringify({
            code: 200,
            type: 'success',
            message: '',
            time: '',
            extras: null,
            result: {
              total: 3,
              imported: 1,
              failed: 2,
              errors: [
                { row: 3, field: 'code', label: 'Code', message: 'already exists' },
                { row: 4, field: 'name', label: 'Name', message: 'is required' },
              ],
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }
      return (transport as NonNullable<typeof transport>)(input, init);
    });
    renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
    await screen.findByText('Printer operator');
    fireEvent.click(button('Import'));
    const dialog = (await screen.findByText('Pick a file')).closest('.ant-modal') as HTMLElement;
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['xlsx'], 'positions.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    fireEvent.click(button('Import', dialog));
    const result = await screen.findByTestId('import-result');
    expect((uploaded as FormData | null)?.get('file')).toBeInstanceOf(File);
    const stats = [...result.querySelectorAll('.ant-statistic')].map((s) => s.textContent);
    expect(stats).toEqual(['Rows3', 'Imported1', 'Failed2']);
    const rows = [...result.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toContain('3Codealready exists');
    expect(rows).toContain('4Nameis required');
  });
});
