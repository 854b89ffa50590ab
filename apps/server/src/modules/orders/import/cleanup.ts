import { ImportState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { deleteInBatches, type JobContext, registerJob, retentionDays } from '../../sysJob/index.ts';

/**
 * Order import runs (and their error rows, the "error file") finished more than `days`
 * (default 90) ago. Runs still queued or running are never touched. The orders domain owns
 * these tables, so their clean-up lives here and the job system only schedules it.
 *
 * Staging rows (oms_import_row) belong to the run that writes them: the run clears its own, and
 * this job does not look at them, so it never races an import in progress.
 */
export async function cleanImports(ctx: Pick<JobContext, 'services' | 'signal' | 'properties'>): Promise<number> {
  const keep = retentionDays(ctx.properties, 90);
  const old = sql`r.state in (${ImportState.Completed}, ${ImportState.Failed}, ${ImportState.Interrupted})
    and coalesce(r.finish_time, r.start_time) < now() - make_interval(days => ${keep})`;
  // Error rows first, then the runs left without any: a run is only deleted once its error file is gone.
  const errors = await deleteInBatches(
    ctx.services,
    ctx.signal,
    (n) => sql`with gone as (delete from oms_import_error e where (e.tenant_id, e.id) in (
        select e2.tenant_id, e2.id from oms_import_error e2
          join oms_import_record r on r.tenant_id = e2.tenant_id and r.id = e2.record_id
         where ${old} limit ${n}) returning 1)
      select count(*)::int as n from gone`,
  );
  const records = await deleteInBatches(
    ctx.services,
    ctx.signal,
    (n) => sql`with gone as (delete from oms_import_record d where (d.tenant_id, d.id) in (
        select r.tenant_id, r.id from oms_import_record r
         where ${old}
           and not exists (select 1 from oms_import_error e where e.tenant_id = r.tenant_id and e.record_id = r.id)
         limit ${n}) returning 1)
      select count(*)::int as n from gone`,
  );
  return errors + records;
}

/** Registers the clean-up with the job system (called from the orders domain's registration). */
export function registerImportCleanupJob(): void {
  registerJob({
    jobId: 'cleanImports',
    groupName: 'orders',
    description: 'Deletes order import runs and their error rows finished more than `days` (90) days ago',
    defaultCron: '0 4 * * *',
    properties: { days: 90 },
    handler: cleanImports,
  });
}
