/**
 * `npm run build -w apps/server`: the server as the process production runs it — plain JavaScript
 * in apps/server/dist (or `--outdir=<folder>`, relative to apps/server), no TypeScript loader at run time.
 *
 * Why: under tsx every server process also carries the loader's own thread and the transformed
 * source of about a thousand files; the bundled server idles ~90 MB lighter and starts faster
 * (docs/benchmarks.md "Order import": import memory). The bundle holds our code only (server and the workspace
 * contract); every npm dependency stays an import of node_modules, so native addons (sharp,
 * argon2, resvg) and PGlite's WebAssembly load as they do in development.
 *
 * `import.meta.dirname` in our sources is written in as the source file's own folder: modules find
 * their SQL migrations and the repository root next to their source, exactly as under tsx (a
 * deployment ships the repository and builds it; nothing is copied). `import.meta.url` stays the
 * bundle's own address (the supervisor forks the sibling main.mjs from it).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverDir, '../..');
const ourSources = new RegExp(
  `^${repoRoot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(apps/server/src|packages/contract/src)/.*\\.ts$`,
);

/** Every dependency of the server and of the contract: loaded from node_modules at run time. */
async function externals() {
  const names = new Set();
  for (const file of ['apps/server/package.json', 'packages/contract/package.json']) {
    const pkg = JSON.parse(await readFile(path.join(repoRoot, file), 'utf8'));
    for (const name of Object.keys(pkg.dependencies ?? {})) names.add(name);
  }
  names.delete('@printfloor/contract'); // ours: bundled from its TypeScript source
  return [...names];
}

/** Writes each source file's folder in place of `import.meta.dirname`. */
const sourceDirname = {
  name: 'source-dirname',
  setup(b) {
    b.onLoad({ filter: ourSources }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
        loader: 'ts',
      };
    });
  },
};

// `--outdir=<folder>` (relative to apps/server): a build of its own, e.g. for a test run beside another.
const outdir = process.argv.find((a) => a.startsWith('--outdir='))?.slice('--outdir='.length) || 'dist';

const started = Date.now();
await build({
  entryPoints: { main: 'src/main.ts', supervisor: 'src/supervisor.ts' },
  absWorkingDir: serverDir,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: await externals(),
  plugins: [sourceDirname],
  logLevel: 'warning',
});
console.log(`server built in ${Date.now() - started} ms: apps/server/${outdir}/main.mjs, supervisor.mjs`);
