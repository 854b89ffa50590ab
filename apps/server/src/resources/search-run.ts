import {
  type ReasonLink,
  TRANSITION_SEARCH_MAX,
  type TransitionInfo,
  type TransitionReasonGroup,
  type TransitionSearchResult,
} from '@printfloor/contract';
import type { Tx } from '../db/client.ts';
import { BizError } from '../errors.ts';
import { publishLive } from '../modules/live/index.ts';
import type { ResourceStore } from './store.ts';
import { type RowRefusal, runRowByRow } from './transitions.ts';
import type { Caller, Row } from './types.ts';

/** What a run needs of its request: the caller's read and transaction (route.ts), the rows-moved hook. */
export interface SearchRunContext {
  caller: Caller;
  read<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  tenant<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Called after each chunk's commit with the ids it moved (the resource's afterWrite). */
  moved(ids: number[]): Promise<void>;
}

export interface SearchRunOptions {
  /** The id the console gave the run (its progress events carry it); none, no events. */
  runId?: string;
  /** Rows per transaction. */
  chunkSize: number;
  max?: number;
}

/** Labels shown per reason, and screens linked per reason. */
const EXAMPLES = 5;
const LINKS = 5;

/**
 * Runs a transition on every row a list's search matches (docs/resources.md "A whole search"): the
 * server finds the ids itself — the page's conditions, so never a row the list would not show — refuses
 * more than `max` (R0009), then moves them in chunks of `chunkSize` in id order, each chunk its own
 * transaction (rows on their own savepoints when one refuses, runRowByRow): a long run holds no huge
 * transaction and locks, and a run cut off keeps the chunks it committed — the rest stay as they were,
 * and running the search again goes on with them. After each chunk, its progress goes to the caller's
 * live channel in the same transaction (delivered at its commit). Answers the rows moved and the refused
 * grouped by error code and the domain's reason (RefusalReason: e.g. a review issue, with where to fix it).
 */
export async function runTransitionOnSearch(
  ctx: SearchRunContext,
  store: ResourceStore,
  transition: TransitionInfo,
  search: Row,
  input: Row,
  { runId, chunkSize, max = TRANSITION_SEARCH_MAX }: SearchRunOptions,
): Promise<TransitionSearchResult> {
  const { caller } = ctx;
  const { total, ids } = await ctx.read((tx) => store.matchingIds(tx, caller, search, max + 1));
  if (total > max) throw new BizError('R0009', { count: total, max });
  const groups = new ReasonGroups();
  let count = 0;
  let done = 0;
  const size = Math.max(1, Math.floor(chunkSize));
  for (let start = 0; start < ids.length; start += size) {
    const chunk = ids.slice(start, start + size);
    const result = await ctx.tenant(async (tx) => {
      const moved = await runRowByRow(tx, caller, store, transition, chunk, input);
      if (runId)
        await publishLive(tx, {
          tenantIds: [caller.auth.tenantId],
          userIds: [caller.auth.userId],
          event: {
            type: 'transitionProgress',
            runId,
            resource: store.resource.name,
            transition: transition.name,
            done: done + chunk.length,
            total,
            count: count + moved.count,
          },
        });
      return moved;
    });
    done += chunk.length;
    count += result.count;
    for (const r of result.refused) groups.add(r);
    const refused = new Set(result.refused.map((r) => r.id));
    const moved = chunk.filter((id) => !refused.has(id));
    if (moved.length) await ctx.moved(moved);
  }
  return { total, count, refusedCount: groups.rows, reasons: groups.list() };
}

/** Refusals grouped by error code and reason key. */
class ReasonGroups {
  private readonly groups = new Map<string, TransitionReasonGroup & { linked: Set<string> }>();
  rows = 0;

  add(refusal: RowRefusal): void {
    this.rows++;
    const reasons = refusal.reasons.length ? refusal.reasons : [null];
    // One reason named twice for a row (two lines of one unmapped SKU…) counts the row once.
    const seen = new Set<string>();
    for (const reason of reasons) {
      const key = `${refusal.code}\u0000${reason?.key ?? ''}`;
      let group = this.groups.get(key);
      if (!group) {
        group = {
          code: refusal.code,
          reason: reason?.key ?? null,
          title: reason?.title ?? refusal.message,
          count: 0,
          examples: [],
          links: [],
          linked: new Set(),
        };
        this.groups.set(key, group);
      }
      if (reason?.link) this.link(group, reason.link);
      if (seen.has(key)) continue;
      seen.add(key);
      group.count++;
      if (group.examples.length < EXAMPLES) group.examples.push(refusal.label ?? String(refusal.id));
    }
  }

  private link(group: TransitionReasonGroup & { linked: Set<string> }, link: ReasonLink): void {
    const key = `${link.path}?${new URLSearchParams(link.query ?? {}).toString()}`;
    if (group.linked.has(key) || group.links.length >= LINKS) return;
    group.linked.add(key);
    group.links.push(link);
  }

  list(): TransitionReasonGroup[] {
    // The reasons holding most rows first: what to fix first.
    return [...this.groups.values()].map(({ linked: _l, ...g }) => g).sort((a, b) => b.count - a.count);
  }
}
