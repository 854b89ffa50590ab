import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

export interface MerchantCustomer {
  /** The factory whose customer it is. */
  factoryTenantId: number;
  code: string;
  name: string;
  /** The merchant tenant the customer row links (who may send this factory orders). */
  merchantTenantId: number;
  contact: string;
  phone: string;
  remark: string;
}

/**
 * The factory's customer row linking a merchant, made if the factory has no live customer of that code;
 * answers its id. For the seeds of other domains (the scale seed's tenants), which must not write this
 * domain's table themselves.
 */
export async function ensureMerchantCustomer(tx: Tx, c: MerchantCustomer): Promise<number> {
  await tx.execute(sql`
    insert into mes_customer (tenant_id, code, name, merchant_tenant_id, contact, phone, remark)
    select ${c.factoryTenantId}, ${c.code}, ${c.name}, ${c.merchantTenantId}, ${c.contact}, ${c.phone}, ${c.remark}
     where not exists (select 1 from mes_customer
                        where tenant_id = ${c.factoryTenantId} and code = ${c.code} and not is_delete)`);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select id from mes_customer where tenant_id = ${c.factoryTenantId} and code = ${c.code} and not is_delete`,
  );
  return Number(row?.id);
}
