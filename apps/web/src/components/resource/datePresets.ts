import { DATE_SHORTCUT_LABELS, DATE_SHORTCUTS, daysBetween, shortcutRange } from '@printfloor/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useUserInfo } from '../../stores/userInfo.ts';
import { clockParts } from '../../utils/clock.ts';
import { useLanguage } from './lang.ts';

export interface DatePreset {
  label: string;
  value: [Dayjs, Dayjs];
}

/**
 * The §9 date shortcuts as the `presets` of an antd RangePicker, counted from today in the tenant's
 * zone (contract `shortcutRange`): whole days, from 00:00:00 to 23:59:59 for pickers with a time.
 * `maxDays`: leave out the shortcuts longer than a range the caller accepts (the boards' 92 days).
 */
export function useDatePresets(options: { maxDays?: number } = {}): DatePreset[] {
  const lang = useLanguage();
  const zone = useUserInfo((s) => s.userInfos?.timeZone ?? null);
  const today = clockParts(new Date(), zone).date;
  const { maxDays } = options;
  return useMemo(
    () =>
      DATE_SHORTCUTS.map((shortcut) => ({ shortcut, range: shortcutRange(shortcut, today) }))
        .filter(({ range }) => !maxDays || daysBetween(range[0], range[1]) <= maxDays)
        .map(({ shortcut, range }) => ({
          label: DATE_SHORTCUT_LABELS[shortcut][lang],
          value: [dayjs(`${range[0]} 00:00:00`), dayjs(`${range[1]} 23:59:59`)],
        })),
    [lang, today, maxDays],
  );
}
