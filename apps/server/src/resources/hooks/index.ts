import { sysConfigHooks } from './sysConfig.ts';
import { sysDictTypeHooks } from './sysDict.ts';
import type { ResourceHooks } from './types.ts';

/** Server-only hooks by resource name. */
export const RESOURCE_HOOKS: Record<string, ResourceHooks> = {
  sysConfig: sysConfigHooks,
  sysDictType: sysDictTypeHooks,
};

export type { HookContext, ResourceHooks } from './types.ts';
