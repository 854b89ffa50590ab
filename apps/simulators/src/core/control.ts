import type { FaultKind } from './faults.ts';
import { makeOrder } from './generator.ts';
import { parseJson } from './json.ts';
import type { SimRequest, SimResponse, Simulator } from './server.ts';
import type { SimStatus } from './store.ts';

/**
 * The simulator's own control API under `/_sim/` — for what runs in another process (browser
 * tests, demos, `curl`) and cannot reach the simulator object: issue codes, arm faults, move the
 * data clock, add or cancel orders, seed. Not part of any platform; no signing, no rate limit.
 */
export function control(req: SimRequest, sim: Simulator): SimResponse | null {
  if (!req.path.startsWith('/_sim/')) return null;
  const body = parseJson(req.body) ?? {};
  const route = `${req.method} ${req.path}`;
  if (route === 'GET /_sim/state') {
    return { json: { platform: sim.platform, now: sim.clock.now(), orders: sim.store.size, demoCode: sim.demoCode } };
  }
  if (route === 'POST /_sim/code') return { json: { code: sim.tokens.issueCode() } };
  if (route === 'POST /_sim/token') return { json: { accessToken: sim.tokens.issueAccessToken() } };
  if (route === 'POST /_sim/faults') {
    sim.faults.inject(body.kind as FaultKind, {
      times: typeof body.times === 'number' ? body.times : undefined,
      delayMs: typeof body.delayMs === 'number' ? body.delayMs : undefined,
      retryAfterS: typeof body.retryAfterS === 'number' ? body.retryAfterS : undefined,
    });
    return { json: { ok: true } };
  }
  if (route === 'DELETE /_sim/faults') {
    sim.faults.clear();
    return { json: { ok: true } };
  }
  if (route === 'POST /_sim/clock') {
    if (typeof body.advanceMs === 'number') sim.clock.advance(body.advanceMs);
    else if (typeof body.setMs === 'number') sim.clock.set(body.setMs);
    else sim.clock.reset();
    return { json: { now: sim.clock.now() } };
  }
  if (route === 'POST /_sim/seed') {
    const now = sim.clock.now();
    const orders = sim.seed({
      count: Number(body.count ?? 100),
      from: Number(body.fromMs ?? now - 7 * 86400_000),
      to: Number(body.toMs ?? now),
      seed: Number(body.seed ?? 1),
    });
    return { json: { added: orders.length, orders: sim.store.size } };
  }
  if (route === 'POST /_sim/orders') {
    const order = sim.store.add(
      makeOrder(sim.newOrderId(), Number(body.createdAtMs ?? sim.clock.now()), undefined, {
        status: (body.status as SimStatus | undefined) ?? 'awaiting_shipment',
        noAddressRatio: body.noAddress === true ? 1 : 0,
        brokenArtwork: body.brokenArtwork === true,
        corrupt: body.corrupt === true,
        customizedRatio: body.customized === false ? 0 : 1,
      }),
    );
    return { json: { id: order.id, visibleAt: order.createdAt + order.lagMs } };
  }
  const cancel = /^\/_sim\/orders\/([^/]+)\/cancel$/.exec(req.path);
  if (cancel && req.method === 'POST') {
    const order = sim.store.get(decodeURIComponent(cancel[1]));
    if (!order) return { status: 404, json: { error: 'no such order' } };
    sim.store.cancel(order.id);
    return { json: { id: order.id, visibleAt: sim.clock.now() + order.lagMs } };
  }
  return { status: 404, json: { error: `no control route ${route}` } };
}
