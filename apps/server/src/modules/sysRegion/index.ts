/** The region dataset the seed loads. */
export { seedRegions } from './dataset.ts';
