import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { BizError } from '../../errors.ts';

/** A plugin's stored state in one tenant. No row: enabled, with the declared defaults. */
export interface PluginState {
  enabled: boolean;
  config: Record<string, boolean | number | string>;
}

/** The id of the plugin of a marketplace adapter. */
export const marketplacePluginId = (platform: string) => `marketplace.${platform}`;

/** The states of a tenant's plugins by id (in the caller's tenant transaction: row-level security). */
export async function pluginStates(
  tx: Tx,
  tenantId: number,
): Promise<Map<string, PluginState & { updateTime: string | null }>> {
  const rows = await queryRows<{
    pluginId: string;
    enabled: boolean;
    config: PluginState['config'];
    updateTime: string | null;
  }>(
    tx,
    sql`select plugin_id as "pluginId", enabled, config, update_time as "updateTime"
          from sys_plugin_state where tenant_id = ${tenantId}`,
  );
  return new Map(
    rows.map((r) => [r.pluginId, { enabled: r.enabled, config: r.config ?? {}, updateTime: r.updateTime }]),
  );
}

/**
 * The plugin's state in the tenant, refused (D1301) when the tenant disabled it. Other modules
 * call this before using an optional part (the marketplaces before authorizing or pulling).
 */
export async function requirePlugin(tx: Tx, tenantId: number, pluginId: string, name: string): Promise<PluginState> {
  const [row] = await queryRows<PluginState>(
    tx,
    sql`select enabled, config from sys_plugin_state where tenant_id = ${tenantId} and plugin_id = ${pluginId}`,
  );
  if (row && !row.enabled) throw new BizError('D1301', { name });
  return { enabled: true, config: row?.config ?? {} };
}

/** Writes a plugin's state in the tenant (one row per tenant and plugin). */
export async function savePluginState(
  tx: Tx,
  tenantId: number,
  pluginId: string,
  state: PluginState,
  who: { userId: number; realName: string },
): Promise<void> {
  await tx.execute(sql`insert into sys_plugin_state (tenant_id, plugin_id, enabled, config, update_time, update_user_id, update_user_name)
    values (${tenantId}, ${pluginId}, ${state.enabled}, ${JSON.stringify(state.config)}::jsonb, now(), ${who.userId}, ${who.realName})
    on conflict (tenant_id, plugin_id) do update set enabled = excluded.enabled, config = excluded.config,
      update_time = now(), update_user_id = excluded.update_user_id, update_user_name = excluded.update_user_name`);
}
