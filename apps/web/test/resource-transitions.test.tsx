import { commonFields, defineResource } from '@printfloor/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResourcePage } from '../src/components/resource/ResourcePage.tsx';
import { useDictionaries } from '../src/stores/dictionaries.ts';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { fetchStub, grant, ok, renderAt, type StubCall } from './helpers.tsx';

const L = (en: string) => ({ 'zh-CN': en, en, 'zh-TW': en, 'pt-BR': en });

/** A small state machine: pending → approved | rejected (with a reason); rejected → pending. */
const demoOrder = defineResource({
  name: 'demoOrder',
  table: 'demo_order',
  scope: 'tenant',
  title: L('Orders'),
  actions: ['page', 'detail'],
  fields: {
    name: commonFields.name(),
    state: {
      type: 'enum',
      label: L('State'),
      options: [
        { value: 0, label: L('Pending') },
        { value: 1, label: L('Approved') },
        { value: 2, label: L('Rejected') },
      ],
    },
  },
  stateField: 'state',
  transitions: {
    approve: { label: L('Approve'), from: [0], to: 1 },
    reject: {
      label: L('Reject'),
      from: [0],
      to: 2,
      danger: true,
      input: { reason: { type: 'string', label: L('Reason'), required: true, max: 20 } },
    },
    reopen: { label: L('Reopen'), from: [2], to: 0, batch: false, confirm: L('Reopen this order?') },
  },
});

const ROWS = [
  { id: 1, name: 'First', state: 0, createTime: '2026-01-01 10:00:00' },
  { id: 2, name: 'Second', state: 2, createTime: '2026-01-02 10:00:00' },
  { id: 3, name: 'Third', state: 1, createTime: '2026-01-03 10:00:00' },
  { id: 4, name: 'Fourth', state: 0, createTime: '2026-01-04 10:00:00' },
];

const refusal = (message: string) => ({
  body: { code: 400, type: 'error', message, result: null, extras: null, time: '' },
});

function server(extra: Record<string, unknown> = {}) {
  return fetchStub({
    'POST /api/demoOrder/page': () =>
      ok({
        page: 1,
        pageSize: 20,
        total: 4,
        totalPages: 1,
        items: ROWS,
        hasPrevPage: false,
        hasNextPage: false,
      }),
    ...extra,
  } as never);
}

const testId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
const posted = (calls: StubCall[], action: string) =>
  calls.filter((c) => c.url.pathname === `/api/demoOrder/${action}`).map((c) => c.body);

beforeEach(() => {
  useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'en' } }));
  useDictionaries.getState().setDictList([]);
});
afterEach(() => {
  useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'zh-cn' } }));
});

describe('transitions as row and batch actions', () => {
  it('shows a transition only where the row state and the user codes allow it', async () => {
    grant(['demoOrder:page', 'demoOrder:approve', 'demoOrder:reject']);
    server();
    renderAt('/factory/demo', <ResourcePage resource={demoOrder} />);
    await screen.findByText('First');
    // Row 1 (pending): approve and reject; row 3 (approved): nothing; row 2 (rejected): reopen needs its code.
    expect(testId('transition-approve-1')).toBeTruthy();
    expect(testId('transition-reject-1')).toBeTruthy();
    expect(testId('transition-approve-3')).toBeNull();
    expect(testId('transition-reject-3')).toBeNull();
    expect(testId('transition-reopen-2')).toBeNull();
    // Batch: approve and reject are batch transitions; reopen is not.
    expect(testId('transition-approve-batch')).toBeTruthy();
    expect(testId('transition-reopen-batch')).toBeNull();
  });

  it('without the code no action; with it, reopen asks its confirm text and posts {id}', async () => {
    grant(['demoOrder:page', 'demoOrder:reopen']);
    const stub = server({ 'POST /api/demoOrder/reopen': null });
    renderAt('/factory/demo', <ResourcePage resource={demoOrder} />);
    await screen.findByText('First');
    expect(testId('transition-approve-1')).toBeNull();
    expect(testId('transition-approve-batch')).toBeNull();
    fireEvent.click(testId('transition-reopen-2') as HTMLElement);
    await screen.findByText('Reopen this order?');
    expect(posted(stub.calls, 'reopen')).toHaveLength(0);
    const ok = [...document.querySelectorAll('.ant-popconfirm .ant-btn-primary')].pop() as HTMLElement;
    await act(async () => fireEvent.click(ok));
    await waitFor(() => expect(posted(stub.calls, 'reopen')).toEqual([{ id: 2 }]));
    await screen.findByText('Reopen: done');
  });

  it('asks the input in a dialog validated by the contract and shows the refusal in it', async () => {
    grant(['demoOrder:page', 'demoOrder:reject']);
    let answer: { body: unknown } = refusal('[R0007] Reject is not allowed: the order is Approved');
    const stub = server({ 'POST /api/demoOrder/reject': () => answer });
    renderAt('/factory/demo', <ResourcePage resource={demoOrder} />);
    await screen.findByText('First');
    fireEvent.click(testId('transition-reject-1') as HTMLElement);
    const dialog = await screen.findByTestId('transition-form');
    // Empty reason: the contract's required message, nothing sent.
    await act(async () => fireEvent.click(testId('transition-submit') as HTMLElement));
    await waitFor(() => expect(within(dialog).getByText(/Reason.*required/)).toBeTruthy());
    expect(posted(stub.calls, 'reject')).toHaveLength(0);
    // Too long: the contract's max.
    const input = within(dialog).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x'.repeat(21) } });
    await act(async () => fireEvent.click(testId('transition-submit') as HTMLElement));
    await waitFor(() => expect(within(dialog).getByText(/20/)).toBeTruthy());
    expect(posted(stub.calls, 'reject')).toHaveLength(0);
    // The server refuses: its localized message stays in the dialog.
    fireEvent.change(input, { target: { value: 'damaged' } });
    await act(async () => fireEvent.click(testId('transition-submit') as HTMLElement));
    await waitFor(() => expect(posted(stub.calls, 'reject')).toEqual([{ id: 1, reason: 'damaged' }]));
    expect((await screen.findByTestId('transition-refused')).textContent).toContain('the order is Approved');
    // Accepted: the success toast, and the list is read again.
    const pages = posted(stub.calls, 'page').length;
    answer = ok(null);
    await act(async () => fireEvent.click(testId('transition-submit') as HTMLElement));
    await screen.findByText('Reject: done');
    await waitFor(() => expect(posted(stub.calls, 'page').length).toBeGreaterThan(pages));
  });

  it('runs a batch transition for the selected rows with {ids}; a refusal is toasted', async () => {
    grant(['demoOrder:page', 'demoOrder:approve']);
    const stub = server({ 'POST /api/demoOrder/approve': () => refusal('[R0007] Second is Rejected') });
    renderAt('/factory/demo', <ResourcePage resource={demoOrder} />);
    await screen.findByText('First');
    const batch = testId('transition-approve-batch') as HTMLButtonElement;
    expect(batch.disabled).toBe(true);
    const box = (i: number) => document.querySelectorAll('tr.ant-table-row input[type=checkbox]')[i] as HTMLElement;
    fireEvent.click(box(0));
    await waitFor(() => expect((testId('transition-approve-batch') as HTMLButtonElement).disabled).toBe(false));
    // A selected row whose state does not allow it disables the batch action.
    fireEvent.click(box(1));
    await waitFor(() => expect((testId('transition-approve-batch') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(box(1));
    fireEvent.click(box(3));
    await waitFor(() => expect((testId('transition-approve-batch') as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(testId('transition-approve-batch') as HTMLElement));
    await waitFor(() => expect(posted(stub.calls, 'approve')).toEqual([{ ids: [1, 4] }]));
    expect(await screen.findByText('[R0007] Second is Rejected')).toBeTruthy();
  });
});

describe('a perRow batch transition', () => {
  const perRowOrder = defineResource({
    name: 'demoOrder',
    table: 'demo_order',
    scope: 'tenant',
    title: L('Orders'),
    actions: ['page', 'detail'],
    fields: { name: commonFields.name(), state: demoOrder.fields.state as never },
    stateField: 'state',
    transitions: { approve: { label: L('Approve'), from: [0, 2], to: 1, perRow: { labelField: 'name' } } },
  });

  it('is offered while some selected row can move, and lists the refused rows with their reasons', async () => {
    grant(['demoOrder:page', 'demoOrder:approve']);
    const stub = server({
      'POST /api/demoOrder/approve': () =>
        ok({ count: 1, refused: [{ id: 4, label: 'Fourth', code: 'O1003', message: 'line 1 has no mapping' }] }),
    });
    renderAt('/factory/demo', <ResourcePage resource={perRowOrder} />);
    await screen.findByText('First');
    const box = (i: number) => document.querySelectorAll('tr.ant-table-row input[type=checkbox]')[i] as HTMLElement;
    // Row 3 is approved already: with row 1 selected too, the server moves what it can.
    fireEvent.click(box(2));
    await waitFor(() => expect((testId('transition-approve-batch') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(box(0));
    fireEvent.click(box(3));
    await waitFor(() => expect((testId('transition-approve-batch') as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(testId('transition-approve-batch') as HTMLElement));
    await waitFor(() => expect(posted(stub.calls, 'approve')).toEqual([{ ids: [3, 1, 4] }]));
    const rows = await screen.findByTestId('transition-refused-rows');
    expect(rows.textContent).toContain('Fourth');
    expect(rows.textContent).toContain('line 1 has no mapping');
    expect((await screen.findAllByText('Approve: 1 done, 1 refused')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Approve: done')).toBeNull();
  });
});

describe('the notice page', () => {
  const notice = (id: number, status: number) => ({
    id,
    tenantId: 1,
    title: `Notice ${id}`,
    content: '<p>x</p>',
    type: 1,
    status,
    publicUserId: null,
    publicUserName: null,
    publicOrgId: null,
    publicOrgName: null,
    publicTime: null,
    cancelTime: null,
    createTime: '2026-01-01 10:00:00',
    updateTime: null,
    createUserId: null,
    createUserName: null,
    updateUserId: null,
    updateUserName: null,
  });

  it('publishes drafts (one or the selected) and withdraws published ones through the declared transitions', async () => {
    grant(['sysNotice:page', 'sysNotice:public', 'sysNotice:cancel']);
    const items = [notice(1, 0), notice(2, 1), notice(3, 0), notice(4, 2)];
    const stub = fetchStub({
      'POST /api/sysNotice/page': () =>
        ok({ page: 1, pageSize: 20, total: 4, totalPages: 1, items, hasPrevPage: false, hasNextPage: false }),
      'POST /api/sysNotice/public': null,
    });
    const { default: NoticePage } = await import('../src/views/system/notice/index.tsx');
    renderAt('/factory/system/notice', <NoticePage />);
    await screen.findByText('Notice 1');
    expect(testId('transition-public-1')).toBeTruthy();
    expect(testId('transition-cancel-1')).toBeNull();
    expect(testId('transition-cancel-2')).toBeTruthy();
    expect(testId('transition-public-2')).toBeNull();
    // A withdrawn notice has no transition left.
    expect(testId('transition-public-4')).toBeNull();
    expect(testId('transition-cancel-4')).toBeNull();

    const box = (i: number) => document.querySelectorAll('tr.ant-table-row input[type=checkbox]')[i] as HTMLElement;
    fireEvent.click(box(0));
    fireEvent.click(box(2));
    await waitFor(() => expect((testId('transition-public-batch') as HTMLButtonElement).disabled).toBe(false));
    expect((testId('transition-cancel-batch') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(testId('transition-public-batch') as HTMLElement);
    // The declaration's confirm text, then {ids}.
    await screen.findByText(/Once published it cannot be edited or deleted/);
    const confirm = [...document.querySelectorAll('.ant-popconfirm .ant-btn-primary')].pop() as HTMLElement;
    await act(async () => fireEvent.click(confirm));
    await waitFor(() =>
      expect(stub.calls.filter((c) => c.url.pathname === '/api/sysNotice/public').map((c) => c.body)).toEqual([
        { ids: [1, 3] },
      ]),
    );
    await screen.findByText('Publish: done');
  });

  it('shows no transition without the codes', async () => {
    grant(['sysNotice:page']);
    fetchStub({
      'POST /api/sysNotice/page': () =>
        ok({
          page: 1,
          pageSize: 20,
          total: 2,
          totalPages: 1,
          items: [notice(1, 0), notice(2, 1)],
          hasPrevPage: false,
          hasNextPage: false,
        }),
    });
    const { default: NoticePage } = await import('../src/views/system/notice/index.tsx');
    renderAt('/factory/system/notice', <NoticePage />);
    await screen.findByText('Notice 1');
    for (const id of [
      'transition-public-1',
      'transition-cancel-2',
      'transition-public-batch',
      'transition-cancel-batch',
    ])
      expect(testId(id), id).toBeNull();
    expect(document.querySelectorAll('tr.ant-table-row input[type=checkbox]')).toHaveLength(0);
  });
});

/** Work of one kind merges (a batch action only); a merge splits (only a row made by a merge). */
const demoWork = defineResource({
  name: 'demoWork',
  table: 'demo_work',
  scope: 'tenant',
  title: L('Work'),
  actions: ['page', 'detail'],
  fields: {
    name: commonFields.name(),
    source: {
      type: 'enum',
      label: L('Source'),
      options: [
        { value: 1, label: L('Order') },
        { value: 3, label: L('Merge') },
      ],
    },
    state: {
      type: 'enum',
      label: L('State'),
      options: [
        { value: 0, label: L('Pending') },
        { value: 3, label: L('Cancelled') },
        { value: 4, label: L('Merged') },
      ],
    },
  },
  stateField: 'state',
  transitions: {
    merge: { label: L('Merge'), from: [0], to: 4, rowAction: false },
    split: { label: L('Split'), from: [0], to: 3, batch: false, when: { source: 3 } },
  },
});

describe('transitions for some rows only', () => {
  it('a batch-only transition has no row action; a `when` transition shows only on the rows it applies to', async () => {
    grant(['demoWork:page', 'demoWork:merge', 'demoWork:split']);
    const stub = fetchStub({
      'POST /api/demoWork/page': () =>
        ok({
          page: 1,
          pageSize: 20,
          total: 3,
          totalPages: 1,
          items: [
            { id: 1, name: 'Line A', source: 1, state: 0, createTime: '2026-01-01 10:00:00' },
            { id: 2, name: 'Line B', source: 1, state: 0, createTime: '2026-01-02 10:00:00' },
            { id: 3, name: 'Merge C', source: 3, state: 0, createTime: '2026-01-03 10:00:00' },
          ],
          hasPrevPage: false,
          hasNextPage: false,
        }),
      'POST /api/demoWork/merge': null,
    } as never);
    renderAt('/factory/demo', <ResourcePage resource={demoWork} />);
    await screen.findByText('Line A');
    for (const id of [1, 2, 3]) expect(testId(`transition-merge-${id}`), `merge ${id}`).toBeNull();
    expect(testId('transition-split-1')).toBeNull();
    expect(testId('transition-split-2')).toBeNull();
    expect(testId('transition-split-3')).toBeTruthy();
    // The batch merge: offered, disabled until rows are selected.
    const merge = testId('transition-merge-batch') as HTMLButtonElement;
    expect(merge.disabled).toBe(true);
    const boxes = [...document.querySelectorAll('tr.ant-table-row input[type=checkbox]')] as HTMLElement[];
    fireEvent.click(boxes[0] as HTMLElement);
    fireEvent.click(boxes[1] as HTMLElement);
    await waitFor(() => expect((testId('transition-merge-batch') as HTMLButtonElement).disabled).toBe(false));
    await act(async () => fireEvent.click(testId('transition-merge-batch') as HTMLElement));
    await waitFor(() =>
      expect(stub.calls.filter((c) => c.url.pathname === '/api/demoWork/merge').map((c) => c.body)).toEqual([
        { ids: [1, 2] },
      ]),
    );
  });
});
