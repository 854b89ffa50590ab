import { startTiktokSimulator } from '@printfloor/simulators';
import { tiktokAdapter } from '../../src/modules/marketplaces/index.ts';
import { describeContract } from './contract.ts';

describeContract({
  adapter: tiktokAdapter,
  start: startTiktokSimulator,
  statuses: {
    unpaid: { platformStatus: 'UNPAID', storeState: 2, cancelled: false },
    on_hold: { platformStatus: 'ON_HOLD', storeState: 1, cancelled: false },
    awaiting_shipment: { platformStatus: 'AWAITING_SHIPMENT', storeState: 3, cancelled: false },
    partially_shipped: { platformStatus: 'PARTIALLY_SHIPPING', storeState: 3, cancelled: false },
    shipped: { platformStatus: 'IN_TRANSIT', storeState: 4, cancelled: false },
    delivered: { platformStatus: 'DELIVERED', storeState: 4, cancelled: false },
    completed: { platformStatus: 'COMPLETED', storeState: 4, cancelled: false },
    cancelled: { platformStatus: 'CANCELLED', storeState: 4, cancelled: true },
  },
});
