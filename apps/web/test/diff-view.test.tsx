import { diffRecords } from '@printfloor/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiffView, displayValue } from '../src/views/system/log/DiffView.tsx';
import { logFilters } from '../src/views/system/log/LogPage.tsx';
import { renderAt } from './helpers.tsx';

describe('diff log view', () => {
  it('compares two records field by field (union of keys, inserts and deletes)', () => {
    expect(diffRecords({ a: 1, b: 'x', c: { d: 1 } }, { a: 1, b: 'y', c: { d: 2 }, e: true })).toEqual([
      { field: 'a', before: 1, after: 1, changed: false },
      { field: 'b', before: 'x', after: 'y', changed: true },
      { field: 'c', before: { d: 1 }, after: { d: 2 }, changed: true },
      { field: 'e', before: null, after: true, changed: true },
    ]);
    expect(diffRecords(null, { a: 1 })).toEqual([{ field: 'a', before: null, after: 1, changed: true }]);
    expect(displayValue({ d: 1 })).toBe('{"d":1}');
  });

  it('shows before and after side by side, highlights and counts changed fields, filters to changed only', () => {
    renderAt(
      '/',
      <DiffView
        before={{ name: 'Diff me', code: 'P-1', orderNo: 100 }}
        after={JSON.stringify({ name: 'Diffed', code: 'P-1', orderNo: 100 })}
      />,
    );
    const view = screen.getByTestId('diff-view');
    const rows = view.querySelectorAll('tr[data-changed]');
    expect(rows).toHaveLength(3);
    const changed = view.querySelectorAll('tr[data-changed="true"]');
    expect(changed).toHaveLength(1);
    expect(within(changed[0] as HTMLElement).getByText('Diff me')).toBeTruthy();
    expect(within(changed[0] as HTMLElement).getByText('Diffed')).toBeTruthy();
    expect(screen.getByTestId('diff-changed-count').textContent).toMatch(/1/);
    fireEvent.click(screen.getByRole('switch'));
    expect(view.querySelectorAll('tr[data-changed]')).toHaveLength(1);
  });

  it('turns the search form into page filters', () => {
    expect(logFilters({ account: '  ada ', status: '', requestUrl: undefined })).toEqual({ account: 'ada' });
  });
});
