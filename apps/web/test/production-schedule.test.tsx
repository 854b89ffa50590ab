import type { ScheduleAnswer } from '@printfloor/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import { resolveView, viewRegistry } from '../src/router/viewRegistry.ts';
import { fetchStub, grant, inEnglish, renderAt } from './helpers.tsx';

async function load(menu: string) {
  const view = resolveView(`/production/${menu}/index`, viewRegistry);
  if (view?.kind !== 'view') throw new Error(`/production/${menu}/index is not a view`);
  return (await view.load()).default;
}

const task = (over: Partial<ScheduleAnswer['tasks'][number]>): ScheduleAnswer['tasks'][number] => ({
  id: 1,
  workOrderId: 10,
  workOrderCode: 'WO-10',
  orderCode: 'SO-1',
  productName: 'Tee',
  seq: 1,
  processId: 100,
  processName: 'Pretreat',
  workstationId: 1000,
  quantity: 30,
  done: 0,
  planStart: '2026-12-01T08:00:00+08:00',
  planEnd: '2026-12-01T09:00:00+08:00',
  demandDate: '2026-12-05',
  status: 0,
  late: false,
  version: '1',
  ...over,
});

const SCHEDULE: ScheduleAnswer = {
  timeZone: 'Asia/Shanghai',
  days: [
    {
      date: '2026-12-01',
      kind: 1,
      holidayName: null,
      source: 'calendar',
      shifts: [{ name: 'Day', start: '2026-12-01T08:00:00+08:00', end: '2026-12-01T20:00:00+08:00' }],
      hours: 12,
    },
    { date: '2026-12-02', kind: 3, holidayName: 'Feast', source: 'calendar', shifts: [], hours: 0 },
  ],
  workstations: [
    { id: 1000, code: 'WS-1', name: 'Pretreat 1', processId: 100, processName: 'Pretreat', perHour: 30 },
    { id: 2000, code: 'WS-2', name: 'Printer 1', processId: 200, processName: 'Print', perHour: 20 },
  ],
  tasks: [
    task({}),
    task({
      id: 2,
      seq: 2,
      processId: 200,
      processName: 'Print',
      workstationId: 2000,
      planStart: '2026-12-01T09:00:00+08:00',
      planEnd: '2026-12-01T20:00:00+08:00',
      status: 1,
      done: 5,
      late: true,
    }),
  ],
  load: [
    { workstationId: 1000, date: '2026-12-01', planned: 30, capacity: 360 },
    { workstationId: 2000, date: '2026-12-01', planned: 300, capacity: 240 },
  ],
};

describe('production schedule views (menus gantt and schedule)', { timeout: 60_000 }, () => {
  beforeAll(() => loadPageMessages());
  inEnglish({ emptyDictionaries: true });

  it('the schedule shows load against capacity per workstation and day, and the work orders with their late tasks', async () => {
    grant(['schedule:page', 'schedule:list', 'schedule:update']);
    const stub = fetchStub({ 'GET /api/schedule/list': SCHEDULE });
    renderAt('/factory/production/schedule', createElement(await load('schedule')));
    const cell = await screen.findByTestId('cell-1000-2026-12-01');
    expect(cell.textContent).toContain('30 / 360 pcs');
    expect(cell.textContent).toContain('1 task(s)');
    // Over capacity is coloured red.
    const over = screen.getByTestId('cell-2000-2026-12-01');
    expect(over.closest('td')?.getAttribute('style')).toContain('rgb(255, 204, 199)');
    expect(screen.getAllByTestId('day-2026-12-02').length).toBeGreaterThan(0);
    expect(screen.getByTestId('schedule-plan')).toBeTruthy();
    expect(stub.paths()).toContain('GET /api/schedule/list');

    fireEvent.click(screen.getByText('By work order'));
    const table = await screen.findByTestId('schedule-work-orders');
    expect(within(table).getByText('WO-10')).toBeTruthy();
    expect(within(table).getByText('Late')).toBeTruthy();
  });

  it('without schedule:update there is no planning or moving', async () => {
    grant(['schedule:page', 'schedule:list']);
    fetchStub({ 'GET /api/schedule/list': SCHEDULE });
    renderAt('/factory/production/schedule', createElement(await load('schedule')));
    await screen.findByTestId('cell-1000-2026-12-01');
    expect(screen.queryByTestId('schedule-plan')).toBeNull();
  });

  it('with workstationCapacity:page the schedule opens the capacity list; without it there is no button', async () => {
    grant(['schedule:page', 'schedule:list', 'workstationCapacity:page', 'workstationCapacity:list']);
    const stub = fetchStub({
      'GET /api/schedule/list': SCHEDULE,
      'POST /api/workstationCapacity/page': {
        total: 1,
        items: [{ id: 7, workstationId: 1000, workstationName: 'Pretreat 1', piecesPerHour: 45 }],
      },
    });
    const view = renderAt('/factory/production/schedule', createElement(await load('schedule')));
    fireEvent.click(await screen.findByTestId('schedule-capacity'));
    await waitFor(() => expect(stub.paths()).toContain('POST /api/workstationCapacity/page'));
    const drawer = await waitFor(() => document.querySelector('.ant-drawer') as HTMLElement);
    expect(await within(drawer).findByText('45')).toBeTruthy();
    expect(within(drawer).getAllByText('Pieces per hour').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('Pretreat 1')).toBeTruthy();
    view.unmount();

    grant(['schedule:page', 'schedule:list']);
    fetchStub({ 'GET /api/schedule/list': SCHEDULE });
    renderAt('/factory/production/schedule', createElement(await load('schedule')));
    await screen.findByTestId('cell-1000-2026-12-01');
    expect(screen.queryByTestId('schedule-capacity')).toBeNull();
  });

  it('the Gantt page loads the range and draws its chart', async () => {
    grant(['gantt:page', 'gantt:list', 'gantt:update']);
    const stub = fetchStub({ 'GET /api/gantt/list': SCHEDULE });
    renderAt('/factory/production/gantt', createElement(await load('gantt')));
    await screen.findByTestId('gantt-chart');
    expect(screen.getByTestId('schedule-plan')).toBeTruthy();
    await waitFor(() => expect(stub.paths()).toContain('GET /api/gantt/list'));
  });
});
