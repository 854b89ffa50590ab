import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every TypeScript file under `dir` (absolute paths): what the source-reading tests scan. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
}
