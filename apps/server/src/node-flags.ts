/**
 * Node/V8 flags every server process runs with — the supervisor's workers (`npm start`) and the
 * servers the benchmarks start — so a benchmark measures the process production runs.
 *
 * `--max-semi-space-size=64` (MB; V8's default is 16 on 64-bit): a list call allocates tens of
 * kilobytes (request, rows, JSON), so at a few thousand calls a second the young generation filled
 * every ~40 ms and each scavenge copied the live state of all requests in flight. With 64 MB there
 * are about a third as many scavenges and less garbage-collection time in all (bench:orders, the
 * merchant's page on 2 cores: 886 req/s, p99 42 ms, against 712 req/s, p99 85 ms with 16 MB), for up
 * to ~130 MB more resident memory per process once the young generation has grown.
 *
 * `PRINTFLOOR_NODE_FLAGS` replaces them for an instance that should rather stay small than be fast
 * at lists — e.g. `--max-semi-space-size=16 --heap-growing-percent=20` keeps a 50,000-row order
 * import under 300 MB resident (README "Orders": the figures).
 */
export const SERVER_NODE_FLAGS: readonly string[] = process.env.PRINTFLOOR_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [
  '--max-semi-space-size=64',
];
