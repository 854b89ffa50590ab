import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { en, serverSuite } from '../helpers/suite.ts';

/** Form designer (sysFormDes) and print templates (sysPrint): platform-only resources, using a saved form, printing. */

const label = (en: string, zh = en) => ({ 'zh-CN': zh, en, 'zh-TW': zh, 'pt-BR': en });

const design = {
  version: 1,
  columns: 2,
  fields: [
    { key: 'contact', type: 'text', label: label('Contact', '联系人'), required: true, max: 20 },
    { key: 'width', type: 'number', label: label('Width'), min: 1, max: 100, decimals: 1 },
    {
      key: 'lines',
      type: 'subTable',
      label: label('Lines'),
      columns: [{ key: 'sku', type: 'text', label: label('SKU'), required: true }],
    },
  ],
};

describe('form designer and print templates', () => {
  const suite = serverSuite({ superadmin: ['superadmin', 'admin'], factory: 'factory', operator: 'operator' });
  const admin = () => suite.caller('superadmin');
  const factory = () => suite.caller('factory');

  it('saves a form, reopens it with its fields, and counts versions', async () => {
    const added = await admin().post<number>('/api/sysFormDes/add', {
      code: 'qaForm',
      name: 'QA form',
      schemaJson: JSON.stringify(design),
    });
    expect(added.body.code, added.body.message).toBe(200);
    const id = added.body.result;
    const detail = await admin().get<{ schemaJson: string; formVersion: number }>('/api/sysFormDes/detail', {
      id: String(id),
    });
    expect(detail.body.result.formVersion).toBe(1);
    const saved = JSON.parse(detail.body.result.schemaJson);
    expect(saved.fields.map((f: { key: string }) => f.key)).toEqual(['contact', 'width', 'lines']);

    const changed = { ...design, fields: [...design.fields, { key: 'due', type: 'date', label: label('Due') }] };
    const upd = await admin().post('/api/sysFormDes/update', {
      id,
      code: 'qaForm',
      name: 'QA form',
      schemaJson: JSON.stringify(changed),
    });
    expect(upd.body.code, upd.body.message).toBe(200);
    const form = await admin().get<{ formVersion: number; design: typeof design }>('/api/sysFormDes/form', {
      code: 'qaForm',
    });
    expect(form.body.result.formVersion).toBe(2);
    expect(form.body.result.design.fields.map((f) => f.key)).toEqual(['contact', 'width', 'lines', 'due']);
  });

  it('refuses a bad schema with a clear message on the schema field', async () => {
    const bad = { ...design, fields: [{ key: 'size', type: 'select', label: label('Size') }] };
    const res = await admin().post('/api/sysFormDes/add', {
      code: 'badForm',
      name: 'Bad',
      schemaJson: JSON.stringify(bad),
    });
    expect(res.body.code).toBe(400);
    expect(res.body.message).toBe(
      '[F1601] Invalid form schema (fields.0.dict): a select field needs a dictionary code',
    );
    const dup = { ...design, fields: [design.fields[0], design.fields[0]] };
    const res2 = await admin().post('/api/sysFormDes/add', {
      code: 'badForm',
      name: 'Bad',
      schemaJson: JSON.stringify(dup),
    });
    expect(res2.body.message).toContain('fields.1.key');
    expect(res2.body.message).toContain('the field name is used twice');
    const res3 = await admin().post('/api/sysFormDes/add', { code: 'badForm', name: 'Bad', schemaJson: '{nope' });
    expect(res3.body.message).toBe('[F1601] Invalid form schema (/): not valid JSON');
    const zh = await suite.server.call('POST', '/api/sysFormDes/add', {
      token: suite.superadmin,
      body: { code: 'badForm', name: 'Bad', schemaJson: '{nope' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body.message).toBe('[F1601] 表单结构无效（/）：不是有效的 JSON');
  });

  it('is platform-only: a factory administrator is refused', async () => {
    expect((await factory().post('/api/sysFormDes/page', {})).body.code).toBe(403);
    expect((await factory().post('/api/sysFormDes/add', { code: 'x', name: 'x', schemaJson: '{}' })).body.code).toBe(
      403,
    );
    expect((await factory().post('/api/sysPrint/page', {})).body.code).toBe(403);
    expect((await factory().post('/api/sysPrint/print', { id: 1 })).body.code).toBe(403);
  });

  it('a tenant saves its own values of a form, checked against the design', async () => {
    const empty = await factory().get<{ values: unknown }>('/api/sysFormDes/values', { code: 'qaForm' });
    expect(empty.body.code, empty.body.message).toBe(200);
    expect(empty.body.result.values).toBeNull();
    const bad = await factory().post('/api/sysFormDes/saveValues', {
      code: 'qaForm',
      values: { contact: '', width: 500, lines: [{ sku: '' }] },
    });
    expect(bad.body.code).toBe(400);
    const fields = JSON.parse(bad.body.message) as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual(['contact', 'lines.0.sku', 'width']);
    const ok = await factory().post<{ values: Record<string, unknown> }>('/api/sysFormDes/saveValues', {
      code: 'qaForm',
      values: { contact: 'Ana', width: 12.5, lines: [{ sku: 'TS-1' }], due: '2026-12-01' },
    });
    expect(ok.body.code, ok.body.message).toBe(200);
    expect(ok.body.result.values).toMatchObject({ contact: 'Ana', width: 12.5, due: '2026-12-01' });
    // The platform tenant's values are its own.
    const mine = await admin().get<{ values: unknown }>('/api/sysFormDes/values', { code: 'qaForm' });
    expect(mine.body.result.values).toBeNull();
    const missing = await factory().get('/api/sysFormDes/form', { code: 'noSuchForm' });
    expect(missing.body.message).toBe('[F1602] Form "noSuchForm" does not exist');
  });

  it("a saved form is the form of a settings group: shown with the group, saved per tenant with the group's code", async () => {
    const schemaJson = JSON.stringify(design);
    const addForm = (code: string, settingsGroup: string) =>
      admin().post<number>('/api/sysFormDes/add', { code, name: code, schemaJson, settingsGroup });
    const unknown = await addForm('plantExtras', 'noSuchGroup');
    expect(unknown.body.code).toBe(400);
    expect(unknown.body.message).toMatch(
      /^\[D1208\] Settings group "noSuchGroup" does not exist \(available: .*generalSetting/,
    );
    const added = await addForm('plantExtras', 'generalSetting');
    expect(added.body.code, added.body.message).toBe(200);
    const twice = await addForm('plantExtras2', 'generalSetting');
    expect(twice.body.code).toBe(400);
    expect(twice.body.message).toBe(
      '[D1207] The settings group already has a form; clear the group on that form first',
    );

    // The group's page asks for its form: the design and this tenant's values (none yet); another group has none.
    type GroupForm = { code: string; values: Record<string, unknown> | null } | null;
    const none = await factory().get<GroupForm>('/api/sysFormDes/groupForm', { group: 'heatBatchSetting' });
    expect(none.body.code, none.body.message).toBe(200);
    expect(none.body.result).toBeNull();
    const first = await factory().get<GroupForm>('/api/sysFormDes/groupForm', { group: 'generalSetting' });
    expect(first.body.result).toMatchObject({ code: 'plantExtras', values: null });

    // Values are checked by the design's rules and stored in the caller's tenant.
    const bad = await factory().post('/api/sysFormDes/saveValues', { code: 'plantExtras', values: { width: 500 } });
    expect(bad.body.code).toBe(400);
    expect(Object.keys(JSON.parse(bad.body.message)).sort()).toEqual(['contact', 'width']);
    const ok = await factory().post('/api/sysFormDes/saveValues', {
      code: 'plantExtras',
      values: { contact: 'Wu', width: 3 },
    });
    expect(ok.body.code, ok.body.message).toBe(200);
    const after = await factory().get<GroupForm>('/api/sysFormDes/groupForm', { group: 'generalSetting' });
    expect(after.body.result?.values).toMatchObject({ contact: 'Wu', width: 3 });
    const platform = await admin().get<GroupForm>('/api/sysFormDes/groupForm', { group: 'generalSetting' });
    expect(platform.body.result?.values).toBeNull();

    // Saving the group's form takes the group's own code: an operator without generalSetting:update is refused.
    const operator = await suite.caller('operator').post('/api/sysFormDes/saveValues', {
      code: 'plantExtras',
      values: { contact: 'Op', width: 1 },
    });
    expect(operator.body.code).toBe(403);

    // Cleared from the group, the form leaves its page.
    const upd = await admin().post('/api/sysFormDes/update', {
      id: added.body.result,
      code: 'plantExtras',
      name: 'plantExtras',
      schemaJson,
      settingsGroup: null,
    });
    expect(upd.body.code, upd.body.message).toBe(200);
    const cleared = await factory().get<GroupForm>('/api/sysFormDes/groupForm', { group: 'generalSetting' });
    expect(cleared.body.result).toBeNull();
  });

  it('renders a print template to PDF, one page per data row', async () => {
    const template = {
      version: 1,
      widthMm: 60,
      heightMm: 40,
      elements: [
        { id: 't1', type: 'text', x: 2, y: 2, w: 56, h: 6, content: '订单 {{orderNo}}', fontSize: 9, bold: true },
        { id: 'b1', type: 'barcode', x: 2, y: 10, w: 36, h: 12, content: '{{orderNo}}' },
        { id: 'q1', type: 'qr', x: 40, y: 10, w: 18, h: 18, content: 'https://example.com/{{orderNo}}' },
        { id: 'l1', type: 'line', x: 2, y: 30, w: 56, h: 0, stroke: 0.3 },
        { id: 'x1', type: 'box', x: 1, y: 1, w: 58, h: 38 },
      ],
    };
    const added = await admin().post<number>('/api/sysPrint/add', {
      name: 'Order label',
      templateJson: JSON.stringify(template),
      sampleData: JSON.stringify({ orderNo: 'SO-1001' }),
    });
    expect(added.body.code, added.body.message).toBe(200);
    const page = await admin().post<{ items: { widthMm: number; heightMm: number }[] }>('/api/sysPrint/page', {});
    expect(page.body.result.items[0]).toMatchObject({ widthMm: 60, heightMm: 40 });

    const print = (payload: unknown) =>
      suite.server.app.inject({
        method: 'POST',
        url: '/api/sysPrint/print',
        headers: { authorization: `Bearer ${suite.superadmin}`, ...en },
        payload: payload as object,
      });
    const sample = await print({ id: added.body.result });
    expect(sample.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(sample.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(Math.round(doc.getPage(0).getWidth())).toBe(Math.round((60 / 25.4) * 72));
    const two = await print({ id: added.body.result, data: [{ orderNo: 'A-1' }, { orderNo: 'A-2' }] });
    expect((await PDFDocument.load(two.rawPayload)).getPageCount()).toBe(2);
    // Data that leaves a barcode empty is the data's fault, said so; an unknown template too.
    const badData = await print({ id: added.body.result, data: [{ orderNo: '' }] });
    expect(badData.json().message).toBe('[F1605] Invalid print data: b1: the barcode is empty');
    expect((await print({ id: 1 })).json().message).toBe('[F1604] The print template does not exist');
  });

  it('refuses a bad print template', async () => {
    const outside = {
      version: 1,
      widthMm: 60,
      heightMm: 40,
      elements: [{ id: 'a', type: 'box', x: 50, y: 1, w: 20, h: 5 }],
    };
    const res = await admin().post('/api/sysPrint/add', { name: 'Bad', templateJson: JSON.stringify(outside) });
    expect(res.body.message).toBe('[F1603] Invalid print template (elements.0): the element lies outside the paper');
    const kind = {
      version: 1,
      widthMm: 60,
      heightMm: 40,
      elements: [{ id: 'a', type: 'star', x: 1, y: 1, w: 2, h: 2 }],
    };
    const res2 = await admin().post('/api/sysPrint/add', { name: 'Bad', templateJson: JSON.stringify(kind) });
    expect(res2.body.message).toContain('unknown element type');
    const sample = await admin().post('/api/sysPrint/add', {
      name: 'Bad',
      templateJson: JSON.stringify({ version: 1, widthMm: 60, heightMm: 40, elements: [] }),
      sampleData: '[1,2]',
    });
    expect(sample.body.message).toMatch(/^\[F1605\]/);
  });
});
