import { startJushuitanSimulator } from '@printfloor/simulators';
import { createJushuitanAdapter, jushuitanAdapter } from '../../src/modules/marketplaces/index.ts';
import { describeContract } from './contract.ts';

describeContract({
  adapter: jushuitanAdapter,
  start: startJushuitanSimulator,
  platformWindowLimit: createJushuitanAdapter,
  pageNumbered: true,
  noLabel: true,
  statuses: {
    unpaid: { platformStatus: 'WaitPay', storeState: 2, cancelled: false },
    on_hold: { platformStatus: 'WaitConfirm', storeState: 1, cancelled: false },
    awaiting_shipment: { platformStatus: 'Delivering', storeState: 3, cancelled: false },
    shipped: { platformStatus: 'Sent', storeState: 4, cancelled: false },
    cancelled: { platformStatus: 'Cancelled', storeState: 4, cancelled: true },
  },
});
