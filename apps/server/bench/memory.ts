import { readFileSync } from 'node:fs';

/** Resident memory of a process, in bytes (Linux /proc). */
export function rss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Samples a process's RSS every 20 ms while `work` runs; returns the peak. */
export async function peakDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rss(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rss(pid));
    } catch {
      // the process ended
    }
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rss(pid));
}
