import type { NumberTarget } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';
import { nextNumbers } from '../factorySettings/index.ts';

/**
 * Document numbers of production: the tenant's numbering rule for the target, else the target's
 * prefix + date + a serial from the id sequence (unique without a rule, like order codes), so a
 * factory that has not set up its rules yet can still release work.
 */
export async function newCodes(tx: Tx, tenantId: number, target: NumberTarget, prefix: string, count: number) {
  if (count < 1) return [];
  try {
    return await nextNumbers(tx, tenantId, target, count);
  } catch (error) {
    if (!(error instanceof BizError)) throw error;
    const rows = await queryRows<{ code: string }>(
      tx,
      sql`select ${prefix} || to_char(now(), 'YYYYMMDD') || lpad((nextval('pf_id_seq') % 1000000)::text, 6, '0') as code
            from generate_series(1, ${count})`,
    );
    return rows.map((r) => r.code);
  }
}
