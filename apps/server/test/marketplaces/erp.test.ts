import { startEccangSimulator, startMabangSimulator } from '@printfloor/simulators';
import { createErpAdapter, eccangAdapter, mabangAdapter } from '../../src/modules/marketplaces/index.ts';
import { describeContract } from './contract.ts';

/** EcCang and Mabang: the generic ERP-pull protocol (no public reference; docs/marketplaces.md). */
const statuses = {
  unpaid: { platformStatus: 'unpaid', storeState: 2, cancelled: false },
  on_hold: { platformStatus: 'pending_review', storeState: 1, cancelled: false },
  awaiting_shipment: { platformStatus: 'to_ship', storeState: 3, cancelled: false },
  partially_shipped: { platformStatus: 'partially_shipped', storeState: 3, cancelled: false },
  shipped: { platformStatus: 'shipped', storeState: 4, cancelled: false },
  completed: { platformStatus: 'completed', storeState: 4, cancelled: false },
  cancelled: { platformStatus: 'cancelled', storeState: 4, cancelled: true },
};

describeContract({
  adapter: eccangAdapter,
  start: startEccangSimulator,
  platformWindowLimit: (limits) => createErpAdapter('eccang', limits),
  pageNumbered: true,
  statuses,
});

describeContract({
  adapter: mabangAdapter,
  start: startMabangSimulator,
  platformWindowLimit: (limits) => createErpAdapter('mabang', limits),
  pageNumbered: true,
  statuses,
});
