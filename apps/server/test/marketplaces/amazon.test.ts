import { startAmazonSimulator } from '@printfloor/simulators';
import { amazonAdapter } from '../../src/modules/marketplaces/index.ts';
import { describeContract } from './contract.ts';

describeContract({
  adapter: amazonAdapter,
  start: startAmazonSimulator,
  unsigned: true,
  noLabel: true,
  artworkZip: true,
  statuses: {
    unpaid: { platformStatus: 'Pending', storeState: 2, cancelled: false },
    on_hold: { platformStatus: 'PendingAvailability', storeState: 2, cancelled: false },
    awaiting_shipment: { platformStatus: 'Unshipped', storeState: 3, cancelled: false },
    partially_shipped: { platformStatus: 'PartiallyShipped', storeState: 3, cancelled: false },
    shipped: { platformStatus: 'Shipped', storeState: 4, cancelled: false },
    cancelled: { platformStatus: 'Canceled', storeState: 4, cancelled: true },
  },
});
