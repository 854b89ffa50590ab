/** The product's mark shown when a tenant has no logo (a brand name, not translated). */
export const BRAND_MARK = 'PF';
