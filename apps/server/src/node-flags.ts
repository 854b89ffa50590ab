/**
 * Node/V8 flags every server process runs with — the supervisor's workers (`npm start`) and the
 * servers the benchmarks start — so a benchmark measures the process production runs.
 *
 * `--max-semi-space-size=16` (MB; V8's default on 64-bit, written out so a newer Node sizing its
 * young generation from the machine's memory does not change the process): a young generation of
 * at most 32 MB. It used to be 64 (a third as many scavenges under list load), but measured again
 * on 2026-11-27 the larger one bought nothing — order pages 588 vs 616 req/s (factory) and 1,174
 * vs 1,176 (merchant), scan bursts p99 34–54 vs 27–65 ms — and cost up to 96 MB more resident
 * memory, which alone put a 50,000-row order import over its 300 MB (README "Orders").
 *
 * `PRINTFLOOR_NODE_FLAGS` replaces them (e.g. to try another young generation on other hardware).
 */
export const SERVER_NODE_FLAGS: readonly string[] = process.env.PRINTFLOOR_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [
  '--max-semi-space-size=16',
];
