import { startSheinSimulator } from '@printfloor/simulators';
import { createSheinAdapter, sheinAdapter } from '../../src/modules/marketplaces/index.ts';
import { describeContract } from './contract.ts';

describeContract({
  adapter: sheinAdapter,
  start: startSheinSimulator,
  platformWindowLimit: createSheinAdapter,
  pageNumbered: true,
  noExpiry: true,
  wrongSecret: (session) => ({
    ...session,
    credentials: { ...session.credentials, extras: { ...session.credentials.extras, secretKey: 'not-the-key' } },
  }),
  statuses: {
    on_hold: { platformStatus: '1', storeState: 1, cancelled: false },
    awaiting_shipment: { platformStatus: '2', storeState: 3, cancelled: false },
    shipped: { platformStatus: '3', storeState: 4, cancelled: false },
    delivered: { platformStatus: '4', storeState: 4, cancelled: false },
    cancelled: { platformStatus: '5', storeState: 4, cancelled: true },
  },
});
