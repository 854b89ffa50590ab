import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules `npm run lint` enforces (.dependency-cruiser.cjs), run with the same config
 * and the same CLI on tiny trees in a temporary folder: a violation must fail the check.
 */

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const cli = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, '.dependency-cruiser.cjs');
const dirs: string[] = [];

async function check(files: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pf-boundaries-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  try {
    const { stdout } = await run(cli, ['--config', config, 'apps/server/src'], { cwd: dir });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

/**
 * Every case in one tree, checked by one run: each run of the CLI costs ~5 s of loading before it reads a file,
 * and the cases live in folders of their own, so a violation names its case's files only.
 */
const tree = {
  'apps/server/src/modules/a/service.ts': 'export const answer = 42;\n',
  'apps/server/src/modules/a/index.ts': "export { answer } from './service.ts';\n",
  // Allowed: another module through a's index.ts, a module its own files, outside modules/ through the index.
  'apps/server/src/modules/b/routes.ts': "import { answer } from '../a/index.ts';\nexport const b = answer;\n",
  'apps/server/src/seed/ok.ts': "import { answer } from '../modules/a/index.ts';\nexport const s = answer;\n",
  // Refused: another module's internals, from a module and from outside modules/.
  'apps/server/src/modules/c/routes.ts': "import { answer } from '../a/service.ts';\nexport const c = answer;\n",
  'apps/server/src/seed/bad.ts': "import { answer } from '../modules/a/service.ts';\nexport const s = answer;\n",
  // A runtime cycle (refused) and a type-only one (allowed).
  'apps/server/src/x/one.ts': "import { two } from './two.ts';\nexport const one = () => two;\n",
  'apps/server/src/x/two.ts': "import { one } from './one.ts';\nexport const two = () => one;\n",
  'apps/server/src/y/one.ts': "import type { Two } from './two.ts';\nexport type One = { two?: Two };\n",
  'apps/server/src/y/two.ts': "import type { One } from './one.ts';\nexport type Two = { one?: One };\n",
};

/** The violations reported, as `rule: from → to` (a cycle: its first step). */
let violations: string[] = [];
let result: { ok: boolean; output: string };

beforeAll(async () => {
  result = await check(tree);
  violations = result.output
    .split('\n')
    .map((line) => /^\s*(?:error|warn)\s+([\w-]+):\s+(\S+)\s+→\s*(\S*)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]}: ${m[2]} → ${m[3]}`);
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('module boundaries (npm run lint)', () => {
  it('reports what the tree breaks, and fails', () => {
    expect(result.ok).toBe(false);
    expect(violations.length, result.output).toBeGreaterThan(0);
  });

  it('accepts a module used through its index.ts, and a module importing its own files', () => {
    // Named by the importing file: a's service is the target of the refused imports below.
    const from = (v: string) => v.split(' → ')[0] ?? '';
    expect(violations.filter((v) => /modules\/(a|b)\/|seed\/ok\.ts|src\/y\//.test(from(v)))).toEqual([]);
  });

  it("fails on another module's internals", () => {
    expect(violations).toContain(
      'module-internals-from-another-module: apps/server/src/modules/c/routes.ts → apps/server/src/modules/a/service.ts',
    );
  });

  it("fails on a module's internals imported from outside modules/", () => {
    expect(violations).toContain(
      'module-internals-from-outside: apps/server/src/seed/bad.ts → apps/server/src/modules/a/service.ts',
    );
  });

  it('fails on a runtime import cycle, not on a type-only one', () => {
    expect(violations.filter((v) => v.startsWith('no-runtime-cycle:') && v.includes('/x/'))).not.toEqual([]);
    expect(violations.filter((v) => v.includes('/y/'))).toEqual([]);
  });
});
