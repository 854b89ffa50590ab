import { describe, expect, it } from 'vitest';
import {
  addSchema,
  commonFields,
  defineResource,
  exportFields,
  factoryOrderResource,
  merchantOrderResource,
  normalizeInput,
  pageSchema,
  type ResourceRow,
  rowAllows,
  rowMeets,
  stockLimitRules,
  sysDictDataResource,
  sysPosResource,
  updateSchema,
} from '../src/index.ts';

const material = defineResource({
  name: 'mesMaterial',
  table: 'mes_material',
  scope: 'tenant',
  title: { 'zh-CN': '物料', en: 'Materials', 'zh-TW': '物料', 'pt-BR': 'Materiais' },
  fields: {
    code: commonFields.code({ required: true }),
    name: commonFields.name(),
    spec: {
      type: 'string',
      label: { 'zh-CN': '规格', en: 'Spec', 'zh-TW': '規格', 'pt-BR': 'Especificação' },
      required: true,
    },
    price: { type: 'money', label: { 'zh-CN': '单价', en: 'Price', 'zh-TW': '單價', 'pt-BR': 'Preço' }, min: 0 },
    phone: {
      type: 'string',
      label: { 'zh-CN': '电话', en: 'Phone', 'zh-TW': '電話', 'pt-BR': 'Telefone' },
      validators: ['phone'],
    },
    purchased: {
      type: 'date',
      label: { 'zh-CN': '日期', en: 'Date', 'zh-TW': '日期', 'pt-BR': 'Data' },
      search: 'range',
    },
    minStock: {
      type: 'integer',
      label: { 'zh-CN': '最小库存', en: 'Min', 'zh-TW': '最小庫存', 'pt-BR': 'Mín' },
      required: true,
    },
    maxStock: {
      type: 'integer',
      label: { 'zh-CN': '最大库存', en: 'Max', 'zh-TW': '最大庫存', 'pt-BR': 'Máx' },
      required: true,
    },
    safeStock: {
      type: 'integer',
      label: { 'zh-CN': '安全库存', en: 'Safe', 'zh-TW': '安全庫存', 'pt-BR': 'Seg' },
      required: true,
    },
    active: {
      type: 'boolean',
      label: { 'zh-CN': '启用', en: 'Active', 'zh-TW': '啟用', 'pt-BR': 'Ativo' },
      default: true,
    },
    status: commonFields.status(),
  },
  rules: stockLimitRules(),
});

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
}

describe('defineResource', () => {
  it('derives columns, permission codes, status action and sort whitelist', () => {
    expect(sysPosResource.fieldList.find((f) => f.key === 'orderNo')?.column).toBe('order_no');
    expect(sysPosResource.permissions.page).toBe('sysPos:page');
    expect(sysPosResource.permissions.batchDelete).toBe('sysPos:batchDelete');
    expect(sysPosResource.actions).toContain('setStatus');
    expect(sysPosResource.sortableFields).toEqual(['name', 'code', 'orderNo', 'status', 'createTime', 'updateTime']);
    expect(exportFields(sysPosResource).map((f) => f.key)).toEqual(['name', 'code', 'orderNo', 'status', 'remark']);
  });

  it('refuses identifiers that could reach SQL unchecked', () => {
    const base = { name: 'x', scope: 'tenant' as const, title: material.title };
    expect(() => defineResource({ ...base, table: 'x; drop', fields: {} })).toThrow();
    expect(() =>
      defineResource({ ...base, table: 'x', fields: { a: { type: 'string', label: material.title, column: 'a"b' } } }),
    ).toThrow();
    expect(() =>
      defineResource({ ...base, table: 'x', fields: { a: { type: 'enum', label: material.title } } }),
    ).toThrow();
  });

  it("editableWhen / deletableWhen say which rows may change: a merchant's order only as a draft", () => {
    expect(rowAllows(merchantOrderResource, 'update', { submitState: 0 })).toBe(true);
    expect(rowAllows(merchantOrderResource, 'delete', { submitState: 1 })).toBe(false);
    expect(rowAllows(merchantOrderResource, 'update', { submitState: '0' })).toBe(true);
    expect(rowAllows(sysPosResource, 'delete', {})).toBe(true);
    expect(rowMeets({ state: [1, 2] }, { state: 2 })).toBe(true);
    expect(rowMeets({ state: [1, 2] }, { state: null })).toBe(false);
    const base = { name: 'x', table: 'x', scope: 'tenant' as const, title: material.title, fields: {} };
    expect(() => defineResource({ ...base, editableWhen: { nope: 0 } })).toThrow(/editableWhen on unknown field/);
  });

  it('a search select of another resource (choices) is for eq / in searches only', () => {
    const choices = { resource: 'customer', valueField: 'merchantTenantId', labelField: 'name' };
    const field = { type: 'integer' as const, label: material.title, choices };
    const base = { name: 'x', table: 'x', scope: 'tenant' as const, title: material.title };
    expect(() => defineResource({ ...base, fields: { a: { ...field, search: 'like' } } })).toThrow(/choices/);
    expect(defineResource({ ...base, fields: { a: { ...field, search: 'eq' } } }).fieldList[0]?.choices).toEqual(
      choices,
    );
    expect(factoryOrderResource.fieldList.find((f) => f.key === 'merchantTenantId')).toMatchObject({
      column: 'tenant_id',
      search: 'eq',
      list: false,
      form: false,
    });
  });
});

describe('schemas built from a declaration', () => {
  const valid = { code: 'M1', name: 'Tee', spec: 'L', minStock: 1, maxStock: 10, safeStock: 5 };

  it('add: required, types, lengths, named validators, money decimals, defaults', () => {
    const ok = addSchema(material).safeParse(valid);
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({ status: 1, active: true });
    expect(issues(addSchema(material).safeParse({}))).toMatchObject({
      code: 'required',
      name: 'required',
      spec: 'required',
    });
    const bad = addSchema(material).safeParse({
      ...valid,
      name: 'x'.repeat(65),
      price: 1.234,
      phone: '12345',
      purchased: '2026-02-30',
      status: 9,
    });
    expect(issues(bad)).toEqual({
      name: 'tooLong|{"max":64}',
      price: 'maxDecimals|{"n":2}',
      phone: 'phoneInvalid',
      purchased: 'invalidDate',
      status: 'invalidValue',
    });
    expect(issues(addSchema(material).safeParse({ ...valid, price: -1 }))).toEqual({ price: 'tooSmall|{"min":0}' });
  });

  it('cross-field stock rules report on the field they concern', () => {
    expect(issues(addSchema(material).safeParse({ ...valid, minStock: 20 }))).toEqual({
      minStock: 'minGtMax',
      maxStock: 'maxLtMin',
    });
    expect(issues(addSchema(material).safeParse({ ...valid, safeStock: 11 }))).toEqual({ safeStock: 'safeOutOfRange' });
    expect(issues(addSchema(material).safeParse({ ...valid, safeStock: 0 }))).toEqual({ safeStock: 'safeOutOfRange' });
  });

  it('update: id required, absent fields allowed, present ones validated', () => {
    expect(updateSchema(material).safeParse({ id: 5, name: 'New' }).success).toBe(true);
    expect(issues(updateSchema(material).safeParse({ name: 'New' }))).toEqual({ id: 'idRequired' });
    expect(issues(updateSchema(material).safeParse({ id: 5, name: '' }))).toEqual({ name: 'required' });
  });

  it('normalizeInput turns form / sheet values into typed values', () => {
    const out = normalizeInput(
      material,
      {
        CODE: ' M2 ',
        minstock: '3',
        maxStock: '8',
        safeStock: '5',
        price: '',
        active: '否',
        purchased: '2026-01-02',
        status: '',
      },
      'write',
    );
    expect(out).toEqual({
      code: 'M2',
      minStock: 3,
      maxStock: 8,
      safeStock: 5,
      price: null,
      active: false,
      purchased: '2026-01-02',
    });
    const filters = normalizeInput(
      material,
      { status: '1', purchased: ['2026-01-01', ''], name: '', page: 2 },
      'filter',
    );
    expect(filters).toEqual({ status: 1, purchased: ['2026-01-01', null], page: 2 });
    expect(pageSchema(material).safeParse(filters).success).toBe(true);
  });

  it('normalizeInput finds sub-table rows and their fields by key in any case', () => {
    const out = normalizeInput(
      merchantOrderResource,
      { LINES: [{ SKUCODE: ' TEE ', quantity: '2', Size: 'M', unknown: 1 }], consignee: 'A' },
      'write',
    );
    expect(out).toEqual({ lines: [{ skuCode: 'TEE', quantity: 2, size: 'M' }], consignee: 'A' });
  });

  it('dictionary values declare their composite unique key', () => {
    expect(sysDictDataResource.uniques?.[0]).toEqual({ fields: ['dictTypeId', 'code'], error: 'D3003' });
  });
});

describe('row types', () => {
  it('maps field types to TypeScript types', () => {
    const row: ResourceRow<typeof sysPosResource> = {
      id: 1,
      createTime: '2026-01-01 00:00:00',
      updateTime: null,
      createUserId: null,
      createUserName: null,
      updateUserId: null,
      updateUserName: null,
      name: 'n',
      code: null,
      orderNo: 1,
      status: 1,
      remark: null,
    };
    expect(row.name).toBe('n');
  });
});
