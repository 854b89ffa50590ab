import { CalendarDayKind } from '@printfloor/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import CalendarPage from '../src/views/workforce/calendar/index.tsx';
import { fetchStub, grant, inEnglish, ok, renderAt, type StubCall } from './helpers.tsx';

const TEAMS = [
  { id: 7, code: 'TEAM-A', name: 'Team A', type: 1, memberCount: 2, status: 1 },
  { id: 8, code: 'TEAM-B', name: 'Team B', type: 1, memberCount: 1, status: 1 },
];

/** The server of the calendar: every day works the day shift except the overrides set through update. */
function calendarServer() {
  const overrides = new Map<string, number>();
  const day = (date: string) => {
    const kind = overrides.get(date);
    return {
      date,
      kind: kind ?? CalendarDayKind.Work,
      source: kind ? 'override' : 'plan',
      shift: kind && kind !== CalendarDayKind.Work ? null : { name: 'Day', startTime: '08:00', endTime: '20:00' },
      planId: 1,
      holidayName: null,
    };
  };
  return fetchStub({
    'POST /api/calendar/page': { page: 1, pageSize: 1000, total: 2, totalPages: 1, items: TEAMS },
    'GET /api/calendar/list': (call: StubCall) => {
      const month = dayjs(`${call.url.searchParams.get('month')}-01`);
      const days = Array.from({ length: month.daysInMonth() }, (_v, i) =>
        day(month.add(i, 'day').format('YYYY-MM-DD')),
      );
      return ok(days);
    },
    'POST /api/calendar/update': (call: StubCall) => {
      const body = call.body as { date: string; kind: number | null };
      if (body.kind) overrides.set(body.date, body.kind);
      else overrides.delete(body.date);
      return ok(day(body.date));
    },
  });
}

// The shared machine is slow: antd's Calendar renders 42 cells per month.
describe('workforce calendar page', { timeout: 120_000 }, () => {
  beforeAll(() => loadPageMessages());
  inEnglish();

  it('renders the month of the chosen team and a click on a day sets it to holiday', async () => {
    grant(['calendar:page', 'calendar:list', 'calendar:update']);
    const server = calendarServer();
    renderAt('/workforce/calendar', <CalendarPage />);
    expect(await screen.findByText('Choose a team first')).toBeTruthy();

    const select = screen.getByTestId('calendar-team');
    fireEvent.mouseDown(within(select).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Team B (TEAM-B)'));

    const month = dayjs().format('YYYY-MM');
    const date = `${month}-10`;
    const cell = await screen.findByTestId(`calendar-day-${date}`);
    expect(cell.getAttribute('data-kind')).toBe(String(CalendarDayKind.Work));
    expect(document.querySelectorAll('[data-testid^="calendar-day-"]')).toHaveLength(dayjs().daysInMonth());
    const list = server.calls.find((c) => c.url.pathname === '/api/calendar/list');
    expect(list?.url.searchParams.get('teamId')).toBe('8');
    expect(list?.url.searchParams.get('month')).toBe(month);

    fireEvent.click(cell);
    fireEvent.click(await screen.findByTestId('calendar-set-holiday'));
    await waitFor(() => expect(server.paths()).toContain('POST /api/calendar/update'));
    const update = server.calls.find((c) => c.url.pathname === '/api/calendar/update');
    expect(update?.body).toEqual({ teamId: 8, date, kind: CalendarDayKind.Holiday });
    await waitFor(() =>
      expect(screen.getByTestId(`calendar-day-${date}`).getAttribute('data-kind')).toBe(
        String(CalendarDayKind.Holiday),
      ),
    );
    expect(screen.getByTestId(`calendar-day-${date}`).getAttribute('data-source')).toBe('override');

    // Reset to plan removes the override.
    fireEvent.click(screen.getByTestId(`calendar-day-${date}`));
    fireEvent.click(await screen.findByTestId('calendar-reset'));
    await waitFor(() => expect(screen.getByTestId(`calendar-day-${date}`).getAttribute('data-source')).toBe('plan'));
    expect(server.calls.filter((c) => c.url.pathname === '/api/calendar/update').at(-1)?.body).toEqual({
      teamId: 8,
      date,
      kind: null,
    });
  });

  it('shows no change buttons without calendar:update', async () => {
    grant(['calendar:page', 'calendar:list']);
    calendarServer();
    renderAt('/workforce/calendar', <CalendarPage />);
    fireEvent.mouseDown(within(await screen.findByTestId('calendar-team')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Team A (TEAM-A)'));
    const date = `${dayjs().format('YYYY-MM')}-05`;
    fireEvent.click(await screen.findByTestId(`calendar-day-${date}`));
    expect(await screen.findByText(`Set ${date}`)).toBeTruthy();
    expect(screen.queryByTestId('calendar-set-holiday')).toBeNull();
  });
});
