import { startTemuSimulator } from '@printfloor/simulators';
import { temuAdapter } from '../../src/modules/marketplaces/index.ts';
import { describeContract } from './contract.ts';

describeContract({
  adapter: temuAdapter,
  start: startTemuSimulator,
  // Temu has no OAuth code: the seller pastes the mall's access token from the Seller Center.
  code: (sim) => sim.tokens.issueAccessToken(),
  noRefresh: true,
  pageNumbered: true,
  statuses: {
    on_hold: { platformStatus: '1', storeState: 1, cancelled: false },
    awaiting_shipment: { platformStatus: '2', storeState: 3, cancelled: false },
    partially_shipped: { platformStatus: '41', storeState: 3, cancelled: false },
    shipped: { platformStatus: '4', storeState: 4, cancelled: false },
    completed: { platformStatus: '5', storeState: 4, cancelled: false },
    cancelled: { platformStatus: '3', storeState: 4, cancelled: true },
  },
});
