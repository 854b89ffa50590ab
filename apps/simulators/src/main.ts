import { startAliexpressSimulator } from './aliexpress.ts';
import { startAmazonSimulator } from './amazon.ts';
import type { SimOptions, Simulator } from './core/server.ts';
import { startEccangSimulator, startMabangSimulator } from './erp.ts';
import { startJushuitanSimulator } from './jushuitan.ts';
import { startSheinSimulator } from './shein.ts';
import { startTemuSimulator } from './temu.ts';
import { startTiktokSimulator } from './tiktok.ts';

/**
 * `npm run simulators`: every platform simulator on a fixed local port, seeded with a month of
 * orders, for demos and browser tests. Prints what an app configuration needs: base URL, app key,
 * app secret and a reusable demo authorization code (Temu: a seller token valid for a year).
 * SIMULATORS_PORT sets the first port (default 7301, then one per platform in the order below), or
 * SIMULATORS_PORTS each platform's own, comma-separated in that order (the browser tests take them
 * from the operating system); SIMULATORS_ORDERS the orders per platform (default 2000).
 */
const first = Number(process.env.SIMULATORS_PORT ?? 7301);
const ports = process.env.SIMULATORS_PORTS?.split(',').map(Number);
const perPlatform = Number(process.env.SIMULATORS_ORDERS ?? 2000);

const SIMULATOR_PLATFORMS: [string, (options: SimOptions) => Promise<Simulator>][] = [
  ['tiktok', startTiktokSimulator],
  ['temu', startTemuSimulator],
  ['shein', startSheinSimulator],
  ['jushuitan', startJushuitanSimulator],
  ['amazon', startAmazonSimulator],
  ['aliexpress', startAliexpressSimulator],
  ['eccang', startEccangSimulator],
  ['mabang', startMabangSimulator],
];

if (ports && (ports.length !== SIMULATOR_PLATFORMS.length || ports.some((p) => !Number.isInteger(p) || p < 0)))
  throw new Error(`SIMULATORS_PORTS needs ${SIMULATOR_PLATFORMS.length} ports, got "${process.env.SIMULATORS_PORTS}"`);

const started: Simulator[] = [];
for (const [index, [name, start]] of SIMULATOR_PLATFORMS.entries()) {
  const sim = await start({ port: ports ? ports[index] : first + index });
  const now = sim.clock.now();
  sim.seed({ count: perPlatform, from: now - 30 * 24 * 3600_000, to: now - 10 * 60_000, seed: index + 1 });
  started.push(sim);
  console.log(
    `${name.padEnd(11)} ${sim.baseUrl}  appKey=${sim.appKey}  appSecret=${sim.appSecret}  code=${sim.demoCode}  orders=${sim.store.size}`,
  );
}
console.log(
  'Control API on each: GET /_sim/state, POST /_sim/code | /_sim/faults | /_sim/clock | /_sim/orders (docs/marketplaces.md).',
);
console.log('Ctrl-C stops them.');

const stop = async () => {
  await Promise.all(started.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
