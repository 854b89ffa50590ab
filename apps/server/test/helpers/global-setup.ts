import type { TestProject } from 'vitest/node';
import { buildTemplates, type Templates } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template databases (template.ts); absent when the suite runs without this global setup. */
    dbTemplates: Templates;
  }
}

/** Vitest global setup of the server project: builds the run's template databases once, removes them after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const { templates, dispose } = await buildTemplates();
  console.log(`template databases (${templates.kind}) built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('dbTemplates', templates);
  return dispose;
}
