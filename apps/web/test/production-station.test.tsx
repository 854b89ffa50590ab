import type { ScanAnswer, StationInfo } from '@printfloor/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import { useUserInfo } from '../src/stores/userInfo.ts';
import { StationPage } from '../src/views/production/shared/StationPage.tsx';
import { fetchStub, grant, inEnglish, ok, renderAt, type StubCall } from './helpers.tsx';

const STATIONS: StationInfo[] = [
  {
    id: 11,
    code: 'ST-PT-01',
    name: 'Pretreat 1',
    processId: 1,
    processName: 'Pretreat',
    deviceId: null,
    deviceName: null,
    hotFolder: null,
    onRoute: true,
  },
  {
    id: 12,
    code: 'ST-DTG-01',
    name: 'DTG 1',
    processId: 2,
    processName: 'DTG print',
    deviceId: 5,
    deviceName: 'GTX 1',
    hotFolder: null,
    onRoute: true,
  },
];

/** The demo factory's eleven stations as the direct-print page lists them: its route's first, in route order. */
const station = (id: number, code: string, processId: number, processName: string, onRoute = true): StationInfo => ({
  id,
  code,
  name: code.toLowerCase(),
  processId,
  processName,
  deviceId: null,
  deviceName: null,
  hotFolder: null,
  onRoute,
});
const DEMO_STATIONS: StationInfo[] = [
  station(1, 'ST-PT-01', 1, 'Pretreat'),
  station(2, 'ST-DTG-01', 2, 'DTG print'),
  station(3, 'ST-DTG-02', 2, 'DTG print'),
  station(4, 'ST-DTG-03', 2, 'DTG print'),
  station(5, 'ST-CURE-01', 3, 'Cure'),
  station(6, 'ST-QC-01', 4, 'Quality check'),
  station(7, 'ST-PACK-01', 5, 'Pack'),
  station(8, 'ST-DTF-01', 6, 'DTF print', false),
  station(9, 'ST-HP-01', 7, 'Heat press', false),
  station(10, 'ST-HP-02', 7, 'Heat press', false),
  station(11, 'ST-POWDER-01', 8, 'Powder cure', false),
];

const ANSWER: ScanAnswer = {
  pieceId: 1,
  pieceCode: 'P0001',
  orderCode: 'SO0001',
  workOrderCode: 'WO0001',
  pieceNo: 1,
  pieceTotal: 2,
  productName: 'DTG tee',
  skuCode: 'TEE-W-M',
  colour: 'White',
  size: 'M',
  processName: 'Pretreat',
  nextProcessName: 'DTG print',
  finished: false,
  result: 1,
  reprintCode: null,
  areas: [{ area: 1, printImage: '/print.png', mockupImage: '/mock.png', x: 10, y: 20, scale: 1, angle: 0 }],
  files: [],
};

const refused = (code: string, text: string) => ({
  body: { code: 400, type: 'error', message: `[${code}] ${text}`, result: null, extras: null, time: '' },
});

function render() {
  grant(['dtgProduction:page', 'dtgProduction:scan', 'defectItem:list']);
  return renderAt('/production/dtgProduction', <StationPage service="dtgProduction" retryDelayMs={1} />);
}

async function chooseStation(label: RegExp) {
  fireEvent.mouseDown(within(screen.getByTestId('station-select')).getByRole('combobox'));
  fireEvent.click(await screen.findByText(label));
  const input = screen.getByTestId('scan-input') as HTMLInputElement;
  await waitFor(() => expect(input.disabled).toBe(false));
  await waitFor(() => expect(document.activeElement).toBe(input));
  return input;
}

function scan(input: HTMLInputElement, code: string) {
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
}

describe('production station page', { timeout: 60_000 }, () => {
  beforeAll(() => loadPageMessages());
  inEnglish();

  it('submits the scanned code on Enter at the chosen workstation, shows the answer and keeps the focus', async () => {
    localStorage.clear();
    const server = fetchStub({
      'GET /api/dtgProduction/stations': STATIONS,
      'POST /api/dtgProduction/scan': () => ok(ANSWER),
    });
    render();
    const input = await chooseStation(/ST-PT-01 Pretreat 1/);
    scan(input, '  P0001 ');
    expect((await screen.findByTestId('answer-route')).textContent).toBe('Pretreat → DTG print');
    expect(screen.getByTestId('answer-piece').textContent).toBe('P0001');
    expect(screen.getByText('Piece 1/2')).toBeTruthy();
    expect(screen.getByText('X 10 · Y 20 · scale 1 · angle 0')).toBeTruthy();
    const call = server.calls.find((c) => c.url.pathname === '/api/dtgProduction/scan') as StubCall;
    expect(call.body).toEqual({ workstationId: 11, code: 'P0001', result: 1 });
    expect(input.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(screen.getByTestId('scan-history')).getByText('OK')).toBeTruthy();

    // A click elsewhere gives the focus back to the input.
    act(() => input.blur());
    fireEvent.click(screen.getByTestId('scan-answer'));
    await waitFor(() => expect(document.activeElement).toBe(input));

    // The workstation is remembered for this user.
    expect(
      Object.entries(localStorage).some(([k, v]) => k.endsWith('station:dtgProduction:1:workstation') && v === '11'),
    ).toBe(true);
  });

  it('offers every station, grouped by process in route order — quality check and packing included — and logs scans on the tenant clock', async () => {
    localStorage.clear();
    fetchStub({
      'GET /api/dtgProduction/stations': DEMO_STATIONS,
      'POST /api/dtgProduction/scan': () => ok({ ...ANSWER, processName: 'Quality check', nextProcessName: 'Pack' }),
    });
    render();
    useUserInfo.getState().setUserInfos({ ...useUserInfo.getState().userInfos, timeZone: 'Asia/Shanghai' } as never);
    fireEvent.mouseDown(within(screen.getByTestId('station-select')).getByRole('combobox'));
    const list = await waitFor(() => {
      const dropdown = document.querySelector('.ant-select-dropdown') as HTMLElement;
      expect(dropdown).toBeTruthy();
      return dropdown;
    });
    // Every station is there to pick, the last ones too (a virtual list of eight rows hid them).
    await waitFor(() =>
      expect([...list.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent?.split(' ')[0])).toEqual(
        DEMO_STATIONS.map((s) => s.code),
      ),
    );
    expect([...list.querySelectorAll('.ant-select-item-group')].map((g) => g.textContent)).toEqual([
      'Pretreat',
      'DTG print',
      'Cure',
      'Quality check',
      'Pack',
      'DTF print · other routes',
      'Heat press · other routes',
      'Powder cure · other routes',
    ]);
    fireEvent.click(within(list).getByText(/^ST-QC-01 /));
    const input = screen.getByTestId('scan-input') as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    const before = Date.now();
    scan(input, 'P0001');
    expect((await screen.findByTestId('answer-route')).textContent).toBe('Quality check → Pack');
    // The log's time: the tenant's wall clock (Shanghai, 24-hour), not the browser's 12-hour one.
    const logged = within(screen.getByTestId('scan-history')).getAllByText(/^\d{2}:\d{2}:\d{2}$/)[0]?.textContent;
    const shanghai = (ms: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Shanghai',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(ms);
    const seconds: string[] = [];
    for (let ms = before - (before % 1000); ms <= Date.now(); ms += 1000) seconds.push(shanghai(ms));
    expect(seconds).toContain(logged);
  });

  it('retries a scan that finds no data, five attempts in all, then shows the spec message', async () => {
    localStorage.clear();
    let attempts = 0;
    fetchStub({
      'GET /api/dtgProduction/stations': STATIONS,
      'POST /api/dtgProduction/scan': () => {
        attempts += 1;
        return refused('P1004', 'No piece found for "X9": make sure the scanner sends Enter, then scan again');
      },
    });
    render();
    const input = await chooseStation(/ST-DTG-01 DTG 1/);
    scan(input, 'X9');
    expect((await screen.findByTestId('scan-error')).textContent).toBe(
      'Five requests have been attempted but there is no data. Please scan the code again',
    );
    expect(attempts).toBe(5);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(within(screen.getByTestId('scan-history')).getByText('Refused')).toBeTruthy();
  });

  it('shows any other refusal at once, as the server words it, and Esc clears', async () => {
    localStorage.clear();
    let attempts = 0;
    fetchStub({
      'GET /api/dtgProduction/stations': STATIONS,
      'POST /api/dtgProduction/scan': () => {
        attempts += 1;
        return refused('P1005', 'Piece "P0001" must be scanned at "Pretreat" next; this workstation is "DTG print"');
      },
    });
    render();
    const input = await chooseStation(/ST-DTG-01 DTG 1/);
    scan(input, 'P0001');
    expect((await screen.findByTestId('scan-error')).textContent).toBe(
      'Piece "P0001" must be scanned at "Pretreat" next; this workstation is "DTG print"',
    );
    expect(attempts).toBe(1);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('scan-error')).toBeNull());
  });
});
