/** Marketplace SKU → factory product, for order review (the OMS product mapping of base data). */
export { resolveSkuMapping, type SkuMapping } from './service.ts';
