import { designToResource, type FormDesign, parseFormDesign } from '@printfloor/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { loadPageMessages } from '../src/i18n/index.ts';
import FormDesignerPage from '../src/views/system/formDes/index.tsx';
import { insertField, moveField, newField } from '../src/views/system/formDes/model.ts';
import { fetchStub, grant, inEnglish, ok, renderAt } from './helpers.tsx';

const names = { 'zh-CN': '文本', en: 'Text', 'zh-TW': '文字', 'pt-BR': 'Texto' };

describe('form designer', { timeout: 90_000 }, () => {
  inEnglish();
  beforeAll(async () => {
    await loadPageMessages();
    await i18n.changeLanguage('en');
  });

  it('model: new fields get free keys, insert and move keep the order', () => {
    let design: FormDesign = { version: 1, columns: 1, fields: [] };
    design = insertField(design, newField('text', [], names));
    design = insertField(design, newField('text', ['text1'], names));
    design = insertField(design, newField('number', [], names), 0);
    expect(design.fields.map((f) => f.key)).toEqual(['number1', 'text1', 'text2']);
    expect(moveField(design, 0, 2).fields.map((f) => f.key)).toEqual(['text1', 'text2', 'number1']);
    expect(parseFormDesign(design, 'en').ok).toBe(true);
  });

  it('maps a design onto resource fields (the renderer and the schema the server checks with)', () => {
    const parsed = parseFormDesign(
      {
        version: 1,
        fields: [
          { key: 'size', type: 'select', dict: 'yes_no', label: names },
          { key: 'photo', type: 'upload', label: names },
          { key: 'rows', type: 'subTable', label: names, columns: [{ key: 'qty', type: 'number', label: names }] },
        ],
      },
      'en',
    );
    if (!parsed.ok) throw new Error(parsed.issue.detail);
    const resource = designToResource('f', parsed.design);
    expect(resource.fieldList.map((f) => [f.key, f.type])).toEqual([
      ['size', 'dict'],
      ['photo', 'image'],
    ]);
    expect(resource.childList[0]?.fieldList.map((f) => f.type)).toEqual(['number']);
    const bad = parseFormDesign({ version: 1, fields: [{ key: 'Bad key', type: 'text', label: names }] }, 'pt-BR');
    expect(bad).toEqual({
      ok: false,
      issue: { path: 'fields.0.key', detail: expect.stringContaining('o nome do campo começa') },
    });
  });

  it('adds a field from the palette and the live preview renders it; a label edit shows at once', async () => {
    grant(['sysFormDes:page', 'sysFormDes:add', 'sysFormDes:update', 'sysFormDes:detail']);
    fetchStub({
      'POST /api/sysFormDes/page': () =>
        ok({ page: 1, pageSize: 200, total: 0, totalPages: 0, items: [], hasPrevPage: false, hasNextPage: false }),
    });
    renderAt('/develop/formDes', createElement(FormDesignerPage));
    fireEvent.click(await screen.findByTestId('palette-text'));
    expect(await screen.findByTestId('canvas-field-text1')).toBeTruthy();
    const preview = await screen.findByTestId('designed-form');
    expect(within(preview).getByText('Text 1')).toBeTruthy();

    fireEvent.change(screen.getByTestId('prop-label-en'), { target: { value: 'Customer' } });
    await waitFor(() => expect(within(screen.getByTestId('designed-form')).getByText('Customer')).toBeTruthy());

    fireEvent.click(screen.getByTestId('palette-number'));
    await waitFor(() => expect(within(screen.getByTestId('designed-form')).getByText('Number 1')).toBeTruthy());
  });
});
