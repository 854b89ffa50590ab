import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import type { UserRow } from '../src/api/sysUser.ts';
import { UserForm } from '../src/views/system/user/UserForm.tsx';
import { fetchStub, grant, ok, renderAt, type StubCall, setLanguage } from './helpers.tsx';
import { flaggedItems, MARKER_ROUTE, MARKER_TOAST, toastMarker } from './markers.ts';

const ORG_TREE = [
  {
    id: 10,
    pid: 0,
    name: 'Head office',
    children: [
      { id: 11, pid: 10, name: 'Production', children: [] },
      { id: 12, pid: 10, name: 'Warehouse', children: [] },
    ],
  },
];

const USER = {
  id: 5,
  tenantId: 1,
  account: 'printer01',
  realName: 'Chen Jing',
  accountType: 777,
  orgId: 11,
  posId: null,
  orderNo: 100,
  status: 1,
} as unknown as UserRow;

/** The console's API for the form; `extOrgs` answers ownExtOrgList, `update` the update call. */
function stubApi(extOrgs: unknown[], update: (call: StubCall) => ReturnType<typeof ok> | object = () => ok(null)) {
  return fetchStub({
    'GET /api/sysOrg/list': ORG_TREE,
    'GET /api/sysPos/list': [{ id: 7, name: 'Keeper' }],
    'GET /api/sysRole/list': [],
    'GET /api/sysUser/ownRoleList/5': [],
    'GET /api/sysUser/ownExtOrgList/5': extOrgs,
    'POST /api/sysUser/update': update,
    ...MARKER_ROUTE,
  });
}

function renderForm(onSaved = vi.fn()) {
  renderAt('/admin/system/user', <UserForm user={USER} onClose={() => {}} onSaved={onSaved} />);
  return onSaved;
}

beforeEach(() => {
  setLanguage('en');
  grant(['sysOrg:list', 'sysPos:list', 'sysUser:update'], 888);
});
afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('zh-cn');
});

describe('UserForm: extension organisations', () => {
  it('loads the rows from ownExtOrgList and sends them back as extOrgIdList', async () => {
    const stub = stubApi([
      { id: 1, userId: 5, orgId: 12, posId: 7, jobNum: 'W-01', posLevel: 3, joinDate: '2025-03-01' },
    ]);
    const onSaved = renderForm();
    const row = await screen.findByTestId('user-form-ext-org-0');
    await waitFor(() => expect((within(row).getByLabelText('Staff number') as HTMLInputElement).value).toBe('W-01'));
    expect(within(row).getByText('Warehouse')).toBeTruthy();
    expect(screen.getByText('Extension organisations')).toBeTruthy();
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const update = stub.calls.find((c) => c.url.pathname === '/api/sysUser/update');
    expect((update?.body as { extOrgIdList?: unknown } | undefined)?.extOrgIdList).toEqual([
      { orgId: 12, posId: 7, jobNum: 'W-01', posLevel: 3, joinDate: '2025-03-01' },
    ]);
  });

  it('a removed row is cleared on the server ([] is sent)', async () => {
    const stub = stubApi([{ id: 1, userId: 5, orgId: 12, posId: null, jobNum: null, posLevel: null, joinDate: null }]);
    const onSaved = renderForm();
    await screen.findByTestId('user-form-ext-org-0');
    fireEvent.click(screen.getByTestId('user-form-ext-org-remove-0'));
    await waitFor(() => expect(screen.queryByTestId('user-form-ext-org-0')).toBeNull());
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const update = stub.calls.find((c) => c.url.pathname === '/api/sysUser/update');
    expect((update?.body as { extOrgIdList?: unknown } | undefined)?.extOrgIdList).toEqual([]);
  });

  it('shows the contract messages on the cells (duplicate, main org, missing org) and sends nothing', async () => {
    const stub = stubApi([
      { id: 1, userId: 5, orgId: 12 },
      { id: 2, userId: 5, orgId: 12 },
      { id: 3, userId: 5, orgId: 11 },
    ]);
    const onSaved = renderForm();
    await screen.findByTestId('user-form-ext-org-2');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect(
      await within(screen.getByTestId('user-form-ext-org-1')).findByText('The organisation is already in row 1'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('user-form-ext-org-2')).getByText(
        "An extension organisation cannot be the user's main organisation",
      ),
    ).toBeTruthy();
    expect(within(screen.getByTestId('user-form-ext-org-0')).queryByRole('alert')).toBeNull();
    // A new row without an organisation: its org cell is required.
    fireEvent.click(screen.getByTestId('user-form-ext-org-add'));
    await screen.findByTestId('user-form-ext-org-3');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() =>
      expect(
        screen.getByTestId('user-form-ext-org-3').querySelector('.ant-form-item-explain-error')?.textContent,
      ).toBeTruthy(),
    );
    expect(stub.paths()).not.toContain('POST /api/sysUser/update');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the server's per-row field messages on the cells", async () => {
    const fields = { 'extOrgIdList.0.orgId': ['Organisation refers to a record that does not exist'] };
    stubApi([{ id: 1, userId: 5, orgId: 12 }], () => ({
      body: { code: 400, type: 'error', message: JSON.stringify(fields), result: null, extras: { fields }, time: '' },
    }));
    const onSaved = renderForm();
    await screen.findByTestId('user-form-ext-org-0');
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect(
      await within(screen.getByTestId('user-form-ext-org-0')).findByText(
        'Organisation refers to a record that does not exist',
      ),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('UserForm: messages follow the input, server refusals sit on their field', () => {
  it('"Name is required" after a failed save goes away while typing, comes back when emptied', async () => {
    stubApi([]);
    renderForm();
    const form = await screen.findByTestId('user-form');
    const realName = within(form).getByLabelText('Name') as HTMLInputElement;
    await waitFor(() => expect(realName.value).toBe('Chen Jing'));
    fireEvent.change(realName, { target: { value: '' } });
    // Nothing is said before the first save: an item is flagged in the render that sets its message
    // (the text follows, debounced), and none is.
    expect(flaggedItems(form)).toEqual([]);
    expect(form.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('user-form-submit'));
    // The save flags the empty name at once: the check above needed no wait.
    expect(flaggedItems(form).length).toBeGreaterThan(0);
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    fireEvent.change(realName, { target: { value: 'Chen Jing' } });
    await waitFor(() => expect(within(form).queryByText('Name is required')).toBeNull());
    fireEvent.change(realName, { target: { value: '' } });
    expect(await within(form).findByText('Name is required')).toBeTruthy();
  });

  it('[D1003] account taken: on the account field, no toast', async () => {
    const toast = vi.fn();
    stubApi([], () => ({
      body: {
        code: 400,
        type: 'error',
        message: '[D1003] Account already exists',
        result: null,
        extras: { errorCode: 'D1003', fields: { account: ['Account already exists'] } },
        time: '',
      },
    }));
    const onSaved = renderForm();
    const form = await screen.findByTestId('user-form');
    // After the render: the console's providers wire the toast to antd's messages as they mount.
    configureRequest({ toast });
    await waitFor(() => expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('Chen Jing'));
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect(await within(form).findByText('Account already exists')).toBeTruthy();
    // No toast of the refusal: a marker refusal's toast, due after it, is the only one.
    await toastMarker(toast);
    expect(toast.mock.calls).toEqual([[MARKER_TOAST]]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
