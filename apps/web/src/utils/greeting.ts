/** The hour of `date` on the wall clock of `timeZone` (the browser's own zone when none is given). */
export function hourIn(date: Date, timeZone?: string | null): number {
  if (!timeZone) return date.getHours();
  try {
    const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(date);
    return Number(hour) % 24;
  } catch {
    return date.getHours(); // an unknown zone name: the browser's clock rather than no greeting
  }
}

/**
 * Greeting key by hour (shell-reference §15 formatAxis): the login toast and the dashboard.
 * The hour is the tenant's (userInfo.timeZone), like every time the console shows: a Beijing
 * factory greeted at 10:10 its time is in the morning, wherever the browser's clock is set.
 */
export function greetingKey(date: Date = new Date(), timeZone?: string | null): string {
  const h = hourIn(date, timeZone);
  if (h < 6) return 'greeting.dawn';
  if (h < 9) return 'greeting.earlyMorning';
  if (h < 12) return 'greeting.morning';
  if (h < 14) return 'greeting.noon';
  if (h < 17) return 'greeting.afternoon';
  if (h < 19) return 'greeting.evening';
  if (h < 22) return 'greeting.night';
  return 'greeting.lateNight';
}
