import type { ContractDomain } from '../domain.ts';
import { PRODUCTION_ERRORS } from './errors.ts';
import { PRODUCTION_RESOURCES } from './resources.ts';

export * from './aggregate.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './figures.ts';
export * from './from-order.ts';
export * from './image-transfer.ts';
export * from './labelTemplates.ts';
export * from './resources.ts';
export * from './scan.ts';
export * from './schedule.ts';
export * from './states.ts';

/** Production (issue 15): work orders, pieces, batches and strategies, scans and work reports. */
export const productionContract = {
  name: 'production',
  resources: PRODUCTION_RESOURCES,
  errors: PRODUCTION_ERRORS,
  menuTitles: {},
  buttonTitles: {},
} as const satisfies ContractDomain;
