import { sysConfigHooks } from './sysConfig.ts';
import { sysDictTypeHooks } from './sysDict.ts';
import type { ResourceHooks } from './types.ts';

/** Server-only hooks of the generic system resources (business domains bring their own: ServerDomain.hooks). */
export const SYSTEM_RESOURCE_HOOKS: Record<string, ResourceHooks> = {
  sysConfig: sysConfigHooks,
  sysDictType: sysDictTypeHooks,
};

export type { HookContext, ResourceHooks } from './types.ts';
