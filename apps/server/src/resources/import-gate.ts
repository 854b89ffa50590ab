import { BizError } from '../errors.ts';

/**
 * How many xlsx imports run at once: an import holds its file, its parsed rows and one long
 * transaction, so a burst of them must not add up. Per instance and per tenant (one tenant cannot
 * take every slot); the rest wait in line for a short while and are then refused with R0090.
 */
export interface ImportGateLimits {
  perInstance: number;
  perTenant: number;
  /** How long a waiting import keeps its place before it is refused. */
  waitMs: number;
}

/** Largest xlsx an import accepts (compressed; the zip guard bounds what it unpacks to). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const IMPORT_GATE_LIMITS: ImportGateLimits = { perInstance: 2, perTenant: 1, waitMs: 20_000 };

interface Waiter {
  tenantId: number;
  start: () => void;
}

export class ImportGate {
  private running = 0;
  private readonly byTenant = new Map<number, number>();
  private readonly queue: Waiter[] = [];

  constructor(private readonly limits: ImportGateLimits = IMPORT_GATE_LIMITS) {}

  /** Runs `work` once a slot of the instance and of the tenant is free; R0090 after `waitMs` in line. */
  async run<T>(tenantId: number, work: () => Promise<T>): Promise<T> {
    if (this.free(tenantId)) this.take(tenantId);
    else await this.wait(tenantId); // the slot is taken on our behalf when we are let in
    try {
      return await work();
    } finally {
      this.release(tenantId);
    }
  }

  private free(tenantId: number): boolean {
    return this.running < this.limits.perInstance && (this.byTenant.get(tenantId) ?? 0) < this.limits.perTenant;
  }

  private take(tenantId: number): void {
    this.running++;
    this.byTenant.set(tenantId, (this.byTenant.get(tenantId) ?? 0) + 1);
  }

  private release(tenantId: number): void {
    this.running--;
    const n = (this.byTenant.get(tenantId) ?? 1) - 1;
    if (n > 0) this.byTenant.set(tenantId, n);
    else this.byTenant.delete(tenantId);
    // First in line whose tenant has room goes next.
    const next = this.queue.findIndex((w) => this.free(w.tenantId));
    const waiter = next >= 0 ? this.queue.splice(next, 1)[0] : undefined;
    if (waiter) {
      this.take(waiter.tenantId);
      waiter.start();
    }
  }

  private wait(tenantId: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        tenantId,
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        reject(new BizError('R0090'));
      }, this.limits.waitMs);
      this.queue.push(waiter);
    });
  }
}

const gates = new WeakMap<object, ImportGate>();

/** The gate of one server (keyed by its services: one per instance, fresh per test server). */
export function importGateOf(services: object): ImportGate {
  let gate = gates.get(services);
  if (!gate) {
    gate = new ImportGate();
    gates.set(services, gate);
  }
  return gate;
}
