import { isTimeZone, type SettingsGroup, settingsDefaults } from '@printfloor/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context.ts';
import type { Tx } from '../../../db/client.ts';
import { updateStamp } from '../../../db/query.ts';
import { mesTenantSetting as s, sysTenant } from '../../../db/schema/index.ts';

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
    const [row] = await tx.select({ timeZone: sysTenant.timeZone }).from(sysTenant).where(eq(sysTenant.id, tenantId));
    if (isTimeZone(row?.timeZone)) values.timeZone = row?.timeZone;
    return values;
  }
  const rows = await tx
    // The value as the driver parsed it: Drizzle's jsonb decoder would parse a stored string again ("138…" → 138…).
    .select({ key: s.key, value: sql<unknown>`${s.value}` })
    .from(s)
    .where(and(eq(s.tenantId, tenantId), eq(s.groupCode, group.name)));
  for (const row of rows) if (row.key in values) values[row.key] = row.value;
  return values;
}

/**
 * One setting of a tenant as a SQL expression (jsonb): the stored value, else the declared default. For
 * a statement that decides by a setting where reading it first would cost a round trip of its own (the
 * station scan); only a `tenantSetting` group.
 */
export function settingValueSql(tenantId: number, group: SettingsGroup, key: string): SQL {
  const fallback = JSON.stringify(settingsDefaults(group)[key] ?? null);
  return sql`coalesce((select ${s.value} from ${s} where ${s.tenantId} = ${tenantId} and ${s.groupCode} = ${group.name}
                          and ${s.key} = ${key}), ${fallback}::jsonb)`;
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
    await tx
      .update(sysTenant)
      .set({ timeZone: String(input.timeZone), ...updateStamp(auth.userId, who) })
      .where(eq(sysTenant.id, auth.tenantId));
    return;
  }
  for (const field of group.fieldList) {
    const value = input[field.key];
    if (value === undefined) continue;
    const row = { value, ...updateStamp(auth.userId, who) };
    await tx
      .insert(s)
      .values({ tenantId: auth.tenantId, groupCode: group.name, key: field.key, ...row })
      .onConflictDoUpdate({ target: [s.tenantId, s.groupCode, s.key], set: row });
  }
}
