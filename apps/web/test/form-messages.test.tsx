import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sysPosResource } from '@printfloor/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../src/api/request.ts';
import { ResourcePage } from '../src/components/resource/ResourcePage.tsx';
import { TenantForm } from '../src/views/system/tenant/TenantForm.tsx';
import { fetchStub, grant, ok, renderAt, setLanguage } from './helpers.tsx';
import { flaggedItems, MARKER_ROUTE, MARKER_TOAST, toastMarker } from './markers.ts';

/** Pattern text a message must never show (raw expressions, the libraries' "does not match" defaults). */
const PATTERN_TEXT = /\/\^|\$\/|pattern|padrão|模式|正则|is not a valid|não é um e-?mail|不是一个有效/i;

afterEach(() => setLanguage('zh-cn'));

const errorsShown = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');

function typeInto(testIdOrLabel: HTMLElement, value: string) {
  fireEvent.change(testIdOrLabel, { target: { value } });
}

describe('tenant form messages: the contract rules, human text in each language', () => {
  const cases = [
    ['zh-cn', '管理员账号须以字母开头', '电话号码不正确', '邮箱格式不正确'],
    ['en', 'Admin account must start with a letter', 'Invalid phone number', 'Invalid e-mail address'],
    ['zh-tw', '須以字母開頭', '電話號碼不正確', '信箱格式不正確'],
    ['pt-br', 'deve começar com uma letra', 'Número de telefone inválido', 'E-mail inválido'],
  ] as const;
  for (const [lang, account, phone, email] of cases) {
    it(`${lang}: bad account, phone and e-mail say why, with no pattern text`, async () => {
      setLanguage(lang);
      const stub = fetchStub({});
      renderAt('/admin/system/tenant', <TenantForm row="new" onClose={() => {}} />);
      typeInto(await screen.findByTestId('tenant-admin-account'), '1bad');
      typeInto(screen.getByTestId('tenant-phone'), '12345');
      typeInto(screen.getByTestId('tenant-email'), 'not-an-email');
      fireEvent.click(screen.getByTestId('tenant-save'));
      await waitFor(() => expect(errorsShown().join('\n')).toContain(email));
      const shown = errorsShown();
      expect(shown.some((m) => m.includes(account))).toBe(true);
      expect(shown.some((m) => m.includes(phone))).toBe(true);
      expect(shown.filter((m) => PATTERN_TEXT.test(m))).toEqual([]);
      expect(stub.paths()).not.toContain('POST /api/sysTenant/add');
    });
  }
});

describe('phone numbers by their country', () => {
  it('a Brazilian number with its country code is accepted, a bad one refused', async () => {
    setLanguage('pt-br');
    fetchStub({});
    renderAt('/admin/system/tenant', <TenantForm row="new" onClose={() => {}} />);
    const phone = await screen.findByTestId('tenant-phone');
    typeInto(phone, '+55 11 91234-5678');
    fireEvent.click(screen.getByTestId('tenant-save'));
    await waitFor(() => expect(errorsShown().length).toBeGreaterThan(0)); // the required fields
    expect(errorsShown().filter((m) => m.includes('telefone'))).toEqual([]);
    typeInto(phone, '+55 11 1234');
    await waitFor(() => expect(errorsShown().join('\n')).toContain('Número de telefone inválido'));
  });
});

describe('no antd pattern or type rule without our message in the console', () => {
  it('every pattern rule carries a message; no type: email rules', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true }))
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (/\.tsx?$/.test(e.name)) files.push(join(dir, e.name));
    };
    walk(join(__dirname, '../src'));
    const offending: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\{[^{}]*\b(pattern|type): [^{}]*\}/g))
        if (/pattern: \//.test(m[0]) || /type: 'email'|type: 'url'/.test(m[0]))
          if (!/message:/.test(m[0])) offending.push(`${file}: ${m[0]}`);
    }
    expect(files.length).toBeGreaterThan(50);
    expect(offending).toEqual([]);
  });
});

const POS_ROW = {
  id: 12,
  name: 'Packer',
  code: 'P02',
  orderNo: 20,
  status: 1,
  remark: null,
  createTime: '2026-01-03 10:00:00',
};

function posPage(extra: Record<string, unknown> = {}) {
  grant(Object.values(sysPosResource.permissions));
  const stub = fetchStub({
    'POST /api/sysPos/page': () =>
      ok({ page: 1, pageSize: 20, total: 1, totalPages: 1, items: [POS_ROW], hasPrevPage: false, hasNextPage: false }),
    ...extra,
  });
  renderAt('/admin/system/pos', <ResourcePage resource={sysPosResource} />);
  return stub;
}

async function openAdd(label: string) {
  await screen.findByText('Packer');
  const add = [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === label);
  fireEvent.click(add as HTMLButtonElement);
  return screen.findByTestId('resource-form');
}

describe('the resource form: messages follow the input after a failed save', () => {
  it('"名称不能为空" shows after the save and clears while typing a valid value; comes back when emptied', async () => {
    setLanguage('zh-cn');
    posPage();
    const form = await openAdd('新增');
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    const name = within(form).getByPlaceholderText(form.textContent?.includes('名称') ? '请输入名称' : 'Enter Name');
    fireEvent.change(name, { target: { value: '裁剪工' } });
    await waitFor(() => expect(screen.queryByText('名称不能为空')).toBeNull());
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
  });

  it('no message before the first save (typing alone does not shout)', async () => {
    setLanguage('en');
    posPage();
    const form = await openAdd('Add');
    const name = within(form).getByPlaceholderText(form.textContent?.includes('名称') ? '请输入名称' : 'Enter Name');
    fireEvent.change(name, { target: { value: 'x' } });
    fireEvent.change(name, { target: { value: '' } });
    // An item is flagged in the render that sets its message (the text follows, debounced): none is.
    expect(flaggedItems(form)).toEqual([]);
    expect(errorsShown()).toEqual([]);
    // The save flags the empty name at once, and its message follows: the check above needed no wait.
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    expect(flaggedItems(form).length).toBeGreaterThan(0);
    expect(await screen.findByText('Name is required')).toBeTruthy();
  });
});

describe('a server refusal naming a field is shown on that field, the code kept for support', () => {
  it('[D6000] duplicate code: on the code field without the code, no toast, the code beside the field', async () => {
    setLanguage('en');
    const toast = vi.fn();
    posPage({
      ...MARKER_ROUTE,
      'POST /api/sysPos/add': () => ({
        body: {
          code: 400,
          type: 'error',
          message: '[D6000] The position code already exists',
          result: null,
          extras: { errorCode: 'D6000', fields: { code: ['The position code already exists'] } },
          time: '',
        },
      }),
    });
    configureRequest({ toast });
    const form = await openAdd('Add');
    fireEvent.change(
      within(form).getByPlaceholderText(form.textContent?.includes('名称') ? '请输入名称' : 'Enter Name'),
      { target: { value: 'Cutter' } },
    );
    fireEvent.change(within(form).getByPlaceholderText('Enter Code'), { target: { value: 'P02' } });
    fireEvent.click(screen.getByTestId('resource-form-submit'));
    expect(await screen.findByText('The position code already exists')).toBeTruthy();
    expect(screen.getByTestId('refusal-code-code').textContent).toContain('D6000');
    expect(errorsShown().some((m) => m.includes('[D6000]'))).toBe(false);
    // Correcting the code clears the refusal and its support code.
    fireEvent.change(within(form).getByPlaceholderText('Enter Code'), { target: { value: 'P03' } });
    await waitFor(() => expect(screen.queryByText('The position code already exists')).toBeNull());
    expect(screen.queryByTestId('refusal-code-code')).toBeNull();
    // No toast of the refusal: a marker refusal's toast, due after it, is the only one.
    await toastMarker(toast);
    expect(toast.mock.calls).toEqual([[MARKER_TOAST]]);
  });

  it('a refusal no form shows is still toasted, with its code', async () => {
    const toast = vi.fn();
    fetchStub({
      'POST /api/sysPos/add': () => ({
        body: {
          code: 400,
          type: 'error',
          message: '[D6000] The position code already exists',
          result: null,
          extras: { errorCode: 'D6000', fields: { code: ['The position code already exists'] } },
          time: '',
        },
      }),
    });
    configureRequest({ toast });
    const { http } = await import('../src/api/request.ts');
    await expect(http.post('/api/sysPos/add', {})).rejects.toThrow();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('[D6000] The position code already exists'));
  });
});
