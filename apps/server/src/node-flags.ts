/**
 * Node/V8 flags every server process runs with — the supervisor's workers (`npm start`) and the
 * server `npm run bench:api` starts — so the benchmark measures the process production runs.
 *
 * `--max-semi-space-size=64` (MB; V8's default is 16 on 64-bit): a list call allocates tens of
 * kilobytes (request, rows, JSON), so at a few thousand calls a second the young generation filled
 * every ~40 ms and each scavenge copied the live state of all requests in flight. With 64 MB there
 * are about a third as many scavenges and less garbage-collection time in all (bench:api on 2
 * cores: ~8 % less server CPU per page call, fewer pauses under load), for up to ~150 MB more
 * resident memory per process at full young generation.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
