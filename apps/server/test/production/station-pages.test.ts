import type { StationInfo } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { serverSuite } from '../helpers/suite.ts';
import { floorCalls } from './floor.ts';

/**
 * Issue 35 item 1: each station page lists every enabled workstation, its kind of work's route first
 * in route order — quality check and packing included —, then the other route's, so the console's
 * picker offers every process of a piece's route (the list by code put quality check last, below
 * what the picker showed).
 */

describe('production: the station pages list every workstation in route order', () => {
  const suite = serverSuite({ merchant: ['merchant', 'merchant'], factory: 'factory' });
  const { factory, ok } = floorCalls(suite);
  const codes = (stations: StationInfo[]) => stations.map((s) => s.code);
  const stationsOf = async (page: string) => (await factory().get<StationInfo[]>(`/api/${page}/stations`)).body.result;

  it("lists every workstation on each station page, the page's route first in route order", async () => {
    const dtg = await stationsOf('dtgProduction');
    expect(codes(dtg)).toEqual([
      'ST-PT-01',
      'ST-DTG-01',
      'ST-DTG-02',
      'ST-DTG-03',
      'ST-CURE-01',
      'ST-QC-01',
      'ST-PACK-01',
      'ST-DTF-01',
      'ST-POWDER-01',
      'ST-HP-01',
      'ST-HP-02',
    ]);
    expect(dtg.map((s) => s.onRoute)).toEqual([...Array(7).fill(true), ...Array(4).fill(false)]);
    expect(dtg.find((s) => s.code === 'ST-QC-01')).toMatchObject({ processName: '质检', onRoute: true });

    const heat = await stationsOf('heatProduction');
    expect(codes(heat)).toEqual([
      'ST-DTF-01',
      'ST-POWDER-01',
      'ST-HP-01',
      'ST-HP-02',
      'ST-QC-01',
      'ST-PACK-01',
      'ST-PT-01',
      'ST-DTG-01',
      'ST-DTG-02',
      'ST-DTG-03',
      'ST-CURE-01',
    ]);
    expect(heat.filter((s) => s.onRoute)).toHaveLength(6);

    // Scan to transfer follows every route: the direct-print route's, then what the heat-print route adds.
    const any = await stationsOf('scanTransfer');
    expect(codes(any)).toEqual([
      'ST-PT-01',
      'ST-DTG-01',
      'ST-DTG-02',
      'ST-DTG-03',
      'ST-CURE-01',
      'ST-QC-01',
      'ST-PACK-01',
      'ST-DTF-01',
      'ST-POWDER-01',
      'ST-HP-01',
      'ST-HP-02',
    ]);
    expect(any.every((s) => s.onRoute)).toBe(true);

    // A disabled workstation is on none.
    const [qc] = any.filter((s) => s.code === 'ST-QC-01');
    await ok('factory', '/api/workstation/setStatus', { id: qc?.id, status: 2 });
    expect(codes(await stationsOf('dtgProduction'))).not.toContain('ST-QC-01');
    await ok('factory', '/api/workstation/setStatus', { id: qc?.id, status: 1 });
    expect(codes(await stationsOf('dtgProduction'))).toContain('ST-QC-01');
  });
});
