import { type ImportProgress, ImportState } from '@printfloor/contract';

/**
 * What an import run came to, as its progress display shows it (ImportRunProgress):
 * - `running`: queued or under way (a moving bar);
 * - `completed`: every row imported (green, the check);
 * - `partial`: completed with errors — some rows imported, some failed (orange, with the counts);
 * - `failed`: the run stopped, or it ended without a row imported (red, with the counts);
 * - `interrupted`: cut off with its instance (orange; importing the same file again completes it).
 * A run that imported 0 of 67 rows is a failure, never a green bar.
 */
export type ImportOutcomeKind = 'running' | 'completed' | 'partial' | 'failed' | 'interrupted';

export interface ImportOutcome {
  kind: ImportOutcomeKind;
  /** The bar's length: the rows handled so far, in percent (100 once the run has ended). */
  percent: number;
  /** The green part of the bar: the rows imported, in percent of all rows. */
  importedPercent: number;
  /** antd Progress status: `success` only when every row was imported, `exception` for a failure. */
  status: 'active' | 'success' | 'exception' | 'normal';
  /** The bar's colour for the rows not imported (antd's default while running or all green). */
  strokeColor?: string;
  /** The alert that sums the run up: its type, and the message key under `orderImport.`. */
  alert: { type: 'success' | 'warning' | 'error' | 'info'; key: string };
}

/** antd's warning and error colours (the bar of a run with errors). */
export const OUTCOME_COLOURS = { warning: '#faad14', error: '#ff4d4f' } as const;

const share = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.floor((part / whole) * 100)) : 0);

/** The outcome of a run from its progress (a live event or the record), or `running` before the first one. */
export function importOutcome(p: ImportProgress | null): ImportOutcome {
  const total = p ? Math.max(p.totalRows, p.importedRows + p.failedRows) : 0;
  const imported = p ? share(p.importedRows, total) : 0;
  if (!p || p.state === ImportState.Queued || p.state === ImportState.Running)
    return {
      kind: 'running',
      percent: p ? share(p.processedRows, p.totalRows) : 0,
      importedPercent: imported,
      status: 'active',
      alert: { type: 'info', key: 'running' },
    };
  if (p.state === ImportState.Failed)
    return {
      kind: 'failed',
      percent: share(p.importedRows + p.failedRows, total),
      importedPercent: imported,
      status: 'exception',
      strokeColor: OUTCOME_COLOURS.error,
      alert: { type: 'error', key: 'outcomeStopped' },
    };
  if (p.state === ImportState.Interrupted)
    return {
      kind: 'interrupted',
      percent: share(p.importedRows + p.failedRows, total),
      importedPercent: imported,
      status: 'normal',
      strokeColor: OUTCOME_COLOURS.warning,
      alert: { type: 'warning', key: 'outcomeInterrupted' },
    };
  if (p.failedRows === 0)
    return {
      kind: 'completed',
      percent: 100,
      importedPercent: 100,
      status: 'success',
      alert: { type: 'success', key: 'outcomeCompleted' },
    };
  if (p.importedRows === 0)
    return {
      kind: 'failed',
      percent: 100,
      importedPercent: 0,
      status: 'exception',
      strokeColor: OUTCOME_COLOURS.error,
      alert: { type: 'error', key: 'outcomeNothing' },
    };
  return {
    kind: 'partial',
    percent: 100,
    importedPercent: imported,
    status: 'normal',
    strokeColor: OUTCOME_COLOURS.warning,
    alert: { type: 'warning', key: 'outcomePartial' },
  };
}
