import { describe, expect, it } from 'vitest';
import { type ContractDomain, mergeDomainRows, mergeErrorTables } from '../src/domain.ts';
import { DOMAIN_ERRORS } from '../src/domain-errors.ts';
import { CONTRACT_DOMAINS } from '../src/domains.ts';
import {
  BASE_DATA_RESOURCES,
  baseDataContract,
  ERROR_MESSAGES,
  FACTORY_SETTINGS_RESOURCES,
  factorySettingsContract,
  MENU_TITLES,
  ORDER_RESOURCES,
  ordersContract,
  PRODUCTION_DATA_RESOURCES,
  PRODUCTION_RESOURCES,
  productionContract,
  productionDataContract,
  sysCodeGenContract,
  sysFormDesContract,
  sysJobContract,
  sysPluginContract,
  sysPrintContract,
  WORKFORCE_RESOURCES,
  workforceContract,
} from '../src/index.ts';

const scratch = (name: string, patch: Partial<ContractDomain>): ContractDomain => ({
  name,
  resources: [],
  errors: {},
  menuTitles: {},
  buttonTitles: {},
  ...patch,
});

describe('contract domains', () => {
  it('lists every domain once, each with its own resources', () => {
    const names = CONTRACT_DOMAINS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(CONTRACT_DOMAINS).toEqual([
      baseDataContract,
      productionDataContract,
      factorySettingsContract,
      workforceContract,
      ordersContract,
      sysJobContract,
      productionContract,
      sysCodeGenContract,
      sysPluginContract,
      sysFormDesContract,
      sysPrintContract,
    ]);
    expect(baseDataContract.resources).toBe(BASE_DATA_RESOURCES);
    expect(productionDataContract.resources).toBe(PRODUCTION_DATA_RESOURCES);
    expect(factorySettingsContract.resources).toBe(FACTORY_SETTINGS_RESOURCES);
    expect(workforceContract.resources).toBe(WORKFORCE_RESOURCES);
    expect(ordersContract.resources).toBe(ORDER_RESOURCES);
    expect(productionContract.resources).toBe(PRODUCTION_RESOURCES);
  });

  it("takes each domain's menu titles into the shared table", () => {
    for (const domain of CONTRACT_DOMAINS)
      for (const [name, [zhCN, en, zhTW, ptBR]] of Object.entries(domain.menuTitles))
        expect(MENU_TITLES[`menu.${name}`]).toEqual({ 'zh-CN': zhCN, en, 'zh-TW': zhTW, 'pt-BR': ptBR });
    expect(MENU_TITLES['menu.calendar']?.en).toBe('Calendar');
    expect(MENU_TITLES['menu.workshop']?.en).toBe('Workshops');
    expect(MENU_TITLES['menu.numberRule']?.['zh-CN']).toBe('编码规则');
  });

  it("lists each domain's error table in DOMAIN_ERRORS, whose codes are in ERROR_MESSAGES", () => {
    const tables: readonly object[] = DOMAIN_ERRORS;
    for (const domain of CONTRACT_DOMAINS)
      if (Object.keys(domain.errors).length) expect(tables).toContain(domain.errors);
    for (const table of tables) for (const code of Object.keys(table)) expect(ERROR_MESSAGES).toHaveProperty(code);
    expect(ERROR_MESSAGES.N1001).toBe(factorySettingsContract.errors.N1001);
  });

  it('refuses a title or an error code brought twice', () => {
    const row = ['甲', 'A', '甲', 'A'] as const;
    const a = scratch('a', { menuTitles: { gizmo: row } });
    const b = scratch('b', { menuTitles: { gizmo: row } });
    expect(() => mergeDomainRows([a, b], 'menuTitles')).toThrow(/b: menuTitles "gizmo"/);
    expect(() => mergeDomainRows([a], 'menuTitles', { gizmo: row })).toThrow(/already defined/);
    expect(mergeDomainRows([a], 'menuTitles')).toEqual({ gizmo: row });
    const message = { 'zh-CN': '错', en: 'Wrong', 'zh-TW': '錯', 'pt-BR': 'Errado' };
    expect(() => mergeErrorTables([{ X9001: message }, { X9001: message }], {})).toThrow(/X9001/);
    expect(() => mergeErrorTables([{ D0008: message }], ERROR_MESSAGES)).toThrow(/D0008/);
    expect(mergeErrorTables([{ X9001: message }], ERROR_MESSAGES)).toEqual({ X9001: message });
  });
});
