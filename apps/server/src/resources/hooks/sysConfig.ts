import { YesNo } from '@printfloor/contract';
import { BizError } from '../../errors.ts';
import type { ResourceHooks } from './types.ts';

/** System parameters: built-in rows (sysFlag Y) cannot be deleted (D9001); every write refreshes the settings cache. */
export const sysConfigHooks: ResourceHooks = {
  async beforeDelete(_ctx, rows) {
    if (rows.some((r) => Number(r.sysFlag) === YesNo.Y)) throw new BizError('D9001');
  },
  async afterWrite(caller) {
    caller.services.settings.invalidate();
  },
};
