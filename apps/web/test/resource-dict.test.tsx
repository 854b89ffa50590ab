import { sysDictDataResource, sysDictTypeResource } from '@printfloor/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useDictionaries } from '../src/stores/dictionaries.ts';
import { useThemeConfig } from '../src/stores/themeConfig.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';
import SysDictPage from '../src/views/system/dict/index.tsx';
import { fetchStub, ok, renderAt, type StubCall } from './helpers.tsx';

const TYPES = [
  { id: 7, name: '状态', code: 'status', orderNo: 40, status: 1 },
  { id: 8, name: '性别', code: 'gender', orderNo: 60, status: 1 },
];
const DATA = [
  { id: 71, dictTypeId: 7, value: '启用', code: '1', tagType: 'success', orderNo: 10, status: 1 },
  { id: 72, dictTypeId: 7, value: '停用', code: '2', tagType: 'danger', orderNo: 20, status: 1 },
];

function page(items: unknown[]) {
  return ok({
    page: 1,
    pageSize: 10,
    total: items.length,
    totalPages: 1,
    items,
    hasPrevPage: false,
    hasNextPage: false,
  });
}
const bodies = (calls: StubCall[], path: string) =>
  calls.filter((c) => c.url.pathname === path).map((c) => c.body as Record<string, unknown>);

beforeEach(() => {
  useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'en' } }));
  useUserInfo.getState().reset();
  useUserInfo.getState().setUserInfos({
    id: 1,
    account: 'a',
    realName: 'A',
    accountType: 999,
    buttons: [...Object.values(sysDictTypeResource.permissions), ...Object.values(sysDictDataResource.permissions)],
  });
});
afterEach(() => {
  useThemeConfig.setState((s) => ({ ...s, themeConfig: { ...s.themeConfig, globalI18n: 'zh-cn' } }));
});

describe('dictionary page', () => {
  it('shows the values of the clicked type; adding a value sends its dictTypeId and reloads the store', async () => {
    const server = fetchStub({
      'POST /api/sysDictType/page': () => page(TYPES),
      'POST /api/sysDictData/page': () => page(DATA),
      'POST /api/sysDictData/add': 73,
      'GET /api/sysDictType/allDictList': [{ ...TYPES[0], children: DATA }],
    });
    renderAt('/admin/platform/dict', <SysDictPage />);
    await screen.findByText('gender');
    expect(screen.getByText('Select a dictionary type on the left')).toBeTruthy();
    expect(server.paths()).not.toContain('POST /api/sysDictData/page');

    fireEvent.click(screen.getByText('status'));
    await screen.findByText('停用');
    expect(bodies(server.calls, '/api/sysDictData/page')[0]).toMatchObject({ dictTypeId: 7, page: 1 });
    const pane = screen.getByTestId('resource-page-sysDictData');
    expect(within(pane).getByText('Values of 状态 (status)')).toBeTruthy();
    // The fixed dictTypeId is neither a search field nor a column.
    expect(within(pane).queryByText('Dictionary type')).toBeNull();

    const addButton = [...pane.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Add');
    fireEvent.click(addButton as HTMLElement);
    const form = await screen.findByTestId('resource-form');
    expect(within(form).queryByText('Dictionary type')).toBeNull();
    fireEvent.change(within(form).getByPlaceholderText('Enter Label'), { target: { value: '暂停' } });
    fireEvent.change(within(form).getByPlaceholderText('Enter Code'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    await waitFor(() => expect(server.paths()).toContain('POST /api/sysDictData/add'));
    expect(bodies(server.calls, '/api/sysDictData/add')[0]).toMatchObject({ dictTypeId: 7, value: '暂停', code: '3' });
    await waitFor(() => expect(useDictionaries.getState().dictList.status?.children).toHaveLength(2));
  });
});
