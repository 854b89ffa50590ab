import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** The group codes in use, sorted. */
export async function groupList(tx: Tx): Promise<string[]> {
  const rows = await queryRows<{ group_code: string }>(
    tx,
    sql`select distinct group_code from sys_config where group_code is not null and group_code <> '' and not is_delete order by group_code`,
  );
  return rows.map((r) => r.group_code);
}
