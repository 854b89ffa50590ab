/**
 * Generated figures for the boards' panels the factory has no data for yet (energy meters, ink
 * levels, workshop climate, shipping destinations). Deterministic per `seed` (the board passes the
 * current 10-minute slot), so a board refreshes with new values and tests can pin them. Every panel
 * drawing these says "Generated data" on screen.
 */

/** mulberry32: a small seeded pseudo-random generator. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The 10-minute slot of an instant: the seed that changes the generated data as time goes on. */
export function slotOf(now: number): number {
  return Math.floor(now / 600_000);
}

export const WORKSHOPS = ['A', 'B', 'C', 'D'] as const;

/** kWh per workshop and hour: [hour, workshop index, kWh]. */
export function energyByHour(seed: number): [number, number, number][] {
  const rnd = seeded(seed);
  const out: [number, number, number][] = [];
  for (let h = 0; h < 24; h++) {
    const shift = h >= 8 && h < 20 ? 1 : 0.3;
    for (let w = 0; w < WORKSHOPS.length; w++) out.push([h, w, Math.round((20 + rnd() * 60) * shift)]);
  }
  return out;
}

/** Ink used per printer colour channel (ml), five printers. */
export function inkByPrinter(
  seed: number,
): { printer: string; c: number; m: number; y: number; k: number; w: number }[] {
  const rnd = seeded(seed + 1);
  return ['DTG-01', 'DTG-02', 'DTG-03', 'DTF-01', 'DTF-02'].map((printer) => ({
    printer,
    c: Math.round(50 + rnd() * 150),
    m: Math.round(50 + rnd() * 150),
    y: Math.round(50 + rnd() * 150),
    k: Math.round(80 + rnd() * 200),
    w: Math.round(150 + rnd() * 400),
  }));
}

/** Temperature (°C) and relative humidity (%) per hour. */
export function climateByHour(seed: number): { hour: string; temperature: number; humidity: number }[] {
  const rnd = seeded(seed + 2);
  return Array.from({ length: 24 }, (_, h) => ({
    hour: `${String(h).padStart(2, '0')}:00`,
    temperature: Math.round((22 + Math.sin((h - 6) / 3.8) * 4 + rnd()) * 10) / 10,
    humidity: Math.round(45 + Math.cos(h / 4) * 8 + rnd() * 4),
  }));
}

/** Share of shipments per destination country (%). */
export function destinations(seed: number): { country: string; value: number }[] {
  const rnd = seeded(seed + 3);
  return ['US', 'BR', 'DE', 'GB', 'FR', 'MX'].map((country) => ({ country, value: Math.round(10 + rnd() * 90) }));
}
