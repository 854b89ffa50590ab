import { codes, type MenuNode, ourId, resource } from './types.ts';

/**
 * The factory area (spec §2 "Screens by menu area"): base data, third-party
 * platforms, business, production, workforce, warehouse, finance, reports,
 * system settings and visualisation. Service names are listed in docs/menus.md;
 * later issues implement them under these names so the codes line up.
 */

/** A screen with path `/<dir>/<name>` and component `/<dir>/<name>/index`. */
function screen(
  section: number,
  item: number,
  dir: string,
  name: string,
  icon: string,
  buttons: readonly string[] = [],
  extra: Partial<MenuNode> = {},
): MenuNode {
  return {
    id: ourId(section, item),
    name,
    path: `/${dir}/${name}`,
    component: `/${dir}/${name}/index`,
    icon,
    orderNo: item * 10,
    buttons,
    ...extra,
  };
}

const settings = (service: string) => codes(service, ['detail', 'update']);
const readOnly = (service: string) => codes(service, ['page', 'list', 'detail', 'export']);

const BASE_DATA: MenuNode = {
  id: ourId(11),
  name: 'baseData',
  path: '/base',
  icon: 'antd:DatabaseOutlined',
  orderNo: 200,
  children: [
    screen(11, 1, 'base', 'workshop', 'antd:HomeOutlined', resource('workshop', { status: true })),
    screen(11, 2, 'base', 'deviceCategory', 'antd:ClusterOutlined', resource('deviceCategory', { status: true })),
    screen(11, 3, 'base', 'device', 'antd:PrinterOutlined', resource('device', { status: true })),
    screen(11, 4, 'base', 'workstation', 'antd:DesktopOutlined', resource('workstation', { status: true })),
    screen(11, 5, 'base', 'processRoute', 'antd:NodeIndexOutlined', resource('processRoute', { status: true })),
    screen(11, 6, 'base', 'process', 'antd:PartitionOutlined', resource('process', { status: true })),
    screen(11, 7, 'base', 'productType', 'antd:TagsOutlined', resource('productType', { status: true })),
    screen(11, 8, 'base', 'product', 'antd:SkinOutlined', resource('product', { status: true })),
    screen(11, 9, 'base', 'materialType', 'antd:TagOutlined', resource('materialType', { status: true })),
    screen(11, 10, 'base', 'material', 'antd:InboxOutlined', resource('material', { status: true })),
    screen(11, 11, 'base', 'omsProductMapping', 'antd:SwapOutlined', resource('omsProductMapping', { status: true })),
    screen(11, 12, 'base', 'unit', 'antd:ColumnWidthOutlined', resource('unit', { status: true })),
    screen(11, 13, 'base', 'defectItem', 'antd:WarningOutlined', resource('defectItem', { status: true })),
    screen(11, 14, 'base', 'commonDefect', 'antd:ExceptionOutlined', resource('commonDefect', { status: true })),
    screen(11, 15, 'base', 'testItem', 'antd:ExperimentOutlined', resource('testItem', { status: true })),
    screen(
      11,
      16,
      'base',
      'numberRule',
      'antd:NumberOutlined',
      resource('numberRule', { status: true, extra: ['preview'] }),
    ),
    screen(11, 17, 'base', 'importTemplate', 'antd:ImportOutlined', resource('importTemplate', { status: true })),
    screen(
      11,
      18,
      'base',
      'labelTemplate',
      'antd:BarcodeOutlined',
      resource('labelTemplate', { status: true, extra: ['preview'] }),
    ),
    screen(
      11,
      19,
      'base',
      'heatLabelTemplate',
      'antd:FireOutlined',
      resource('heatLabelTemplate', { status: true, extra: ['preview'] }),
    ),
    screen(
      11,
      20,
      'base',
      'brotherTemplate',
      'antd:PictureOutlined',
      resource('brotherTemplate', { status: true, extra: ['setDefault'] }),
    ),
    screen(11, 21, 'base', 'generalSetting', 'antd:ToolOutlined', settings('generalSetting')),
    screen(11, 22, 'base', 'customer', 'antd:ContactsOutlined', resource('customer', { status: true })),
    screen(
      11,
      23,
      'base',
      'shopAuthorization',
      'antd:SafetyCertificateOutlined',
      resource('shopAuthorization', { status: true, extra: ['authorize'] }),
    ),
    screen(11, 24, 'base', 'timeZoneSetting', 'antd:GlobalOutlined', settings('timeZoneSetting')),
    screen(11, 25, 'base', 'socketKey', 'antd:KeyOutlined', codes('socketKey', ['detail', 'update', 'verify'])),
    screen(11, 26, 'base', 'merchantSetting', 'antd:ShopOutlined', settings('merchantSetting')),
    screen(11, 27, 'base', 'heatPrintSetting', 'antd:FireOutlined', resource('heatPrintSetting', { status: true })),
    screen(11, 28, 'base', 'heatBatchSetting', 'antd:GroupOutlined', settings('heatBatchSetting')),
    screen(11, 29, 'base', 'garmentColour', 'antd:BgColorsOutlined', resource('garmentColour', { status: true })),
  ],
};

const shopButtons = (service: string) => resource(service, { status: true, extra: ['authorize', 'pullOrder'] });

const THIRD_PARTY: MenuNode = {
  id: ourId(12),
  name: 'thirdParty',
  path: '/thirdParty',
  icon: 'antd:GlobalOutlined',
  orderNo: 300,
  children: [
    {
      id: ourId(12, 1),
      name: 'crossBorder',
      path: '/thirdParty/crossBorder',
      icon: 'antd:GlobalOutlined',
      orderNo: 10,
      children: [
        screen(12, 2, 'thirdParty', 'temuShop', 'antd:ShopOutlined', shopButtons('temuShop')),
        screen(12, 3, 'thirdParty', 'tiktokShop', 'antd:TikTokOutlined', shopButtons('tiktokShop')),
        screen(12, 4, 'thirdParty', 'amazonShop', 'antd:AmazonOutlined', shopButtons('amazonShop')),
        screen(12, 5, 'thirdParty', 'aliexpressShop', 'antd:AlibabaOutlined', shopButtons('aliexpressShop')),
        screen(12, 6, 'thirdParty', 'sheinShop', 'antd:ShoppingOutlined', shopButtons('sheinShop')),
      ],
    },
    {
      id: ourId(12, 10),
      name: 'domestic',
      path: '/thirdParty/domestic',
      icon: 'antd:FlagOutlined',
      orderNo: 20,
      children: [
        screen(12, 11, 'thirdParty', 'jushuitanShop', 'antd:ShopOutlined', shopButtons('jushuitanShop')),
        screen(12, 12, 'thirdParty', 'eccangShop', 'antd:ShopOutlined', shopButtons('eccangShop')),
        screen(12, 13, 'thirdParty', 'mabangShop', 'antd:ShopOutlined', shopButtons('mabangShop')),
      ],
    },
    screen(12, 20, 'thirdParty', 'platformShop', 'antd:ShopOutlined', shopButtons('platformShop'), { orderNo: 30 }),
  ],
};

const BUSINESS: MenuNode = {
  id: ourId(13),
  name: 'business',
  path: '/business',
  icon: 'antd:ShoppingCartOutlined',
  orderNo: 400,
  children: [
    screen(
      13,
      1,
      'business',
      'order',
      'antd:ProfileOutlined',
      resource('order', { extra: ['audit', 'reject', 'setAbnormal', 'markPrinted'] }),
    ),
    screen(
      13,
      2,
      'business',
      'heatOrder',
      'antd:FireOutlined',
      resource('heatOrder', { extra: ['audit', 'reject', 'setAbnormal', 'markPrinted'] }),
    ),
    screen(13, 3, 'business', 'orderImportRecord', 'antd:ImportOutlined', [
      ...codes('orderImportRecord', ['page', 'list', 'detail', 'delete', 'export']),
      ...codes('orderImportError', ['page', 'export']),
    ]),
    screen(
      13,
      4,
      'business',
      'shippingReturn',
      'antd:RollbackOutlined',
      resource('shippingReturn', { extra: ['receive', 'close', 'cancel'] }),
    ),
    screen(
      13,
      5,
      'business',
      'orderSettlement',
      'antd:AccountBookOutlined',
      resource('orderSettlement', { extra: ['settle'] }),
    ),
    screen(
      13,
      6,
      'business',
      'balance',
      'antd:WalletOutlined',
      codes('balance', ['page', 'list', 'detail', 'export', 'recharge']),
    ),
    screen(13, 7, 'business', 'scanDelivery', 'antd:ScanOutlined', codes('scanDelivery', ['page', 'scan', 'export'])),
    screen(13, 8, 'business', 'orderSearch', 'antd:SearchOutlined', codes('orderSearch', ['page', 'detail', 'export'])),
    screen(
      13,
      9,
      'business',
      'shippingRecord',
      'antd:CarOutlined',
      codes('shippingRecord', ['page', 'detail', 'export', 'reprint']),
    ),
  ],
};

const PRODUCTION: MenuNode = {
  id: ourId(14),
  name: 'production',
  path: '/production',
  icon: 'antd:BuildOutlined',
  orderNo: 500,
  children: [
    screen(
      14,
      1,
      'production',
      'workOrder',
      'antd:FileTextOutlined',
      resource('workOrder', { extra: ['release', 'close', 'merge', 'split'] }),
    ),
    screen(
      14,
      2,
      'production',
      'dtgProduction',
      'antd:PrinterOutlined',
      codes('dtgProduction', ['page', 'detail', 'scan', 'print', 'reprint']),
    ),
    screen(
      14,
      3,
      'production',
      'batch',
      'antd:GroupOutlined',
      resource('batch', { extra: ['audit', 'unbind', 'transfer'] }),
    ),
    screen(
      14,
      4,
      'production',
      'pieceQr',
      'antd:QrcodeOutlined',
      codes('pieceQr', ['page', 'detail', 'generate', 'print']),
    ),
    screen(
      14,
      5,
      'production',
      'heatProduction',
      'antd:FireOutlined',
      codes('heatProduction', ['page', 'detail', 'scan', 'print']),
    ),
    screen(
      14,
      6,
      'production',
      'heatBatch',
      'antd:BlockOutlined',
      resource('heatBatch', { extra: ['audit', 'unbind', 'transfer', 'setFault', 'complete'] }),
    ),
    screen(
      14,
      7,
      'production',
      'imageTransfer',
      'antd:CloudUploadOutlined',
      codes('imageTransfer', ['page', 'detail', 'transfer', 'retry']),
    ),
    screen(14, 8, 'production', 'gantt', 'antd:BarChartOutlined', codes('gantt', ['page', 'list', 'update'])),
    screen(
      14,
      9,
      'production',
      'materialImage',
      'antd:FileImageOutlined',
      codes('materialImage', ['page', 'detail', 'export']),
    ),
    screen(14, 10, 'production', 'scanTransfer', 'antd:ScanOutlined', codes('scanTransfer', ['page', 'scan'])),
    screen(
      14,
      11,
      'production',
      'workReport',
      'antd:AuditOutlined',
      resource('workReport', { extra: ['audit', 'changeDevice'] }),
    ),
    screen(14, 12, 'production', 'workReportRecord', 'antd:HistoryOutlined', readOnly('workReportRecord')),
    screen(14, 13, 'production', 'batchStrategy', 'antd:BranchesOutlined', resource('batchStrategy', { status: true })),
    screen(14, 14, 'production', 'schedule', 'antd:ScheduleOutlined', [
      ...codes('schedule', ['page', 'list', 'update']),
      // The workstation capacity screen (a drawer of this page): pieces per hour the planner uses.
      ...codes('workstationCapacity', ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'export']),
    ]),
  ],
};

const WORKFORCE: MenuNode = {
  id: ourId(15),
  name: 'workforce',
  path: '/workforce',
  icon: 'antd:TeamOutlined',
  orderNo: 600,
  children: [
    screen(
      15,
      1,
      'workforce',
      'team',
      'antd:TeamOutlined',
      resource('team', { status: true, extra: ['setMembers', 'userList'] }),
    ),
    screen(15, 2, 'workforce', 'shiftPlan', 'antd:ClockCircleOutlined', resource('shiftPlan', { status: true })),
    screen(15, 3, 'workforce', 'holiday', 'antd:CoffeeOutlined', resource('holiday')),
    screen(15, 4, 'workforce', 'calendar', 'antd:CalendarOutlined', codes('calendar', ['page', 'list', 'update'])),
  ],
};

const WAREHOUSE: MenuNode = {
  id: ourId(16),
  name: 'warehouse',
  path: '/warehouse',
  icon: 'antd:ShopOutlined',
  orderNo: 700,
  children: [
    screen(
      16,
      1,
      'warehouse',
      'warehouseList',
      'antd:ShopOutlined',
      resource('warehouse', { status: true, extra: ['setDefault'] }),
    ),
    screen(
      16,
      2,
      'warehouse',
      'warehouseRegion',
      'antd:EnvironmentOutlined',
      resource('warehouseRegion', { status: true }),
    ),
    screen(
      16,
      3,
      'warehouse',
      'warehouseArea',
      'antd:BorderOuterOutlined',
      resource('warehouseArea', { status: true }),
    ),
    screen(16, 4, 'warehouse', 'materialIn', 'antd:LoginOutlined', resource('materialIn', { extra: ['audit'] })),
    screen(16, 5, 'warehouse', 'materialOut', 'antd:LogoutOutlined', resource('materialOut', { extra: ['audit'] })),
    screen(16, 6, 'warehouse', 'productIn', 'antd:ImportOutlined', resource('productIn', { extra: ['audit'] })),
    screen(
      16,
      7,
      'warehouse',
      'productOut',
      'antd:ExportOutlined',
      resource('productOut', { extra: ['audit', 'scanOut'] }),
    ),
    screen(16, 8, 'warehouse', 'receiptDetail', 'antd:UnorderedListOutlined', readOnly('receiptDetail')),
    screen(16, 9, 'warehouse', 'stockBalance', 'antd:StockOutlined', readOnly('stockBalance')),
    screen(16, 10, 'warehouse', 'heatPicking', 'antd:FireOutlined', resource('heatPicking', { extra: ['pick'] })),
    screen(
      16,
      11,
      'warehouse',
      'productionPicking',
      'antd:ContainerOutlined',
      resource('productionPicking', { extra: ['pick'] }),
    ),
    screen(16, 12, 'warehouse', 'pickingRecord', 'antd:HistoryOutlined', readOnly('pickingRecord')),
    screen(16, 13, 'warehouse', 'stockMovement', 'antd:TransactionOutlined', readOnly('stockMovement')),
    screen(
      16,
      14,
      'warehouse',
      'courierLabel',
      'antd:QrcodeOutlined',
      codes('courierLabel', ['page', 'scan', 'print']),
    ),
    screen(
      16,
      15,
      'warehouse',
      'sowing',
      'antd:AppstoreOutlined',
      resource('sowingWall', { status: true, extra: ['scan', 'release', 'complete'] }),
    ),
  ],
};

const FINANCE: MenuNode = {
  id: ourId(17),
  name: 'finance',
  path: '/finance',
  icon: 'antd:MoneyCollectOutlined',
  orderNo: 800,
  children: [
    screen(17, 1, 'finance', 'package', 'antd:GiftOutlined', resource('package', { status: true })),
    screen(17, 2, 'finance', 'paymentMethod', 'antd:CreditCardOutlined', resource('paymentMethod', { status: true })),
    screen(
      17,
      3,
      'finance',
      'paymentOrder',
      'antd:FileDoneOutlined',
      resource('paymentOrder', { extra: ['cancel', 'invoice', 'pay'] }),
    ),
    screen(17, 4, 'finance', 'bill', 'antd:ReconciliationOutlined', [
      ...resource('bill', { extra: ['settle'] }),
      ...readOnly('billDetail'),
    ]),
    screen(
      17,
      5,
      'finance',
      'accountFund',
      'antd:WalletOutlined',
      codes('accountFund', ['page', 'list', 'detail', 'export', 'recharge']),
    ),
    screen(17, 6, 'finance', 'accountChangeLog', 'antd:HistoryOutlined', readOnly('accountChangeLog')),
    screen(17, 7, 'finance', 'paymentSetting', 'antd:SettingOutlined', settings('paymentSetting')),
    screen(17, 8, 'finance', 'priceSetting', 'antd:DollarOutlined', resource('priceSetting', { status: true })),
    screen(17, 9, 'finance', 'wechatPayConfig', 'antd:WechatOutlined', settings('wechatPayConfig')),
    screen(17, 10, 'finance', 'createPay', 'antd:PayCircleOutlined', codes('payment', ['add', 'detail'])),
  ],
};

const REPORTS: MenuNode = {
  id: ourId(18),
  name: 'report',
  path: '/report',
  icon: 'antd:BarChartOutlined',
  orderNo: 900,
  children: [
    screen(
      18,
      1,
      'report',
      'orderStatistics',
      'antd:PieChartOutlined',
      codes('orderStatistics', ['page', 'list', 'export']),
    ),
    screen(18, 2, 'report', 'orderReport', 'antd:TableOutlined', codes('orderReport', ['page', 'export'])),
    screen(18, 3, 'report', 'dataBoard', 'antd:DashboardOutlined', codes('dataBoard', ['list'])),
    screen(18, 4, 'report', 'productionOverview', 'antd:FundOutlined', codes('productionOverview', ['list'])),
  ],
};

const SYS_SETTINGS: MenuNode = {
  id: ourId(19),
  name: 'sysSettings',
  path: '/settings',
  icon: 'antd:ToolOutlined',
  orderNo: 950,
  children: [
    screen(
      19,
      1,
      'settings',
      'senderAddress',
      'antd:EnvironmentOutlined',
      resource('senderAddress', { extra: ['setDefault'] }),
    ),
    screen(
      19,
      2,
      'settings',
      'logisticsPrinter',
      'antd:PrinterOutlined',
      resource('waybillTemplate', { status: true, extra: ['preview', 'setDefault'] }),
      { remark: 'Express-waybill templates: mb, open4px, sd, sf, yd, zto, beeshop printer' },
    ),
    screen(
      19,
      3,
      'settings',
      'imageServer',
      'antd:CloudServerOutlined',
      codes('imageServer', ['detail', 'update', 'test']),
    ),
    screen(19, 4, 'settings', 'operationSetting', 'antd:SlidersOutlined', settings('operationSetting')),
    screen(19, 5, 'settings', 'pluginDownload', 'antd:DownloadOutlined', codes('pluginDownload', ['page', 'download'])),
  ],
};

function chart(n: number): MenuNode {
  const name = `chart0${n}`;
  return screen(20, n + 1, 'visualizing', name, 'antd:AreaChartOutlined');
}

const VISUALISATION: MenuNode = {
  id: ourId(20),
  name: 'visualizing',
  path: '/visualizing',
  icon: 'antd:AreaChartOutlined',
  orderNo: 1500,
  children: [
    screen(20, 1, 'visualizing', 'visualBackground', 'antd:BgColorsOutlined'),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map(chart),
    screen(20, 10, 'visualizing', 'visualProduction', 'antd:FundProjectionScreenOutlined'),
    {
      id: ourId(20, 11),
      name: 'visualizingDemo1',
      path: '/visualizing/demo1',
      component: 'layout/routerView/link',
      icon: 'antd:FullscreenOutlined',
      outLink: '/visualizingDemo1',
      isKeepAlive: false,
      orderNo: 110,
    },
    {
      id: ourId(20, 12),
      name: 'visualizingDemo2',
      path: '/visualizing/demo2',
      component: 'layout/routerView/link',
      icon: 'antd:FullscreenOutlined',
      outLink: '/visualizingDemo2',
      isKeepAlive: false,
      orderNo: 120,
    },
    screen(20, 13, 'visualizing', 'visualizingDemo3', 'antd:FullscreenOutlined'),
  ],
};

export const FACTORY_MENUS: readonly MenuNode[] = [
  BASE_DATA,
  THIRD_PARTY,
  BUSINESS,
  PRODUCTION,
  WORKFORCE,
  WAREHOUSE,
  FINANCE,
  REPORTS,
  SYS_SETTINGS,
  VISUALISATION,
].map((node) => ({ ...node, areas: ['factory'] }));

/** Sections the narrower factory roles get (seed/menus.ts). */
export const FACTORY_SECTION_IDS = {
  baseData: BASE_DATA.id,
  production: PRODUCTION.id,
  warehouse: WAREHOUSE.id,
} as const;
