import { sql } from 'drizzle-orm';
import { it } from 'vitest';
import { inTenant } from '../../src/db/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { createTestServer } from '../helpers/server.ts';

it('profile', async () => {
  const server = await createTestServer();
  const q = sql`explain analyze select distinct x.permission from (select m.permission from sys_menu m join sys_tenant_menu tm on tm.menu_id = m.id where m.status = 1 and not m.is_delete and (m.areas is null or 'factory' = any(m.areas))) x where x.permission is not null`;
  for (let i = 0; i < 3; i++) {
    const r = await inTenant(server.db, 1310000000001, (tx) => queryRows<Record<string, string>>(tx, q));
    if (i === 2) console.log(r.map((x) => Object.values(x)[0]).join('\n'));
  }
  const q2 = sql`explain analyze select s.revoked_at, s.refresh_gen, u.status from sys_session s join sys_user u on u.tenant_id = s.tenant_id and u.id = s.user_id join sys_tenant t on t.id = s.tenant_id left join sys_org o on o.tenant_id = u.tenant_id and o.id = u.org_id where s.id = 1 and s.user_id = 2`;
  const r2 = await inTenant(server.db, 1310000000001, (tx) => queryRows<Record<string, string>>(tx, q2));
  console.log(r2.map((x) => Object.values(x)[0]).join('\n'));
  await server.close();
}, 120000);
