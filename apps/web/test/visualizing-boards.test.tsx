import type { ProductionBoard } from '@printfloor/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoardFrame } from '../src/views/visualizing/board/BoardFrame.tsx';
import { energyByHour } from '../src/views/visualizing/board/generated.ts';
import { BOARD_DARK, outputOption, printersOption, wipOption } from '../src/views/visualizing/board/options.ts';
import { lastDaysRange, rangeText } from '../src/views/visualizing/board/range.ts';
import Chart01 from '../src/views/visualizing/chart01/index.tsx';
import Chart08 from '../src/views/visualizing/chart08/index.tsx';
import VisualProduction from '../src/views/visualizing/visualProduction/index.tsx';
import { fetchStub, inEnglish, ok, renderAt } from './helpers.tsx';

function boardFixture(patch: Partial<ProductionBoard> = {}): ProductionBoard {
  return {
    range: { from: '2026-11-26', to: '2026-11-26', today: '2026-11-26', timeZone: 'Asia/Shanghai', bucket: 'hour' },
    buckets: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
    wip: [
      { process: '前处理', pieces: 12 },
      { process: '直喷打印', pieces: 5 },
    ],
    late: { overdue: 3, dueToday: 4, live: 17 },
    defects: { scans: 40, unqualified: 2, rate: 0.05, items: [{ defect: '污渍', count: 2, rate: 0.05 }] },
    printers: [{ deviceId: 9, device: 'DTG-01', printed: 20, busyMinutes: 60, utilisation: 0.25 }],
    output: [
      {
        process: '前处理',
        qualified: Array.from({ length: 24 }, (_, h) => (h === 9 ? 7 : 0)),
        unqualified: Array(24).fill(0),
      },
    ],
    finished: 6,
    orders: [{ date: '2026-11-26', total: 8, pendingReview: 2, passed: 5, rejected: 0, shipped: 1, abnormal: 0 }],
    logins: [{ date: '2026-11-26', count: 4 }],
    ...patch,
  };
}

describe('visualisation boards', () => {
  inEnglish();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the board frame shows its title, time range, clock in the zone and a full-screen button', () => {
    renderAt(
      '/factory/visualizing/chart01',
      <BoardFrame
        title="Board"
        rangeLabel="Today 2026-11-26 · per hour"
        timeZone="UTC"
        updatedAt={Date.UTC(2026, 10, 26, 8, 30, 0)}
      >
        <div data-testid="inside">panel</div>
      </BoardFrame>,
    );
    expect(screen.getByTestId('board-title').textContent).toBe('Board');
    expect(screen.getByTestId('board-range').textContent).toBe('Today 2026-11-26 · per hour');
    expect(screen.getByTestId('board-clock').textContent).toContain('Time zone UTC');
    expect(screen.getByTestId('board-updated').textContent).toBe('Updated 08:30:00');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
    expect(screen.getByTestId('inside')).toBeTruthy();
  });

  it('the frame says when the figures could not be loaded, with a retry', () => {
    const retry = vi.fn();
    renderAt('/x', <BoardFrame title="Board" rangeLabel={null} loading={false} error onRetry={retry} />);
    expect(screen.getByTestId('board-error').textContent).toContain('The figures could not be loaded');
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(retry).toHaveBeenCalledOnce();
  });

  it('chart 01 reads WIP by process from the server, labelled live with its time, and refreshes every 30 s', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
    });
    const stub = fetchStub({ 'GET /api/dashboard/production': () => ok(boardFixture()) });
    renderAt('/factory/visualizing/chart01', <Chart01 />);
    await waitFor(() => expect(screen.getByTestId('board-panel-wip')).toBeTruthy());
    expect(screen.getByTestId('board-title').textContent).toBe('Chart 01 · WIP by process');
    expect(screen.getByTestId('board-range').textContent).toBe('Today 2026-11-26 · per hour');
    const panel = screen.getByTestId('board-panel-wip');
    expect(panel.textContent).toContain('Pieces in progress by process (now)');
    expect(panel.textContent).toContain('Live data');
    expect(panel.textContent).not.toContain('Generated data');
    const calls = () => stub.paths().filter((p) => p === 'GET /api/dashboard/production').length;
    expect(calls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(calls()).toBe(2);
  });

  it('chart 08 draws generated data and says so on screen', async () => {
    fetchStub({ 'GET /api/dashboard/production': boardFixture() });
    renderAt('/factory/visualizing/chart08', <Chart08 />);
    await waitFor(() => expect(screen.getByTestId('board-panel-energy')).toBeTruthy());
    expect(screen.getByTestId('board-panel-energy').textContent).toContain('Generated data');
    expect(screen.getByTestId('board-panel-energy').textContent).toContain('the chart shows generated data');
  });

  it('the production screen shows the headline figures of the board', async () => {
    fetchStub({ 'GET /api/dashboard/production': boardFixture() });
    renderAt('/factory/visualizing/visualProduction', <VisualProduction />);
    await waitFor(() => expect(screen.getByTestId('board-kpi-live').textContent).toContain('17'));
    expect(screen.getByTestId('board-kpi-overdue').textContent).toContain('3');
    expect(screen.getByTestId('board-kpi-dueToday').textContent).toContain('4');
    expect(screen.getByTestId('board-kpi-defectRate').textContent).toContain('5%');
    expect(screen.getByTestId('board-kpi-utilisation').textContent).toContain('25%');
    expect(screen.getByTestId('board-kpi-orders').textContent).toContain('8');
    for (const p of ['wip', 'output', 'late', 'defects', 'printers'])
      expect(screen.getByTestId(`board-panel-${p}`)).toBeTruthy();
  });

  it('the chart options carry the server figures; ranges and generated data are stable', () => {
    const t = (k: string) => k;
    const board = boardFixture();
    const wip = wipOption(board, t, BOARD_DARK) as { series: { data: number[] }[]; yAxis: { data: string[] } };
    expect(wip.yAxis.data).toEqual(['直喷打印', '前处理']);
    expect(wip.series[0]?.data).toEqual([5, 12]);
    const output = outputOption(board, t, BOARD_DARK) as { series: { name: string; data: number[] }[] };
    expect(output.series[0]?.data[9]).toBe(7);
    const printers = printersOption(board, t, BOARD_DARK) as { series: { data: number[] }[] };
    expect(printers.series[0]?.data).toEqual([25]);
    expect(lastDaysRange(7, 'UTC', new Date(Date.UTC(2026, 10, 26, 12)))).toEqual({
      from: '2026-11-20',
      to: '2026-11-26',
    });
    expect(lastDaysRange(1, 'UTC')).toEqual({});
    expect(
      rangeText({ ...board.range, from: '2026-11-20', bucket: 'day' }, (k, o) => `${k}${JSON.stringify(o ?? '')}`),
    ).toContain('boards.range.days');
    expect(energyByHour(42)).toEqual(energyByHour(42));
    expect(energyByHour(42)).not.toEqual(energyByHour(43));
  });
});
