import { isTimeZone, type SettingsGroup, settingsDefaults } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context.ts';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';

/**
 * Typed per-tenant settings (declared in packages/contract/src/factorySettings/resources.ts).
 * `tenantSetting` groups live in mes_tenant_setting (one jsonb value per key, defaults from the
 * declaration); the time zone lives in sys_tenant.time_zone (its one source of truth).
 */

export type SettingValues = Record<string, unknown>;

/** The group's values: stored values over the declared defaults (unknown stored keys are ignored). */
export async function readSettings(tx: Tx, tenantId: number, group: SettingsGroup): Promise<SettingValues> {
  const values = settingsDefaults(group);
  if (group.storage === 'tenantRow') {
    const [row] = await queryRows<{ time_zone: string | null }>(
      tx,
      sql`select time_zone from sys_tenant where id = ${tenantId}`,
    );
    if (isTimeZone(row?.time_zone)) values.timeZone = row?.time_zone;
    return values;
  }
  const rows = await queryRows<{ key: string; value: unknown }>(
    tx,
    sql`select key, value from mes_tenant_setting where tenant_id = ${tenantId} and group_code = ${group.name}`,
  );
  for (const row of rows) if (row.key in values) values[row.key] = row.value;
  return values;
}

/** Writes the given keys (validated by the group's schema); absent keys keep their value. */
export async function writeSettings(
  tx: Tx,
  auth: AuthContext,
  group: SettingsGroup,
  input: SettingValues,
): Promise<void> {
  const who = auth.realName || auth.account;
  if (group.storage === 'tenantRow') {
    if (input.timeZone === undefined) return;
    await tx.execute(
      sql`update sys_tenant set time_zone = ${String(input.timeZone)}, update_time = now(),
             update_user_id = ${auth.userId}, update_user_name = ${who}
           where id = ${auth.tenantId}`,
    );
    return;
  }
  for (const field of group.fieldList) {
    const value = input[field.key];
    if (value === undefined) continue;
    await tx.execute(
      sql`insert into mes_tenant_setting (tenant_id, group_code, key, value, update_user_id, update_user_name)
          values (${auth.tenantId}, ${group.name}, ${field.key}, ${JSON.stringify(value)}::jsonb, ${auth.userId}, ${who})
          on conflict (tenant_id, group_code, key)
          do update set value = excluded.value, update_time = now(),
                        update_user_id = excluded.update_user_id, update_user_name = excluded.update_user_name`,
    );
  }
}
