/**
 * Prepares a data directory (or the DATABASE_URL database) for scripted runs:
 * migrations, demo seed, and optionally the captcha switched off so a benchmark or an
 * end-to-end test can log in without reading an image.
 *
 *   tsx apps/server/scripts/prepare-data.ts --data-dir .tmp/e2e-data [--fresh] [--captcha off]
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { prepareData } from '../src/devtools/prepare-data.ts';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, fresh: { type: 'boolean' }, captcha: { type: 'string' } },
});
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir is required');
if (values.fresh) rmSync(dataDir, { recursive: true, force: true });
await prepareData({ dataDir, captcha: values.captcha !== 'off' });
console.log(`prepared ${dataDir}`);
