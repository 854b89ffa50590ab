import { sysNoticeHooks } from '../../modules/sysNotice/index.ts';
import { customerHooks } from './customer.ts';
import { brotherTemplateHooks, heatPrintSettingHooks } from './factory-defaults.ts';
import { sysConfigHooks } from './sysConfig.ts';
import { sysDictTypeHooks } from './sysDict.ts';
import type { ResourceHooks } from './types.ts';
import { shiftPlanHooks, teamHooks } from './workforce.ts';

/** Server-only hooks by resource name. */
export const RESOURCE_HOOKS: Record<string, ResourceHooks> = {
  sysConfig: sysConfigHooks,
  customer: customerHooks,
  brotherTemplate: brotherTemplateHooks,
  heatPrintSetting: heatPrintSettingHooks,
  sysDictType: sysDictTypeHooks,
  team: teamHooks,
  shiftPlan: shiftPlanHooks,
  sysNotice: sysNoticeHooks,
};

export type { HookContext, ResourceHooks } from './types.ts';
