import { BatchAuditState, TransferState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { BizError } from '../../../errors.ts';
import type { ResourceHooks } from '../../../resources/hooks/types.ts';
import { lockBatching } from './batch-pieces.ts';

type Row = Record<string, unknown>;

/** The pieces of these batches go back to the pool of pieces waiting for a batch. */
async function freePieces(tx: Tx, tenantId: number, batchIds: readonly number[]): Promise<void> {
  if (!batchIds.length) return;
  await lockBatching(tx, tenantId);
  const ids = `{${batchIds.join(',')}}`;
  await tx.execute(sql`update pro_piece set batch_id = null, batch_no = null, update_time = now()
                        where tenant_id = ${tenantId} and batch_id = any(${ids}::bigint[])`);
  await tx.execute(sql`update pro_batch set quantity = 0 where tenant_id = ${tenantId} and id = any(${ids}::bigint[])`);
}

/**
 * Batches (resources `batch` and `heatBatch`): audit records who; a heat batch completes only audited and
 * transferred; unbinding — allowed only before
 * audit, P1001 after, as the declaration says — frees the pieces; so does deleting a batch that is
 * not audited (an audited batch cannot be deleted: its files may already be on a printer).
 */
export const batchHooks: ResourceHooks = {
  async beforeWrite(_ctx, { values }) {
    // A batch without a date is today's (the column's default), not a date-less batch.
    if ('batchDate' in values && (values.batchDate === null || values.batchDate === '')) delete values.batchDate;
  },
  async beforeDelete({ tx, caller }, rows: Row[]) {
    const audited = rows.find((r) => Number(r.auditState) === BatchAuditState.Audited);
    if (audited) throw new BizError('P1001', { code: String(audited.batchNo) });
    await freePieces(
      tx,
      caller.auth.tenantId,
      rows.map((r) => Number(r.id)),
    );
  },
  transitions: {
    audit: {
      set: ({ caller }) => ({ audit_time: sql`now()`, auditor_name: caller.auth.realName || caller.auth.account }),
    },
    // A heat batch is completed once its transfers are pressed: it must be audited (P1025) and its gang sheets
    // transferred (P1026). The engine locked the rows, so neither can change under the check, and its update
    // is guarded on the from-states (in progress, fault) in SQL.
    complete: {
      async guard(_ctx, { rows }) {
        const unaudited = rows.find((r) => Number(r.auditState) !== BatchAuditState.Audited);
        if (unaudited) throw new BizError('P1025', { code: String(unaudited.batchNo) });
        const untransferred = rows.find((r) => Number(r.transferState) !== TransferState.Done);
        if (untransferred) throw new BizError('P1026', { code: String(untransferred.batchNo) });
      },
    },
    unbind: {
      async apply({ tx, caller }, { after }) {
        await freePieces(
          tx,
          caller.auth.tenantId,
          after.map((r) => Number(r.id)),
        );
      },
    },
  },
};
