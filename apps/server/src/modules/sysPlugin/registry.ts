import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type LocalizedText, MENU_TITLES, type PluginField, PluginKind } from '@printfloor/contract';
import { BizError } from '../../errors.ts';
import { adapterFor, SUPPORTED_PLATFORMS } from '../marketplaces/index.ts';
import { marketplacePluginId, type PluginState } from './state.ts';

/** The server's version (apps/server/package.json): the adapters ship inside it. */
const SERVER_VERSION = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string }
).version;

/** An optional part of the system that a tenant can enable, disable and configure. */
export interface PluginDef {
  id: string;
  kind: PluginKind;
  name: string;
  title: LocalizedText;
  version: string;
  fields: PluginField[];
}

const L = (zhCN: string, en: string, zhTW: string, ptBR: string): LocalizedText => ({
  'zh-CN': zhCN,
  en,
  'zh-TW': zhTW,
  'pt-BR': ptBR,
});

/** The settings of a marketplace adapter's plugin (read by the marketplaces' pull service). */
const MARKETPLACE_FIELDS: PluginField[] = [
  {
    key: 'autoSync',
    type: 'boolean',
    label: L('自动同步订单', 'Automatic order sync', '自動同步訂單', 'Sincronização automática de pedidos'),
    help: L(
      '关闭后定时任务不再拉取此平台的店铺，只能手动拉单',
      "Off: the scheduled order sync skips this platform's shops; pull by hand",
      '關閉後排程不再拉取此平台的店鋪，只能手動拉單',
      'Desligada: a sincronização agendada ignora as lojas desta plataforma; puxe manualmente',
    ),
    default: true,
  },
];

/**
 * The plugins that exist: one per marketplace adapter (the marketplaces module's list). Carrier
 * adapters, a payment provider and a print-agent download are not part of the system yet, so
 * they are not listed.
 */
export function pluginRegistry(): PluginDef[] {
  return SUPPORTED_PLATFORMS.map((platform) => {
    const title = MENU_TITLES[`menu.${adapterFor(platform).platform}Shop`] ?? L(platform, platform, platform, platform);
    return {
      id: marketplacePluginId(platform),
      kind: PluginKind.Marketplace,
      name: title.en,
      title,
      // Adapters ship inside the server: their version is the server's.
      version: SERVER_VERSION,
      fields: MARKETPLACE_FIELDS,
    };
  });
}

export function pluginById(id: string): PluginDef {
  const plugin = pluginRegistry().find((p) => p.id === id);
  if (!plugin) throw new BizError('D1300', { pluginId: id }, 404);
  return plugin;
}

/** The declared defaults under the stored values. */
export function effectiveConfig(plugin: PluginDef, stored: PluginState['config']): PluginState['config'] {
  return Object.fromEntries(plugin.fields.map((f) => [f.key, stored[f.key] ?? f.default]));
}

/** A configuration checked against the plugin's declared fields: no unknown key, each value of its type. */
export function validateConfig(plugin: PluginDef, input: Record<string, unknown>): PluginState['config'] {
  const known = new Set(plugin.fields.map((f) => f.key));
  for (const key of Object.keys(input))
    if (!known.has(key)) throw new BizError('D1302', { name: plugin.name, field: key, detail: 'unknown setting' });
  const out: PluginState['config'] = {};
  for (const field of plugin.fields) {
    const value = input[field.key];
    if (value === undefined || value === null || value === '') {
      if (field.required) throw new BizError('D1302', { name: plugin.name, field: field.key, detail: 'required' });
      out[field.key] = field.default;
      continue;
    }
    const bad = (detail: string) => new BizError('D1302', { name: plugin.name, field: field.key, detail });
    if (field.type === 'boolean') {
      if (typeof value !== 'boolean') throw bad('true / false');
    } else if (field.type === 'integer') {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw bad('integer');
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
        throw bad(`${field.min ?? ''}–${field.max ?? ''}`);
    } else if (typeof value !== 'string' || value.length > (field.maxLength ?? 256)) {
      throw bad(`text ≤ ${field.maxLength ?? 256}`);
    }
    out[field.key] = value as boolean | number | string;
  }
  return out;
}
