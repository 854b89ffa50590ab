import { describe, expect, it } from 'vitest';
import { greetingKey, hourIn } from '../src/utils/greeting.ts';

// 02:10 UTC is 10:10 in Beijing and 23:10 the evening before in São Paulo.
const instant = new Date('2026-11-24T02:10:00Z');

describe('the greeting follows the tenant zone, not the browser clock', () => {
  it('reads the hour on the wall clock of the zone', () => {
    expect(hourIn(instant, 'Asia/Shanghai')).toBe(10);
    expect(hourIn(instant, 'America/Sao_Paulo')).toBe(23);
    expect(hourIn(new Date('2026-11-24T16:00:00Z'), 'Asia/Shanghai')).toBe(0);
  });

  it('greets a Beijing factory good morning at 10:10 its time and a Brazilian one late at night', () => {
    expect(greetingKey(instant, 'Asia/Shanghai')).toBe('greeting.morning');
    expect(greetingKey(instant, 'America/Sao_Paulo')).toBe('greeting.lateNight');
  });

  it('falls back to the browser clock without a zone or with an unknown one', () => {
    const local = greetingKey(instant);
    expect(greetingKey(instant, null)).toBe(local);
    expect(greetingKey(instant, 'Mars/Olympus_Mons')).toBe(local);
  });
});
