import { sql } from 'drizzle-orm';
import type { ResourceHooks } from '../resources/hooks/types.ts';

/**
 * The server side of sysEvent's `retry` transition (contract resources/events.ts): the attempts
 * start again from zero and the delivery is due now. The view's update trigger (migration 0013)
 * writes sys_event_delivery and wakes the workers at commit.
 */
export const sysEventHooks: ResourceHooks = {
  transitions: {
    retry: {
      set: () => ({ attempts: 0, next_time: sql`now()` }),
    },
  },
};
