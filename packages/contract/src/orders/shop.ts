import { defineResource, type FieldDef } from '../resources/define.ts';
import { commonFields } from '../resources/fields.ts';
import { L } from './text.ts';

const dict = (dictCode: string, label: FieldDef['label'], extra: Partial<FieldDef> = {}): FieldDef => ({
  type: 'dict',
  dict: dictCode,
  label,
  search: 'eq',
  ...extra,
});

/**
 * A merchant's store on a marketplace (spec §3 "Shop / store authorization"): an order source and
 * a filter. Authorization (platform code → tokens) and pulling are the marketplace issue's; the
 * authorization fields are read-only here and start "not authorized".
 */
export const shopResource = defineResource({
  name: 'shop',
  table: 'oms_shop',
  scope: 'tenant',
  title: L('店铺管理及授权', 'Stores and authorization', '店鋪管理及授權', 'Lojas e autorização'),
  fields: {
    platform: dict('platform', L('平台', 'Platform', '平台', 'Plataforma'), { required: true }),
    name: commonFields.name({ label: L('店铺名称', 'Shop name', '店鋪名稱', 'Nome da loja'), max: 128, unique: true }),
    shortName: { type: 'string', label: L('店铺简称', 'Short name', '店鋪簡稱', 'Nome curto'), max: 32 },
    account: {
      type: 'string',
      label: L('店铺账号', 'Shop account', '店鋪帳號', 'Conta da loja'),
      max: 128,
      search: 'like',
    },
    property: dict('shop_property', L('店铺属性', 'Property', '店鋪屬性', 'Propriedade'), {
      required: true,
      default: 'real',
    }),
    temuShopType: dict('temu_shop_type', L('Temu 店铺类型', 'Temu shop type', 'Temu 店鋪類型', 'Tipo de loja Temu'), {
      help: L('仅 Temu 店铺', 'Temu shops only', '僅 Temu 店鋪', 'Somente lojas Temu'),
    }),
    tiktokRegionType: dict(
      'tiktok_region_type',
      L('TikTok 区域类型', 'TikTok region type', 'TikTok 區域類型', 'Região TikTok'),
      {
        help: L('仅 TikTok 店铺', 'TikTok shops only', '僅 TikTok 店鋪', 'Somente lojas TikTok'),
      },
    ),
    area: dict('shop_region', L('店铺区域', 'Area', '店鋪區域', 'Área'), { required: true, default: 'cross_border' }),
    authorizedRegion: {
      type: 'string',
      label: L('授权区域', 'Authorized region', '授權區域', 'Região autorizada'),
      max: 64,
    },
    authStatus: dict('shop_auth_status', L('授权状态', 'Authorization', '授權狀態', 'Autorização'), {
      form: false,
      default: 'unauthorized',
    }),
    authExpireTime: {
      type: 'datetime',
      label: L('授权到期', 'Authorization expires', '授權到期', 'Autorização expira'),
      form: false,
    },
    // Kept by the marketplace sync (issue 14): why the authorization lapsed, and where the next pull starts.
    authError: {
      type: 'string',
      label: L('授权问题', 'Authorization problem', '授權問題', 'Problema de autorização'),
      max: 500,
      form: false,
    },
    lastPullTime: {
      type: 'datetime',
      label: L('最近拉取至', 'Pulled up to', '最近拉取至', 'Buscado até'),
      form: false,
    },
    status: commonFields.status(),
    remark: commonFields.remark({ list: false }),
  },
  rules: [
    {
      fields: ['platform', 'temuShopType'],
      path: 'temuShopType',
      message: 'onlyForTemu',
      check: (v) => v.platform === 'temu' || !v.temuShopType,
    },
    {
      fields: ['platform', 'tiktokRegionType'],
      path: 'tiktokRegionType',
      message: 'onlyForTiktok',
      check: (v) => v.platform === 'tiktok' || !v.tiktokRegionType,
    },
  ],
  defaultSort: [{ field: 'name', order: 'asc' }],
  inUse: [
    {
      table: 'oms_order',
      column: 'shop_id',
      label: L('订单', 'Order', '訂單', 'Pedido'),
      displayColumn: 'order_code',
    },
  ],
});

/**
 * The factory's view of its customers' shops (Base data → third-party store authorization): the
 * shops of the merchants its customer rows link, read only. `factory_tenant_id` and the customer
 * name are kept on the shop by the database (0018_shop_factory_view.sql) and row-level security
 * opens the rows to that factory for reading (policy factory_view). Authorizing a shop from here is
 * the marketplace issue's (the seeded `authorize` code).
 */
export const shopAuthorizationResource = defineResource({
  name: 'shopAuthorization',
  table: 'oms_shop',
  scope: 'tenant',
  tenantColumn: 'factory_tenant_id',
  title: L('第三方店铺授权', 'Third-party store authorization', '第三方店鋪授權', 'Autorização de lojas'),
  fields: {
    merchantName: {
      type: 'string',
      label: L('商户', 'Merchant', '商戶', 'Comerciante'),
      max: 128,
      search: 'like',
      sortable: true,
    },
    platform: shopResource.fields.platform,
    name: { ...shopResource.fields.name, search: 'like', sortable: true, unique: false },
    shortName: { ...shopResource.fields.shortName, list: false },
    account: shopResource.fields.account,
    area: shopResource.fields.area,
    authorizedRegion: { ...shopResource.fields.authorizedRegion, list: false },
    authStatus: shopResource.fields.authStatus,
    authExpireTime: { ...shopResource.fields.authExpireTime, sortable: true },
    status: shopResource.fields.status,
  },
  actions: ['page', 'list', 'detail', 'export'],
  defaultSort: [
    { field: 'merchantName', order: 'asc' },
    { field: 'name', order: 'asc' },
  ],
});
