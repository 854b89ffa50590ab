/**
 * Node/V8 flags every server process runs with — the supervisor's workers (`npm start`) and the
 * servers the benchmarks start — so a benchmark measures the process production runs.
 *
 * `--max-semi-space-size=16` (MB; V8's default on 64-bit, written out so a newer Node sizing its
 * young generation from the machine's memory does not change the process): a young generation of
 * at most 32 MB. It used to be 64 (a third as many scavenges under list load), but measured again
 * on 2026-11-27 the larger one bought nothing — order pages 588 vs 616 req/s (factory) and 1,174
 * vs 1,176 (merchant), scan bursts p99 34–54 vs 27–65 ms — and cost up to 96 MB more resident
 * memory, which alone put a 50,000-row order import over its 300 MB (docs/benchmarks.md "Order import").
 *
 * `--no-memory-reducer`: V8 shrinks the heap of a process it sees slowing down with full
 * collections of its own (incremental steps of up to 24 ms, a final pause of up to 20 ms) — and
 * a floor whose stations scan every few seconds looks like one slowing down. In bench:production's
 * scan bursts those collections were what held up the slowest bursts (20 scans each waiting
 * 25–45 ms); without the reducer none ran there, and the heap is still collected whenever it grows
 * (V8's own limit; an import's heap budget). Order pages lost nothing (1,008–1,022 vs 958–980
 * req/s, factory; 1,824–2,017 vs 1,746–1,792, merchant), idle and import peak RSS are unchanged.
 * The price: a process keeps the heap it grew to until its next collection — after a 50,000-row
 * import ~258 MB resident instead of ~191 MB a minute later (a forced full collection gives little
 * back: ~250 MB; Node 20's V8 ignores the options of its `gc` that would ask for more).
 *
 * `PRINTFLOOR_NODE_FLAGS` replaces them (e.g. to try another young generation on other hardware).
 */
export const SERVER_NODE_FLAGS: readonly string[] = process.env.PRINTFLOOR_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [
  '--max-semi-space-size=16',
  '--no-memory-reducer',
];
