import { codes, type MenuNode, ourId, resource } from './types.ts';

/** The merchant area (spec §2 "Merchant"); the workbench comes from system.ts. */
function screen(item: number, dir: string, name: string, icon: string, buttons: readonly string[]): MenuNode {
  return {
    id: ourId(30, item),
    name,
    path: `/${dir}/${name}`,
    component: `/merchant/${name}/index`,
    icon,
    orderNo: item * 10,
    buttons,
  };
}

const orderButtons = (service: string) => resource(service, { extra: ['submit', 'cancel'] });

const ORDERS: MenuNode = {
  id: ourId(30),
  name: 'merchantOrders',
  path: '/orders',
  icon: 'antd:ProfileOutlined',
  orderNo: 200,
  children: [
    screen(1, 'orders', 'merchantOrder', 'antd:ProfileOutlined', orderButtons('merchantOrder')),
    screen(2, 'orders', 'merchantDtgOrder', 'antd:PrinterOutlined', orderButtons('merchantDtgOrder')),
    screen(3, 'orders', 'merchantHeatOrder', 'antd:FireOutlined', orderButtons('merchantHeatOrder')),
    screen(
      4,
      'orders',
      'merchantImportRecord',
      'antd:ImportOutlined',
      codes('merchantImportRecord', ['page', 'list', 'detail', 'delete', 'export', 'errorList']),
    ),
    screen(
      5,
      'orders',
      'customImportTemplate',
      'antd:FileExcelOutlined',
      resource('customImportTemplate', { status: true }),
    ),
    screen(6, 'orders', 'orderSync', 'antd:SyncOutlined', codes('orderSync', ['page', 'list', 'detail', 'pull'])),
  ],
};

const STORES: MenuNode = {
  id: ourId(30, 20),
  name: 'merchantStores',
  path: '/stores',
  icon: 'antd:ShopOutlined',
  orderNo: 300,
  children: [
    screen(
      21,
      'stores',
      'shop',
      'antd:ShopOutlined',
      resource('shop', { status: true, extra: ['authorize', 'refreshToken'] }),
    ),
  ],
};

const SETTINGS: MenuNode = {
  id: ourId(30, 40),
  name: 'merchantSettings',
  path: '/merchantSettings',
  icon: 'antd:SettingOutlined',
  orderNo: 400,
  children: [
    screen(
      41,
      'merchantSettings',
      'merchantAccount',
      'antd:UserOutlined',
      resource('merchantAccount', { status: true, extra: ['resetPwd'] }),
    ),
    screen(
      42,
      'merchantSettings',
      'merchantGeneralSetting',
      'antd:ToolOutlined',
      codes('merchantGeneralSetting', ['detail', 'update']),
    ),
  ],
};

export const MERCHANT_MENUS: readonly MenuNode[] = [ORDERS, STORES, SETTINGS].map((node) => ({
  ...node,
  areas: ['merchant'],
}));

/** The order directory: the merchant member role gets its read/add buttons. */
export const MERCHANT_ORDERS_ID = ORDERS.id;

/** The shop directory: with the orders, what a merchant's staff role holds (seed/merchant-staff.ts). */
export const MERCHANT_STORES_ID = STORES.id;
