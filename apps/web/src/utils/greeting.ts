/** Greeting key by hour (shell-reference §15 formatAxis): the login toast and the dashboard. */
export function greetingKey(date: Date = new Date()): string {
  const h = date.getHours();
  if (h < 6) return 'greeting.dawn';
  if (h < 9) return 'greeting.earlyMorning';
  if (h < 12) return 'greeting.morning';
  if (h < 14) return 'greeting.noon';
  if (h < 17) return 'greeting.afternoon';
  if (h < 19) return 'greeting.evening';
  if (h < 22) return 'greeting.night';
  return 'greeting.lateNight';
}
