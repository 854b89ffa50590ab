import { sql } from 'drizzle-orm';
import type { ResourceHooks } from './types.ts';

/** Deleting a dictionary type deletes its values too (admin-net-contract §6.2). */
export const sysDictTypeHooks: ResourceHooks = {
  async beforeDelete({ tx }, rows) {
    for (const row of rows) await tx.execute(sql`delete from sys_dict_data where dict_type_id = ${Number(row.id)}`);
  },
};
