import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import { queryClient } from '../src/app/query.tsx';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';
import SysRolePage from '../src/views/system/role/index.tsx';
import { userFixture } from './dashboard-fixtures.ts';
import { fetchStub, renderAt } from './helpers.tsx';

const role = (id: number, name: string) => ({
  id,
  tenantId: 1,
  name,
  code: `r${id}`,
  dataScope: 5,
  orderNo: 100,
  status: 1,
  remark: null,
  userCount: 0,
  createTime: null,
  updateTime: null,
  createUserId: null,
  createUserName: null,
  updateUserId: null,
  updateUserName: null,
  createOrgId: null,
  createOrgName: null,
});

describe('deleting a row (useDeleteRow on the roles page)', () => {
  beforeEach(() => {
    queryClient.clear();
    configureRequest({ toast: vi.fn(), reload: vi.fn() });
    useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'en' } }));
    useUserInfo.getState().setUserInfos({ ...userFixture, buttons: ['sysRole:page', 'sysRole:delete'] });
  });

  it('sends the row id, says so and reloads the list without the row', async () => {
    let rows = [role(11, 'Packer'), role(12, 'Printer')];
    const stub = fetchStub({
      'POST /api/sysRole/page': () => ({
        body: { code: 200, type: 'success', result: { items: rows, total: rows.length } },
      }),
      'POST /api/sysRole/delete': (call) => {
        rows = rows.filter((r) => r.id !== (call.body as { id: number }).id);
        return { body: { code: 200, type: 'success', result: null } };
      },
    });
    renderAt('/admin/system/role', <SysRolePage />);
    const row = await screen.findByText('Packer');
    fireEvent.click(within(row.closest('tr') as HTMLElement).getByText('Delete'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Packer')).toBeNull());
    expect(screen.getByText('Printer')).toBeTruthy();
    expect(stub.calls.find((c) => c.url.pathname === '/api/sysRole/delete')?.body).toEqual({ id: 11 });
    expect(await screen.findByText('Deleted')).toBeTruthy();
  });
});
