/**
 * Local simulators of the marketplaces (factory-domain §16.8): one real HTTP server per platform,
 * enforcing its signing, limits, tokens, lag and rate limits, with faults a test switches on.
 * Tests start them in-process; `npm run simulators` starts them all for demos.
 */

export { aliexpressLayer, startAliexpressSimulator } from './aliexpress.ts';
export { amazonLayer, startAmazonSimulator } from './amazon.ts';
export { SimClock } from './core/clock.ts';
export type { FaultKind, FaultOptions } from './core/faults.ts';
export { makeOrder, type SeedOptions, seedOrders } from './core/generator.ts';
export type { PlatformLayer, SimOptions, Simulator } from './core/server.ts';
export type { SimConsignee, SimLine, SimOrder, SimOrderView, SimStatus } from './core/store.ts';
export { ERP_CODES, eccangLayer, mabangLayer, startEccangSimulator, startMabangSimulator } from './erp.ts';
export { JUSHUITAN_CODES, jushuitanLayer, startJushuitanSimulator } from './jushuitan.ts';
export { SHEIN_CODES, sheinLayer, startSheinSimulator } from './shein.ts';
export { startTemuSimulator, TEMU_ADDRESS_CALLS_PER_DAY, TEMU_CODES, temuLayer } from './temu.ts';
export { startTiktokSimulator, TIKTOK_CODES, TIKTOK_SHOP_CIPHER, TIKTOK_SHOPS, tiktokLayer } from './tiktok.ts';
