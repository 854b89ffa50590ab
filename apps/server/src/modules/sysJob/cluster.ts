import { hostname } from 'node:os';
import { JobRunStatus } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { STALE_SECONDS } from './claim.ts';

/** This instance's cluster id: host, process and a random tail (two servers in one process differ). */
export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Beats this instance's heartbeat (inserting its row on the first beat) and marks runs left
 * "running" by instances that stopped beating as interrupted: their process ended mid-run.
 */
export async function heartbeat(ex: Executor, instanceId: string): Promise<void> {
  await ex.execute(sql`insert into sys_job_cluster (cluster_id, host, pid) values (${instanceId}, ${hostname()}, ${process.pid})
    on conflict (cluster_id) do update set heartbeat_time = now(), stop_time = null`);
  await ex.execute(sql`update sys_job_trigger_record r
      set status = ${JobRunStatus.Interrupted}, finish_time = now(),
          error = 'the instance running it stopped (no heartbeat)'
    where r.status = ${JobRunStatus.Running}
      and not exists (select 1 from sys_job_cluster k
                       where k.cluster_id = r.instance_id and k.stop_time is null
                         and k.heartbeat_time > now() - make_interval(secs => ${STALE_SECONDS * 2}))`);
}

/** A clean stop: the row stays for the cluster view (shown as stopped), pruned after a week. */
export async function leaveCluster(ex: Executor, instanceId: string): Promise<void> {
  await ex.execute(sql`update sys_job_cluster set stop_time = now() where cluster_id = ${instanceId}`);
  await ex.execute(sql`delete from sys_job_cluster
    where coalesce(stop_time, heartbeat_time) < now() - interval '7 days'`);
}
