import type { LayoutName, ThemeConfig } from '../../stores/themeConfig.ts';

export const LAYOUTS: readonly LayoutName[] = ['defaults', 'classic', 'transverse', 'columns'];

/** Page transitions the shell implements (CSS in layouts/layouts.css). */
export const PAGE_ANIMATIONS = [
  'fadeLeft',
  'fadeRight',
  'fadeUp',
  'fadeDown',
  'fade',
  'zoom',
  'slide-right',
  'slide-left',
  'opacitys',
] as const;

/** A 6-digit hex colour (shell-reference §8: anything else is rejected with a warning). */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value);
}

/** "Copy configuration": the config JSON with the drawer flag cleared. */
export function configToCopy(config: ThemeConfig): string {
  return JSON.stringify({ ...config, isDrawer: false }, null, 2);
}
