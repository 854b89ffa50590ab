import { DEFAULT_PRIMARY_COLOR, LOCK_SCREEN_SECONDS } from '@printfloor/contract';
import { create } from 'zustand';
import { type Area, currentArea } from '../utils/area.ts';
import { Local } from '../utils/storage.ts';

export type UiLanguage = 'zh-cn' | 'en' | 'zh-tw' | 'pt-br';
export const UI_LANGUAGES: readonly UiLanguage[] = ['zh-cn', 'en', 'zh-tw', 'pt-br'];
export type LayoutName = 'defaults' | 'classic' | 'transverse' | 'columns';
export type ComponentSize = 'large' | 'default' | 'small';

/** Every option of shell-reference §1, with the spec defaults (spec §3, §9). */
export interface ThemeConfig {
  isDrawer: boolean;
  primary: string;
  isIsDark: boolean;
  topBar: string;
  topBarColor: string;
  isTopBarColorGradual: boolean;
  menuBar: string;
  menuBarColor: string;
  menuBarActiveColor: string;
  isMenuBarColorGradual: boolean;
  columnsMenuBar: string;
  columnsMenuBarColor: string;
  isColumnsMenuBarColorGradual: boolean;
  isColumnsMenuHoverPreload: boolean;
  isCollapse: boolean;
  isUniqueOpened: boolean;
  isFixedHeader: boolean;
  isFixedHeaderChange: boolean;
  isClassicSplitMenu: boolean;
  isLockScreen: boolean;
  lockScreenTime: number;
  isShowLogo: boolean;
  isShowLogoChange: boolean;
  isBreadcrumb: boolean;
  isTagsview: boolean;
  isBreadcrumbIcon: boolean;
  isTagsviewIcon: boolean;
  isCacheTagsView: boolean;
  isSortableTagsView: boolean;
  isShareTagsView: boolean;
  isFooter: boolean;
  isGrayscale: boolean;
  isInvert: boolean;
  isWatermark: boolean;
  watermarkText: string;
  tagsStyle: 'tags-style-one' | 'tags-style-four' | 'tags-style-five';
  animation: string;
  columnsAsideStyle: 'columns-round' | 'columns-card';
  columnsAsideLayout: 'columns-horizontal' | 'columns-vertical';
  layout: LayoutName;
  isRequestRoutes: boolean;
  globalTitle: string;
  globalViceTitle: string;
  globalViceTitleMsg: string;
  globalI18n: UiLanguage;
  globalComponentSize: ComponentSize;
}

/** Bumped when a default changes meaning; saved configs are merged over the defaults (shell-reference §1.1). */
export const THEME_CONFIG_VERSION = 1;

export const DEFAULT_THEME_CONFIG: Readonly<ThemeConfig> = Object.freeze({
  isDrawer: false,
  primary: DEFAULT_PRIMARY_COLOR,
  isIsDark: false,
  topBar: '#FFFFFF',
  topBarColor: '#000000',
  isTopBarColorGradual: false,
  menuBar: '#FFFFFF',
  menuBarColor: '#000000',
  menuBarActiveColor: '',
  isMenuBarColorGradual: false,
  columnsMenuBar: '#2C3A49',
  columnsMenuBarColor: '#F0F0F0',
  isColumnsMenuBarColorGradual: false,
  isColumnsMenuHoverPreload: false,
  isCollapse: false,
  isUniqueOpened: true,
  isFixedHeader: true,
  isFixedHeaderChange: false,
  isClassicSplitMenu: false,
  isLockScreen: false,
  lockScreenTime: LOCK_SCREEN_SECONDS,
  isShowLogo: true,
  isShowLogoChange: false,
  isBreadcrumb: true,
  isTagsview: true,
  isBreadcrumbIcon: false,
  isTagsviewIcon: false,
  isCacheTagsView: false,
  isSortableTagsView: true,
  isShareTagsView: false,
  isFooter: true,
  isGrayscale: false,
  isInvert: false,
  isWatermark: false,
  watermarkText: '',
  tagsStyle: 'tags-style-one',
  animation: 'fadeLeft',
  columnsAsideStyle: 'columns-round',
  columnsAsideLayout: 'columns-vertical',
  layout: 'defaults',
  isRequestRoutes: true,
  globalTitle: 'AI-powered manufacturing',
  globalViceTitle: '',
  globalViceTitleMsg: '',
  globalI18n: 'zh-cn',
  globalComponentSize: 'small',
});

interface SavedTheme {
  version: number;
  config: Partial<ThemeConfig>;
}

/** Lock time must be an integer 1–9999; anything else falls back to 300 (shell-reference §6). */
export function sanitizeLockTime(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 9999 ? n : LOCK_SCREEN_SECONDS;
}

/** Saved values over the current defaults; unknown keys and wrongly typed values are dropped. */
export function mergeThemeConfig(saved: unknown): ThemeConfig {
  const merged: ThemeConfig = { ...DEFAULT_THEME_CONFIG };
  const source =
    saved && typeof saved === 'object' && 'config' in saved ? (saved as SavedTheme).config : (saved as object | null);
  if (source && typeof source === 'object') {
    const target = merged as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(source)) {
      if (!(key in DEFAULT_THEME_CONFIG)) continue;
      if (typeof value !== typeof target[key]) continue;
      target[key] = value;
    }
  }
  if (!(UI_LANGUAGES as readonly string[]).includes(merged.globalI18n)) merged.globalI18n = 'zh-cn';
  merged.lockScreenTime = sanitizeLockTime(merged.lockScreenTime);
  merged.isDrawer = false;
  return merged;
}

export function loadThemeConfig(area: Area): ThemeConfig {
  return mergeThemeConfig(Local.get(area, 'themeConfig'));
}

export function saveThemeConfig(area: Area, config: ThemeConfig): void {
  const saved: SavedTheme = { version: THEME_CONFIG_VERSION, config: { ...config, isDrawer: false } };
  Local.set(area, 'themeConfig', saved);
}

interface ThemeState {
  area: Area;
  themeConfig: ThemeConfig;
  /** Loads the area's saved theme (on entering an area). */
  loadArea: (area: Area) => void;
  /** Merges the change and saves it for the current area. */
  setThemeConfig: (patch: Partial<ThemeConfig>) => void;
  /** Resets only the current area's theme (shell-reference §1 "Restore default", ours). */
  resetThemeConfig: () => void;
}

export const useThemeConfig = create<ThemeState>((set, get) => {
  const area = currentArea();
  return {
    area,
    themeConfig: loadThemeConfig(area),
    loadArea: (next) => {
      if (next === get().area) return;
      set({ area: next, themeConfig: loadThemeConfig(next) });
    },
    setThemeConfig: (patch) => {
      const themeConfig = { ...get().themeConfig, ...patch };
      if ('lockScreenTime' in patch) themeConfig.lockScreenTime = sanitizeLockTime(themeConfig.lockScreenTime);
      saveThemeConfig(get().area, themeConfig);
      set({ themeConfig });
    },
    resetThemeConfig: () => {
      const themeConfig = { ...DEFAULT_THEME_CONFIG };
      Local.remove(get().area, 'themeConfig');
      Local.remove(get().area, 'themeConfigStyle');
      set({ themeConfig });
    },
  };
});
