import {
  BatchAuditState,
  batchStrategyResource,
  dtgBatchResource,
  HeatBatchState,
  heatBatchResource,
  pieceResource,
  type Resource,
  workOrderResource,
  workReportRecordResource,
  workReportResource,
} from '@printfloor/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '../src/i18n/index.ts';
import { resolveView, viewRegistry } from '../src/router/viewRegistry.ts';
import { fetchStub, grant, inEnglish, ok, renderAt } from './helpers.tsx';

const page = (items: object[]) =>
  ok({ page: 1, pageSize: 20, total: items.length, totalPages: 1, items, hasPrevPage: false, hasNextPage: false });

const PAGES: [string, Resource][] = [
  ['workOrder', workOrderResource],
  ['batch', dtgBatchResource],
  ['heatBatch', heatBatchResource],
  ['batchStrategy', batchStrategyResource],
  ['workReport', workReportResource],
  ['workReportRecord', workReportRecordResource],
  ['pieceQr', pieceResource],
];

async function load(menu: string) {
  const view = resolveView(`/production/${menu}/index`, viewRegistry);
  if (view?.kind !== 'view') throw new Error(`/production/${menu}/index is not a view`);
  expect(view.key).toBe(`/production/${menu}/index`);
  return (await view.load()).default;
}

describe('production views (menu components /production/<name>/index)', { timeout: 60_000 }, () => {
  beforeAll(() => loadPageMessages());
  inEnglish({ emptyDictionaries: true });

  for (const [menu, resource] of PAGES) {
    it(`/production/${menu}/index renders the ${resource.name} list`, async () => {
      grant(Object.values(resource.permissions));
      const stub = fetchStub({
        [`POST /api/${resource.name}/page`]: () =>
          page([{ id: 7, code: 'ROW-7', batchNo: 'ROW-7', pieceCode: 'ROW-7' }]),
      });
      renderAt(`/factory/production/${menu}`, createElement(await load(menu)));
      await screen.findAllByText('ROW-7');
      expect(stub.paths()).toContain(`POST /api/${resource.name}/page`);
    });
  }

  for (const menu of ['dtgProduction', 'heatProduction', 'scanTransfer']) {
    it(`/production/${menu}/index is the station page of ${menu}`, async () => {
      grant([`${menu}:page`, `${menu}:scan`]);
      const stub = fetchStub({ [`GET /api/${menu}/stations`]: [] });
      renderAt(`/factory/production/${menu}`, createElement(await load(menu)));
      await screen.findByTestId('station-page');
      await waitFor(() => expect(stub.paths()).toContain(`GET /api/${menu}/stations`));
    });
  }

  it('batching: Release now auto-batches with releasePartial and shows the counts; a pending batch adds a piece by code', async () => {
    grant(Object.values(dtgBatchResource.permissions));
    const stub = fetchStub({
      'POST /api/batch/page': () => page([{ id: 9, batchNo: 'B-9', auditState: BatchAuditState.Pending, quantity: 0 }]),
      'POST /api/batch/autoBatch': { batches: 2, pieces: 30, unmatched: 1, waiting: 0 },
      'GET /api/batch/detail': { id: 9, batchNo: 'B-9', auditState: BatchAuditState.Pending, quantity: 0 },
      'GET /api/batch/pieces': [],
      'POST /api/batch/addPieces': 1,
    });
    renderAt('/factory/production/batch', createElement(await load('batch')));
    await screen.findAllByText('B-9');
    fireEvent.click(screen.getByTestId('release-now'));
    expect((await screen.findByTestId('auto-batch-result')).textContent).toContain(
      '2 batches with 30 pieces; 1 unmatched, 0 waiting',
    );
    expect(stub.calls.find((c) => c.url.pathname === '/api/batch/autoBatch')?.body).toEqual({ releasePartial: true });

    fireEvent.click(screen.getByRole('button', { name: /View/ }));
    const add = (await screen.findByTestId('batch-add-code')).querySelector('input') as HTMLInputElement;
    fireEvent.change(add, { target: { value: 'P0001' } });
    fireEvent.keyDown(add, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(stub.calls.find((c) => c.url.pathname === '/api/batch/addPieces')?.body).toEqual({
        id: 9,
        codes: ['P0001'],
      }),
    );
  });

  it('heat-print batching: Complete is offered for an in-progress batch with heatBatch:complete, confirmed, then posted', async () => {
    grant([...Object.values(heatBatchResource.permissions), 'heatBatch:complete']);
    const rows = [
      { id: 11, batchNo: 'HB-11', auditState: BatchAuditState.Audited, heatState: HeatBatchState.InProgress },
      { id: 12, batchNo: 'HB-12', auditState: BatchAuditState.Audited, heatState: HeatBatchState.Completed },
    ];
    const stub = fetchStub({ 'POST /api/heatBatch/page': () => page(rows), 'POST /api/heatBatch/complete': null });
    const view = renderAt('/factory/production/heatBatch', createElement(await load('heatBatch')));
    await screen.findAllByText('HB-11');
    const testId = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
    expect(testId('transition-complete-11')).toBeTruthy();
    expect(testId('transition-complete-12')).toBeNull();
    fireEvent.click(testId('transition-complete-11') as HTMLElement);
    expect(
      await screen.findByText('Have all the transfers of this batch been pressed? Complete the batch?'),
    ).toBeTruthy();
    const confirm = [...document.querySelectorAll('.ant-popconfirm .ant-btn-primary')].pop() as HTMLElement;
    await act(async () => fireEvent.click(confirm));
    await waitFor(() =>
      expect(stub.calls.find((c) => c.url.pathname === '/api/heatBatch/complete')?.body).toEqual({ id: 11 }),
    );
    view.unmount();

    // Without the code, no Complete.
    grant(Object.values(heatBatchResource.permissions));
    fetchStub({ 'POST /api/heatBatch/page': () => page(rows) });
    renderAt('/factory/production/heatBatch', createElement(await load('heatBatch')));
    await screen.findAllByText('HB-11');
    expect(testId('transition-complete-11')).toBeNull();
  });
});
