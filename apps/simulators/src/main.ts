import type { SimOptions, Simulator } from './core/server.ts';
import { startTiktokSimulator } from './tiktok.ts';

/**
 * `npm run simulators`: every platform simulator on a fixed local port, seeded with a month of
 * orders, for demos and browser tests. Prints what an app configuration needs: base URL, app key,
 * app secret and a reusable demo authorization code. Ports: SIMULATORS_PORT (first, default 7301).
 */
const first = Number(process.env.SIMULATORS_PORT ?? 7301);
const perPlatform = Number(process.env.SIMULATORS_ORDERS ?? 2000);

const PLATFORMS: [string, (options: SimOptions) => Promise<Simulator>][] = [['tiktok', startTiktokSimulator]];

const started: Simulator[] = [];
for (const [index, [name, start]] of PLATFORMS.entries()) {
  const sim = await start({ port: first + index });
  const now = sim.clock.now();
  sim.seed({ count: perPlatform, from: now - 30 * 24 * 3600_000, to: now - 10 * 60_000, seed: index + 1 });
  started.push(sim);
  console.log(
    `${name.padEnd(11)} ${sim.baseUrl}  appKey=${sim.appKey}  appSecret=${sim.appSecret}  code=${sim.demoCode}  orders=${sim.store.size}`,
  );
}
console.log('Ctrl-C stops them.');

const stop = async () => {
  await Promise.all(started.map((s) => s.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
