import { startAliexpressSimulator } from '@printfloor/simulators';
import { aliexpressAdapter } from '../../src/modules/marketplaces/index.ts';
import { describeContract } from './contract.ts';

describeContract({
  adapter: aliexpressAdapter,
  start: startAliexpressSimulator,
  pageNumbered: true,
  noLabel: true,
  statuses: {
    unpaid: { platformStatus: 'PLACE_ORDER_SUCCESS', storeState: 2, cancelled: false },
    on_hold: { platformStatus: 'RISK_CONTROL', storeState: 1, cancelled: false },
    awaiting_shipment: { platformStatus: 'WAIT_SELLER_SEND_GOODS', storeState: 3, cancelled: false },
    partially_shipped: { platformStatus: 'SELLER_PART_SEND_GOODS', storeState: 3, cancelled: false },
    shipped: { platformStatus: 'WAIT_BUYER_ACCEPT_GOODS', storeState: 4, cancelled: false },
    completed: { platformStatus: 'FINISH', storeState: 4, cancelled: false },
    cancelled: { platformStatus: 'FINISH', storeState: 4, cancelled: true },
  },
});
