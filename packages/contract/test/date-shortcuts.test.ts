import { describe, expect, it } from 'vitest';
import { DATE_SHORTCUT_LABELS, DATE_SHORTCUTS, daysBetween, shortcutRange } from '../src/date-shortcuts.ts';
import { LANGUAGES } from '../src/languages.ts';

describe('date shortcuts (spec §9)', () => {
  it('counts from the given today, a running period ending today', () => {
    const today = '2026-11-27';
    expect(Object.fromEntries(DATE_SHORTCUTS.map((s) => [s, shortcutRange(s, today)]))).toEqual({
      today: ['2026-11-27', '2026-11-27'],
      yesterday: ['2026-11-26', '2026-11-26'],
      last7Days: ['2026-11-21', '2026-11-27'],
      thisMonth: ['2026-11-01', '2026-11-27'],
      lastMonth: ['2026-10-01', '2026-10-31'],
      thisQuarter: ['2026-10-01', '2026-11-27'],
      thisYear: ['2026-01-01', '2026-11-27'],
      lastYear: ['2025-01-01', '2025-12-31'],
    });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(shortcutRange('yesterday', '2026-01-01')).toEqual(['2025-12-31', '2025-12-31']);
    expect(shortcutRange('lastMonth', '2026-01-15')).toEqual(['2025-12-01', '2025-12-31']);
    expect(shortcutRange('lastMonth', '2028-03-31')).toEqual(['2028-02-01', '2028-02-29']);
    expect(shortcutRange('lastMonth', '2027-03-01')).toEqual(['2027-02-01', '2027-02-28']);
    expect(shortcutRange('last7Days', '2026-03-03')).toEqual(['2026-02-25', '2026-03-03']);
    expect(shortcutRange('thisQuarter', '2026-03-31')).toEqual(['2026-01-01', '2026-03-31']);
    expect(shortcutRange('thisQuarter', '2026-12-31')).toEqual(['2026-10-01', '2026-12-31']);
    expect(shortcutRange('thisQuarter', '2026-04-01')).toEqual(['2026-04-01', '2026-04-01']);
  });

  it('measures ranges in days, both ends included, and labels every shortcut in every language', () => {
    expect(daysBetween('2026-11-21', '2026-11-27')).toBe(7);
    expect(daysBetween('2028-01-01', '2028-12-31')).toBe(366);
    for (const s of DATE_SHORTCUTS) for (const lang of LANGUAGES) expect(DATE_SHORTCUT_LABELS[s][lang]).toBeTruthy();
  });
});
