import type { ContractDomain } from '../domain.ts';
import { SYS_CODE_GEN_ERRORS } from './errors.ts';

export * from './errors.ts';
export * from './schemas.ts';

/** Code generation (issue 16): schemas and the error group D1200; menu titles are the platform's. */
export const sysCodeGenContract = {
  name: 'sysCodeGen',
  resources: [],
  errors: SYS_CODE_GEN_ERRORS,
  menuTitles: {},
  buttonTitles: {},
} as const satisfies ContractDomain;
