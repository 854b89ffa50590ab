/**
 * `npm run seed:scale -- [--orders 1000000] [--data-dir DIR]` — the order volume of issue 13:
 * 2 factory tenants (accounts scalefactory1–2), 10 merchant tenants (scalemerchant01–10, five
 * customers of each factory), all with the seed password, and the orders (default 1,000,000 on
 * DATABASE_URL, 100,000 on embedded PGlite). Reruns add only what is missing.
 */
import { parseArgs } from 'node:util';
import { seedScale } from '../src/devtools/seed-scale-orders.ts';

const { values } = parseArgs({ options: { orders: { type: 'string' }, 'data-dir': { type: 'string' } } });
const orders = values.orders ? Number(values.orders.replaceAll('_', '')) : undefined;
if (orders !== undefined && !(Number.isInteger(orders) && orders > 0))
  throw new Error('--orders takes a positive whole number');
await seedScale({ dataDir: values['data-dir'], orders });
