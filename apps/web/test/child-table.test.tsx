import { type ChildInfo, defineResource, processRouteResource, productResource } from '@printfloor/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ChildRow,
  ChildTable,
  childErrorsFromPaths,
  emptyChildRow,
  moveChildRow,
} from '../src/components/resource/ChildTable.tsx';
import { checkForm } from '../src/components/resource/ResourceForm.tsx';
import i18n, { loadPageMessages } from '../src/i18n/index.ts';

const L = (en: string) => ({ 'zh-CN': en, en, 'zh-TW': en, 'pt-BR': en });

const kit = defineResource({
  name: 'uiKit',
  table: 'ui_kit',
  scope: 'tenant',
  title: L('Kits'),
  fields: { name: { type: 'string', label: L('Name'), required: true } },
  children: {
    steps: {
      table: 'ui_kit_step',
      parentColumn: 'kit_id',
      label: L('Steps'),
      ordered: true,
      min: 1,
      fields: {
        step: {
          type: 'enum',
          label: L('Step'),
          required: true,
          options: [
            { value: 1, label: L('Cut') },
            { value: 2, label: L('Sew') },
            { value: 3, label: L('Press') },
          ],
        },
        minutes: { type: 'number', label: L('Minutes'), required: true, positive: true },
        checked: { type: 'boolean', label: L('Checked'), default: false },
      },
    },
  },
});
const steps = kit.childList[0] as ChildInfo;

/** A controlled host like Form.Item: keeps the rows and exposes the last change. */
function Host({ initial, onRows }: { initial: ChildRow[]; onRows: (rows: ChildRow[]) => void }) {
  const [rows, setRows] = useState<ChildRow[]>(initial);
  return (
    <ChildTable
      child={steps}
      lang="en"
      value={rows}
      onChange={(next) => {
        setRows(next);
        onRows(next);
      }}
      errors={{ '1.minutes': ['Minutes must be greater than 0'], '': ['Steps: at least 1 row(s) required'] }}
    />
  );
}

const minutesOf = () =>
  screen
    .getAllByTestId('child-row')
    .map((row) => (within(row).getAllByRole('spinbutton')[0] as HTMLInputElement).value);

describe('ChildTable (resource sub-table input)', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await loadPageMessages();
    await i18n.changeLanguage('en');
  });

  it('adds a row with the declared defaults and removes a row', () => {
    let last: ChildRow[] = [];
    render(<Host initial={[{ step: 1, minutes: 5, checked: false }]} onRows={(r) => (last = r)} />);
    expect(screen.getAllByTestId('child-row')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('child-add-steps'));
    expect(screen.getAllByTestId('child-row')).toHaveLength(2);
    expect(last).toEqual([{ step: 1, minutes: 5, checked: false }, emptyChildRow(steps)]);
    expect(emptyChildRow(steps)).toEqual({ step: null, minutes: null, checked: false });
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove row' })[0] as HTMLElement);
    expect(last).toEqual([{ step: null, minutes: null, checked: false }]);
    expect(screen.getAllByTestId('child-row')).toHaveLength(1);
  });

  it('edits a cell inline and shows the cell and table messages', () => {
    let last: ChildRow[] = [];
    render(
      <Host
        initial={[
          { step: 1, minutes: 5 },
          { step: 2, minutes: 0 },
        ]}
        onRows={(r) => (last = r)}
      />,
    );
    const input = within(screen.getByTestId('child-cell-steps-0-minutes')).getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '7' } });
    expect(last[0]).toMatchObject({ step: 1, minutes: 7 });
    expect(screen.getByText('Minutes must be greater than 0')).toBeTruthy();
    expect(screen.getByTestId('child-table-error').textContent).toBe('Steps: at least 1 row(s) required');
  });

  it('reorders rows with the keyboard on the drag handle (Space, ArrowDown, Space)', async () => {
    let last: ChildRow[] = [];
    render(
      <Host
        initial={[
          { step: 1, minutes: 1 },
          { step: 2, minutes: 2 },
          { step: 3, minutes: 3 },
        ]}
        onRows={(r) => (last = r)}
      />,
    );
    // jsdom has no layout: give each row a distinct box so the sortable keyboard coordinates can move.
    screen.getAllByTestId('child-row').forEach((row, i) => {
      row.getBoundingClientRect = () =>
        ({ top: i * 40, bottom: i * 40 + 40, left: 0, right: 600, width: 600, height: 40, x: 0, y: i * 40 }) as DOMRect;
    });
    const handle = screen.getAllByRole('button', { name: /Drag to reorder/ })[0] as HTMLElement;
    const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await pause();
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await pause();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await pause();
    expect(last.map((r) => r.step)).toEqual([2, 1, 3]);
    expect(minutesOf()).toEqual(['2', '1', '3']);
  });

  it('moveChildRow is the sort handler: moves one row, leaves bad indexes alone', () => {
    expect(moveChildRow(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveChildRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveChildRow(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('the generic form check reports sub-table messages per cell, like the server', () => {
    const route = checkForm(
      processRouteResource,
      { kind: 'add' },
      { code: 'R', name: 'R', principal: 'P', workshopId: 1, processes: [] },
      'en',
    );
    expect(route.childErrors).toEqual({ processes: { '': ['Processes: at least 1 row(s) required'] } });
    const product = checkForm(
      productResource,
      { kind: 'add' },
      {
        materials: [
          { materialId: 5, rate: '0' },
          { materialId: 5, rate: 1 },
        ],
      },
      'en',
    );
    expect(product.childErrors.materials).toEqual({
      '0.rate': ['Consumption per piece must be greater than 0'],
      '1.materialId': ['Material duplicates row 1'],
    });
    const fromServer = childErrorsFromPaths(productResource, [
      ['materials.0.materialId', ['refers to a record that does not exist']],
      ['name', ['is required']],
    ]);
    expect(fromServer).toEqual({ materials: { '0.materialId': ['refers to a record that does not exist'] } });
  });
});
