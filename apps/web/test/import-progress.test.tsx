import { type ImportProgress, ImportState } from '@printfloor/contract';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import { ImportRunProgress } from '../src/views/orders/import/ImportRunProgress.tsx';
import { importOutcome } from '../src/views/orders/import/progress.ts';
import { inEnglish, renderAt } from './helpers.tsx';

const run = (over: Partial<ImportProgress>): ImportProgress => ({
  recordId: 7,
  state: ImportState.Completed,
  phase: 'done',
  totalRows: 67,
  processedRows: 67,
  importedRows: 67,
  failedRows: 0,
  orderCount: 40,
  updatedCount: 0,
  ...over,
});

/** The progress in the console's providers (its language, antd's theme). */
const show = (ui: ReactElement) => renderAt('/merchant/orders', ui);

/** The bar's status class (antd: ant-progress-status-success / exception / normal / active). */
const barStatus = () =>
  /ant-progress-status-(\w+)/.exec(document.querySelector('.ant-progress')?.className ?? '')?.[1] ?? null;

/**
 * The import dialog's progress (issue 35, item 12): a run that imported nothing is a red failure,
 * never a full green bar with a check; one with failed rows is orange with its counts; only a run
 * that imported every row is green; the drafts a re-import updated are counted.
 */
describe('order import progress', () => {
  beforeAll(() => loadPageMessages());
  inEnglish();

  it('tells each outcome apart: running, every row, some rows, no row, stopped, interrupted', () => {
    expect(importOutcome(null)).toMatchObject({ kind: 'running', status: 'active', percent: 0 });
    expect(
      importOutcome(run({ state: ImportState.Running, phase: 'writing', processedRows: 30, importedRows: 20 })),
    ).toMatchObject({ kind: 'running', status: 'active', percent: 44 });
    expect(importOutcome(run({}))).toMatchObject({ kind: 'completed', status: 'success', percent: 100 });
    expect(importOutcome(run({ importedRows: 40, failedRows: 27 }))).toMatchObject({
      kind: 'partial',
      status: 'normal',
      percent: 100,
      importedPercent: 59,
      strokeColor: '#faad14',
      alert: { type: 'warning' },
    });
    expect(importOutcome(run({ importedRows: 0, failedRows: 67, orderCount: 0 }))).toMatchObject({
      kind: 'failed',
      status: 'exception',
      importedPercent: 0,
      strokeColor: '#ff4d4f',
      alert: { type: 'error' },
    });
    expect(importOutcome(run({ state: ImportState.Failed, importedRows: 10, failedRows: 2 }))).toMatchObject({
      kind: 'failed',
      status: 'exception',
      percent: 17,
    });
    expect(importOutcome(run({ state: ImportState.Interrupted, importedRows: 30, failedRows: 0 }))).toMatchObject({
      kind: 'interrupted',
      status: 'normal',
      strokeColor: '#faad14',
    });
  });

  it('shows 0 of 67 rows imported as a red failure with the counts, not a green full bar with a check', () => {
    show(<ImportRunProgress progress={run({ importedRows: 0, failedRows: 67, orderCount: 0 })} />);
    expect(screen.getByTestId('import-progress').dataset.outcome).toBe('failed');
    expect(barStatus()).toBe('exception');
    expect(document.querySelector('.anticon-check-circle, .anticon-check')).toBeNull();
    expect(screen.getByTestId('import-outcome').textContent).toBe('Import failed: 0 of 67 rows imported, 67 failed');
    expect(screen.getByTestId('import-outcome').className).toContain('ant-alert-error');
    expect(document.querySelector('.ant-progress-indicator')?.textContent).toBe('0 / 67');
    expect(screen.getByTestId('import-failed').textContent).toBe('67');
  });

  it('shows a run with failed rows in orange with its counts, the imported rows the green part of the bar', () => {
    const onDownload = () => undefined;
    show(
      <ImportRunProgress
        progress={run({ importedRows: 40, failedRows: 27, orderCount: 18 })}
        onDownloadErrors={onDownload}
      />,
    );
    expect(screen.getByTestId('import-progress').dataset.outcome).toBe('partial');
    expect(barStatus()).toBe('normal');
    expect(screen.getByTestId('import-outcome').className).toContain('ant-alert-warning');
    expect(screen.getByTestId('import-outcome').textContent).toBe(
      'Completed with errors: 40 of 67 rows imported, 27 failed (18 orders added, 0 drafts updated)',
    );
    expect(document.querySelector('.ant-progress-indicator')?.textContent).toBe('40 / 67');
    expect(screen.getByTestId('import-download-errors')).toBeTruthy();
  });

  it('is green with its check only when every row was imported, and counts the drafts a re-import updated', () => {
    show(<ImportRunProgress progress={run({ orderCount: 0, updatedCount: 40 })} />);
    expect(screen.getByTestId('import-progress').dataset.outcome).toBe('completed');
    expect(barStatus()).toBe('success');
    expect(screen.getByTestId('import-outcome').textContent).toBe(
      'Imported: all 67 rows (0 orders added, 40 drafts updated)',
    );
    expect(screen.getByTestId('import-updated').textContent).toBe('40');
    expect(screen.getByTestId('import-added').textContent).toBe('0');
    expect(screen.queryByTestId('import-download-errors')).toBeNull();
  });

  it('moves while the run goes on and says what it is doing', () => {
    show(<ImportRunProgress progress={run({ state: ImportState.Running, phase: 'writing', processedRows: 30 })} />);
    expect(barStatus()).toBe('active');
    expect(screen.getByTestId('import-progress').textContent).toContain('30 of 67 rows done');
    expect(screen.queryByTestId('import-outcome')).toBeNull();
  });
});
