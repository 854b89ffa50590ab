/** Marketplace SKU → factory product, for order review (the OMS product mapping of base data). */
export {
  blankOffers,
  resolveSkuMapping,
  type SkuLine,
  type SkuMapping,
  type SkuResolution,
  type SkuResolver,
  skuResolver,
} from './service.ts';
