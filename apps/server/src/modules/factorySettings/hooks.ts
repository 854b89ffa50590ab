import { GTX_INK_DEPENDENT, gtxSettingSet } from '@printfloor/contract';
import { mesBrotherTemplate, mesHeatPrintSetting } from '../../db/schema/index.ts';
import { ValidationError } from '../../errors.ts';
import { translateValidation } from '../../http/i18n.ts';
import { singleDefaultHooks } from '../../resources/hooks/single-default.ts';
import type { ResourceHooks } from '../../resources/hooks/types.ts';

export const heatPrintSettingHooks: ResourceHooks = singleDefaultHooks(mesHeatPrintSetting);

/**
 * Brother templates: one default per tenant, and the GTX settings that apply only with some
 * ink modes (GTX_INK_DEPENDENT). A value given for an ink mode it does not apply to is refused
 * (also on an update that sends the setting without the ink mode); when the ink mode changes,
 * stored settings that no longer apply are cleared.
 */
export const brotherTemplateHooks: ResourceHooks = {
  async beforeWrite(ctx, change) {
    const { values, before } = change;
    const ink = Number(values.inkMode ?? before?.inkMode);
    const refused: Record<string, string[]> = {};
    for (const [key, inks] of Object.entries(GTX_INK_DEPENDENT)) {
      if (inks.includes(ink)) continue;
      if (gtxSettingSet(values[key])) refused[key] = [translateValidation(ctx.caller.lang, 'invalidValue')];
      else if (values[key] === undefined && before && gtxSettingSet(before[key]))
        values[key] = key === 'multiPass' ? false : null;
    }
    if (Object.keys(refused).length) throw new ValidationError(refused);
    await singleDefaultHooks(mesBrotherTemplate).beforeWrite?.(ctx, change);
  },
};
