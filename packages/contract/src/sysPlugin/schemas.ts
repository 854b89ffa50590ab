import { z } from 'zod';
import type { LocalizedText } from '../i18n/labels.ts';
import { idSchema, reqText } from '../schemas/common.ts';

/**
 * Plugins (sysPlugin): the optional parts of the system, each enabled or disabled per tenant with
 * a configuration of its own declared fields. Only parts that exist are listed.
 */

export const PluginKind = { Marketplace: 'marketplace' } as const;
export type PluginKind = (typeof PluginKind)[keyof typeof PluginKind];

/** One setting a plugin declares; the console renders its form from these. */
export interface PluginField {
  key: string;
  type: 'boolean' | 'integer' | 'string';
  label: LocalizedText;
  help?: LocalizedText;
  required?: boolean;
  default: boolean | number | string;
  min?: number;
  max?: number;
  maxLength?: number;
}

/** A plugin with its state in one tenant (sysPlugin/page). */
export interface PluginRow {
  id: string;
  kind: PluginKind;
  /** The plugin's name as error messages quote it. */
  name: string;
  title: LocalizedText;
  version: string;
  fields: PluginField[];
  tenantId: number;
  enabled: boolean;
  config: Record<string, boolean | number | string>;
  updateTime: string | null;
}

/** sysPlugin/page: the plugins in a tenant (the platform may name any tenant; others get their own). */
export const pluginPageSchema = z.looseObject({ tenantId: idSchema.optional() });
export type PluginPageInput = z.output<typeof pluginPageSchema>;

/** sysPlugin/update: enable or disable a plugin in a tenant and set its configuration. */
export const pluginUpdateSchema = z.object({
  id: reqText(64),
  tenantId: idSchema.optional(),
  enabled: z.boolean(),
  config: z.record(z.string(), z.unknown()).default({}),
});
export type PluginUpdateInput = z.output<typeof pluginUpdateSchema>;
