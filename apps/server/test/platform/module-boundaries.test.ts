import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

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

const moduleA = {
  'apps/server/src/modules/a/service.ts': 'export const answer = 42;\n',
  'apps/server/src/modules/a/index.ts': "export { answer } from './service.ts';\n",
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('module boundaries (npm run lint)', () => {
  it('accepts a module used through its index.ts, and a module importing its own files', async () => {
    const result = await check({
      ...moduleA,
      'apps/server/src/modules/b/routes.ts': "import { answer } from '../a/index.ts';\nexport const b = answer;\n",
      'apps/server/src/seed/index.ts': "import { answer } from '../modules/a/index.ts';\nexport const s = answer;\n",
    });
    expect(result.output).toContain('no dependency violations');
    expect(result.ok).toBe(true);
  });

  it("fails on another module's internals", async () => {
    const result = await check({
      ...moduleA,
      'apps/server/src/modules/b/routes.ts': "import { answer } from '../a/service.ts';\nexport const b = answer;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('module-internals-from-another-module');
    expect(result.output).toContain('modules/b/routes.ts → apps/server/src/modules/a/service.ts');
  });

  it("fails on a module's internals imported from outside modules/", async () => {
    const result = await check({
      ...moduleA,
      'apps/server/src/seed/index.ts': "import { answer } from '../modules/a/service.ts';\nexport const s = answer;\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('module-internals-from-outside');
  });

  it('fails on a runtime import cycle, not on a type-only one', async () => {
    const cyclic = await check({
      'apps/server/src/x/one.ts': "import { two } from './two.ts';\nexport const one = () => two;\n",
      'apps/server/src/x/two.ts': "import { one } from './one.ts';\nexport const two = () => one;\n",
    });
    expect(cyclic.ok).toBe(false);
    expect(cyclic.output).toContain('no-runtime-cycle');
    const typeOnly = await check({
      'apps/server/src/x/one.ts': "import type { Two } from './two.ts';\nexport type One = { two?: Two };\n",
      'apps/server/src/x/two.ts': "import type { One } from './one.ts';\nexport type Two = { one?: One };\n",
    });
    expect(typeOnly.ok).toBe(true);
  });
});
