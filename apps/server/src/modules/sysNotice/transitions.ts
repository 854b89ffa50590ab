import { sql } from 'drizzle-orm';
import type { ResourceHooks } from '../../resources/hooks/types.ts';

/**
 * The server side of the notice transitions declared in the contract (sysNoticeResource):
 * who published and when, and the inbox rows — in the transition's transaction, so a
 * published notice always has its receivers. The live push is a listener (listeners.ts).
 */
export const sysNoticeHooks: ResourceHooks = {
  transitions: {
    public: {
      set: ({ caller }) => ({
        public_time: sql`now()`,
        public_user_id: caller.auth.userId,
        public_user_name: caller.auth.realName,
        public_org_id: caller.auth.orgId,
        public_org_name: caller.auth.orgName,
      }),
      async apply({ tx, caller }, { after }) {
        // Every enabled user of the tenant receives it (Admin.NET: one SysNoticeUser row each).
        await tx.execute(sql`insert into sys_notice_user (tenant_id, notice_id, user_id)
            select u.tenant_id, n.id, u.id
              from sys_user u cross join unnest(array[${sql.join(
                after.map((r) => sql`${Number(r.id)}::bigint`),
                sql`, `,
              )}]) as n(id)
             where u.tenant_id = ${caller.auth.tenantId} and not u.is_delete and u.status = 1
            on conflict do nothing`);
      },
    },
    cancel: {
      set: () => ({ cancel_time: sql`now()` }),
    },
  },
};
