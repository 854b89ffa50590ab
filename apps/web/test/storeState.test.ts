import { describe, expect, it } from 'vitest';
import { useConstants } from '../src/stores/constants.ts';
import { useDictionaries } from '../src/stores/dictionaries.ts';
import {
  DEFAULT_THEME_CONFIG,
  loadThemeConfig,
  mergeThemeConfig,
  sanitizeLockTime,
  saveThemeConfig,
  useThemeConfig,
} from '../src/stores/themeConfig.ts';
import { decodeJwt, isTokenExpired, Local, Session, Tokens } from '../src/utils/storage.ts';
import { jwtWithExp } from './helpers.tsx';

describe('theme defaults (spec §3, §9; shell-reference §1)', () => {
  it('has the spec values', () => {
    expect(DEFAULT_THEME_CONFIG).toMatchObject({
      primary: '#4E88F3',
      isIsDark: false,
      isCollapse: false,
      isFixedHeader: true,
      isTagsview: true,
      isFooter: true,
      lockScreenTime: 300,
      isLockScreen: false,
      globalI18n: 'zh-cn',
      layout: 'defaults',
      globalComponentSize: 'small',
      tagsStyle: 'tags-style-one',
      animation: 'fadeLeft',
      isUniqueOpened: true,
      isShowLogo: true,
      isBreadcrumb: true,
      isSortableTagsView: true,
      isRequestRoutes: true,
      columnsMenuBar: '#2C3A49',
      columnsMenuBarColor: '#F0F0F0',
      globalTitle: 'AI-powered manufacturing',
    });
  });

  it('merges saved values over the defaults, dropping unknown keys and wrong types', () => {
    const merged = mergeThemeConfig({
      version: 1,
      config: { primary: '#000000', unknownKey: 1, isCollapse: 'yes', lockScreenTime: 0, globalI18n: 'xx' },
    });
    expect(merged.primary).toBe('#000000');
    expect('unknownKey' in merged).toBe(false);
    expect(merged.isCollapse).toBe(false);
    expect(merged.lockScreenTime).toBe(300);
    expect(merged.globalI18n).toBe('zh-cn');
    expect(mergeThemeConfig(null)).toEqual({ ...DEFAULT_THEME_CONFIG });
  });

  it('lock time accepts integers 1–9999 only', () => {
    expect(sanitizeLockTime(1)).toBe(1);
    expect(sanitizeLockTime(9999)).toBe(9999);
    expect(sanitizeLockTime('60')).toBe(60);
    for (const bad of [0, 10000, 1.5, null, 'abc', undefined]) expect(sanitizeLockTime(bad)).toBe(300);
  });

  it('is saved per area', () => {
    saveThemeConfig('factory', { ...DEFAULT_THEME_CONFIG, primary: '#111111' });
    expect(loadThemeConfig('factory').primary).toBe('#111111');
    expect(loadThemeConfig('merchant').primary).toBe('#4E88F3');
    useThemeConfig.setState((s) => ({ ...s, area: 'admin' }));
    useThemeConfig.getState().setThemeConfig({ isCollapse: true });
    expect(loadThemeConfig('admin').isCollapse).toBe(true);
    expect(loadThemeConfig('factory').isCollapse).toBe(false);
    useThemeConfig.getState().loadArea('factory');
    expect(useThemeConfig.getState().themeConfig.primary).toBe('#111111');
    useThemeConfig.getState().resetThemeConfig();
    expect(useThemeConfig.getState().themeConfig.primary).toBe('#4E88F3');
    expect(Local.get('factory', 'themeConfig')).toBeNull();
    expect(loadThemeConfig('admin').isCollapse).toBe(true);
  });
});

describe('storage namespaced by area', () => {
  it('uses the vue-next-admin prefix with the area', () => {
    Tokens.set('factory', { accessToken: 'a', refreshToken: 'b' });
    expect(window.localStorage.getItem('vue-next-admin:factory:access-token')).toBe('"a"');
    expect(window.localStorage.getItem('vue-next-admin:factory:x-access-token')).toBe('"b"');
  });

  it('keeps two areas logged in at once and clears one without touching the other', () => {
    Tokens.set('factory', { accessToken: 'f', refreshToken: 'fr' });
    Tokens.set('merchant', { accessToken: 'm', refreshToken: 'mr' });
    Session.set('factory', 'dictList', {});
    Session.set('merchant', 'dictList', {});
    Local.clearArea('factory');
    Session.clearArea('factory');
    expect(Tokens.get('factory')).toBeNull();
    expect(Tokens.get('merchant')).toEqual({ accessToken: 'm', refreshToken: 'mr' });
    expect(Session.get('merchant', 'dictList')).toEqual({});
  });

  it('decodes the JWT exp', () => {
    expect(decodeJwt(jwtWithExp(123))?.exp).toBe(123);
    expect(isTokenExpired(jwtWithExp(Date.now() / 1000 - 1))).toBe(true);
    expect(isTokenExpired(jwtWithExp(Date.now() / 1000 + 60))).toBe(false);
    expect(isTokenExpired('not-a-jwt')).toBe(false);
  });
});

describe('constants and dictionaries stores', () => {
  it('read data.result and dictionary code → value', () => {
    useConstants
      .getState()
      .setConstList([
        { name: '平台配置', code: 'CommonConst', data: { result: [{ name: 'sys_captcha', code: 'sys_captcha' }] } },
      ]);
    expect(useConstants.getState().codeToName('CommonConst', 'sys_captcha')).toBe('sys_captcha');
    useDictionaries
      .getState()
      .setDictList([{ id: 1, name: 'org', code: 'org_type', children: [{ value: '公司', code: '201' }] }]);
    expect(useDictionaries.getState().dictLabel('org_type', 201)).toBe('公司');
    expect(Session.get('factory', 'dictList')).toBeTruthy();
  });
});
