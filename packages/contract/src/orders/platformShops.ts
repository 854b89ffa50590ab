import { defineResource, type FieldDef } from '../resources/define.ts';
import { shopAuthorizationResource, shopResource } from './shop.ts';
import { L } from './text.ts';

/**
 * The factory's Third-party platforms (issue 14): its customers' shops across platforms (Shop
 * management) and one list per platform with that platform's own fields (Temu shop type, TikTok
 * region type), read through the factory view of oms_shop (0018_shop_factory_view.sql). Authorize
 * and pull act on the merchant's shop for it (modules/marketplaces/routes.ts); the shops
 * themselves are the merchants' to add and edit.
 */
const base: Record<string, FieldDef> = {
  ...shopAuthorizationResource.fields,
  authError: { ...shopResource.fields.authError, list: true },
  lastPullTime: shopResource.fields.lastPullTime,
};

const view = (
  name: string,
  title: ReturnType<typeof L>,
  platform: string | null,
  extra: Record<string, FieldDef> = {},
) =>
  defineResource({
    name,
    table: 'oms_shop',
    scope: 'tenant',
    tenantColumn: 'factory_tenant_id',
    title,
    fields: { ...base, ...extra },
    ...(platform ? { fixed: { platform } } : {}),
    actions: ['page', 'list', 'detail', 'export'],
    defaultSort: [
      { field: 'merchantName', order: 'asc' },
      { field: 'name', order: 'asc' },
    ],
  });

export const platformShopResource = view(
  'platformShop',
  L('店铺管理', 'Shop management', '店鋪管理', 'Gestão de lojas'),
  null,
);
export const temuShopResource = view('temuShop', L('Temu', 'Temu', 'Temu', 'Temu'), 'temu', {
  temuShopType: shopResource.fields.temuShopType,
});
export const tiktokShopResource = view('tiktokShop', L('TikTok', 'TikTok', 'TikTok', 'TikTok'), 'tiktok', {
  tiktokRegionType: shopResource.fields.tiktokRegionType,
});
export const amazonShopResource = view('amazonShop', L('亚马逊', 'Amazon', '亞馬遜', 'Amazon'), 'amazon');
export const aliexpressShopResource = view(
  'aliexpressShop',
  L('速卖通', 'AliExpress', '速賣通', 'AliExpress'),
  'aliexpress',
);
export const sheinShopResource = view('sheinShop', L('SHEIN', 'SHEIN', 'SHEIN', 'SHEIN'), 'shein');
export const jushuitanShopResource = view(
  'jushuitanShop',
  L('聚水潭', 'Jushuitan', '聚水潭', 'Jushuitan'),
  'jushuitan',
);
export const eccangShopResource = view('eccangShop', L('易仓', 'EcCang', '易倉', 'EcCang'), 'eccang');
export const mabangShopResource = view('mabangShop', L('马帮', 'Mabang', '馬幫', 'Mabang'), 'mabang');

export const PLATFORM_SHOP_RESOURCES = [
  platformShopResource,
  temuShopResource,
  tiktokShopResource,
  amazonShopResource,
  aliexpressShopResource,
  sheinShopResource,
  jushuitanShopResource,
  eccangShopResource,
  mabangShopResource,
] as const;
