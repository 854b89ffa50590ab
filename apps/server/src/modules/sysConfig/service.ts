import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sysConfig as c } from '../../db/schema/index.ts';

/** The group codes in use, sorted. */
export async function groupList(tx: Tx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ groupCode: c.groupCode })
    .from(c)
    .where(and(isNotNull(c.groupCode), ne(c.groupCode, ''), eq(c.isDelete, false)))
    .orderBy(asc(c.groupCode));
  return rows.map((r) => r.groupCode as string);
}
