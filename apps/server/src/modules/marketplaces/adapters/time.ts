/**
 * China Standard Time wall clock ("yyyy-MM-dd HH:mm:ss", UTC+8, no daylight saving), in which
 * SHEIN, Jushuitan and AliExpress take and give times.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;

export const chinaWallTime = (ms: number): string =>
  new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export const fromChinaWallTime = (value: string): number => Date.parse(`${value.replace(' ', 'T')}Z`) - CHINA_OFFSET_MS;
