import { readFileSync } from 'node:fs';
import { LANGUAGES, MENU_TITLES } from '@printfloor/contract';
import { describe, expect, it } from 'vitest';
import { FACTORY_MENUS } from '../../src/seed/menu-catalogue/factory.ts';
import { flattenCatalogue, MENU_ROWS, ourId } from '../../src/seed/menu-catalogue/index.ts';
import { MERCHANT_MENUS } from '../../src/seed/menu-catalogue/merchant.ts';

describe('menu catalogue data', () => {
  it('has a unique id, route name and button code per row', () => {
    expect(new Set(MENU_ROWS.map((r) => r.id)).size).toBe(MENU_ROWS.length);
    const names = MENU_ROWS.filter((r) => r.name).map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const codes = MENU_ROWS.filter((r) => r.permission).map((r) => r.permission);
    expect(new Set(codes).size).toBe(codes.length);
    expect(() =>
      flattenCatalogue([
        { id: ourId(900, 1), name: 'dup', path: '/dup', component: '/dup/index', buttons: ['a:b'] },
        { id: ourId(900, 2), name: 'dup2', path: '/dup2', component: '/dup2/index', buttons: ['a:b'] },
      ]),
    ).toThrow(/duplicate code/);
  });

  it('keeps Admin.NET ids for the menus Admin.NET seeds', () => {
    const id = (name: string) => MENU_ROWS.find((r) => r.name === name)?.id;
    expect(id('dashboard')).toBe(1300000000101);
    expect(id('home')).toBe(1300000000111);
    expect(id('sysUser')).toBe(1310000000111);
    expect(id('sysTenant')).toBe(1310000000311);
    expect(id('sysMenu')).toBe(1310000000321);
    expect(MENU_ROWS.find((r) => r.permission === 'sysUser:page')?.id).toBe(1310000000112);
    expect(MENU_ROWS.find((r) => r.permission === 'sysRole:grantMenu')?.id).toBe(1310000000136);
  });

  it('gives every menu a component, every directory Layout, every button a service:action code', () => {
    for (const row of MENU_ROWS) {
      if (row.type === 1) expect(row.component, row.name ?? '').toBe('Layout');
      if (row.type === 2) expect(row.component, row.name ?? '').toBeTruthy();
      if (row.type === 3) expect(row.permission).toMatch(/^[a-z][A-Za-z0-9]*:[a-z][A-Za-z0-9]*$/);
      if (row.icon) expect(row.icon).toMatch(/^antd:[A-Z][A-Za-z]+$/);
      if (row.type !== 3) expect(row.path?.startsWith('/'), row.name ?? '').toBe(true);
    }
  });

  it('has a translation of every title in the four languages', () => {
    for (const row of MENU_ROWS) {
      const texts = MENU_TITLES[row.title];
      expect(texts, row.title).toBeDefined();
      for (const lang of LANGUAGES) expect(texts?.[lang], `${row.title} ${lang}`).toBeTruthy();
    }
  });

  it('covers the factory and merchant screens of spec §2', () => {
    const names = new Set(MENU_ROWS.map((r) => r.name));
    for (const name of [
      'workshop',
      'deviceCategory',
      'device',
      'workstation',
      'processRoute',
      'process',
      'productType',
      'product',
      'materialType',
      'material',
      'omsProductMapping',
      'unit',
      'defectItem',
      'commonDefect',
      'testItem',
      'numberRule',
      'importTemplate',
      'labelTemplate',
      'heatLabelTemplate',
      'brotherTemplate',
      'generalSetting',
      'customer',
      'shopAuthorization',
      'timeZoneSetting',
      'socketKey',
      'merchantSetting',
      'heatPrintSetting',
      'heatBatchSetting',
      'temuShop',
      'tiktokShop',
      'amazonShop',
      'aliexpressShop',
      'sheinShop',
      'jushuitanShop',
      'eccangShop',
      'mabangShop',
      'platformShop',
      'order',
      'heatOrder',
      'orderImportRecord',
      'shippingReturn',
      'orderSettlement',
      'balance',
      'scanDelivery',
      'orderSearch',
      'shippingRecord',
      'workOrder',
      'dtgProduction',
      'batch',
      'pieceQr',
      'heatProduction',
      'heatBatch',
      'imageTransfer',
      'gantt',
      'materialImage',
      'scanTransfer',
      'workReport',
      'workReportRecord',
      'batchStrategy',
      'schedule',
      'team',
      'shiftPlan',
      'holiday',
      'calendar',
      'warehouseList',
      'warehouseRegion',
      'warehouseArea',
      'materialIn',
      'materialOut',
      'productIn',
      'productOut',
      'receiptDetail',
      'stockBalance',
      'heatPicking',
      'productionPicking',
      'pickingRecord',
      'stockMovement',
      'courierLabel',
      'sowing',
      'package',
      'paymentMethod',
      'paymentOrder',
      'bill',
      'accountFund',
      'accountChangeLog',
      'paymentSetting',
      'priceSetting',
      'wechatPayConfig',
      'createPay',
      'orderStatistics',
      'orderReport',
      'dataBoard',
      'productionOverview',
      'senderAddress',
      'logisticsPrinter',
      'imageServer',
      'operationSetting',
      'pluginDownload',
      'visualBackground',
      'chart01',
      'chart08',
      'visualProduction',
      'merchantOrder',
      'merchantDtgOrder',
      'merchantHeatOrder',
      'merchantImportRecord',
      'customImportTemplate',
      'orderSync',
      'shop',
      'merchantAccount',
      'merchantGeneralSetting',
      'sysUser',
      'sysRole',
      'sysOrg',
      'sysPos',
      'sysNotice',
      'sysThirdAccount',
      'sysTenant',
      'sysMenu',
      'sysConfig',
      'sysDict',
      'sysServer',
      'sysCache',
      'sysRegion',
      'sysFile',
      'sysOpenAccess',
      'sysLogVis',
      'sysLogOp',
      'sysLogEx',
      'sysLogDiff',
      'sysDatabase',
      'sysCodeGen',
      'sysFormDes',
      'sysJob',
      'sysPlugin',
      'sysPrint',
      'weChatUser',
      'sysOnlineUser',
      'sysApi',
      'sysTools',
      'sysJobDashboard',
      'todo',
      'notice',
    ])
      expect(names.has(name), name).toBe(true);
    // Resource screens carry exactly the resource layer's action names.
    const workshop = MENU_ROWS.filter((r) => r.pid === MENU_ROWS.find((m) => m.name === 'workshop')?.id);
    expect(workshop.map((r) => r.permission)).toEqual(
      [
        'page',
        'list',
        'detail',
        'add',
        'update',
        'delete',
        'batchDelete',
        'setStatus',
        'export',
        'import',
        'template',
      ].map((a) => `workshop:${a}`),
    );
  });

  it('lists every business service of the factory and merchant areas in docs/menus.md', () => {
    const doc = readFileSync(new URL('../../../../docs/menus.md', import.meta.url), 'utf8');
    const factoryIds = new Set(flattenCatalogue([...FACTORY_MENUS, ...MERCHANT_MENUS]).map((r) => r.id));
    const services = new Set(
      MENU_ROWS.filter((r) => r.permission && factoryIds.has(r.id)).map((r) => String(r.permission).split(':')[0]),
    );
    for (const service of services) expect(doc, service).toContain(`\`${service}\``);
  });
});
