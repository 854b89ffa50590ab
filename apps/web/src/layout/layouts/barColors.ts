import type { ThemeConfig } from '../../stores/themeConfig.ts';

/** `#RRGGBB` lightened towards white by `amount` (0–1); other values are returned unchanged. */
export function lighten(hex: string, amount: number): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) return hex;
  const channel = (h: string) => {
    const c = Number.parseInt(h, 16);
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(m[1]!)}${channel(m[2]!)}${channel(m[3]!)}`;
}

/** Gradient = top → bottom from the colour to the colour lightened 50 % (shell-reference §8). */
export function barBackground(color: string, gradual: boolean): string {
  return gradual ? `linear-gradient(to bottom, ${color}, ${lighten(color, 0.5)})` : color;
}

const DARK = {
  topBar: '#141414',
  topBarColor: 'rgba(255, 255, 255, 0.85)',
  menuBar: '#141414',
  menuBarColor: 'rgba(255, 255, 255, 0.85)',
  columnsMenuBar: '#1f1f1f',
  columnsMenuBarColor: 'rgba(255, 255, 255, 0.85)',
};

/**
 * CSS variables of the header, menu and columns rail (shell-reference §8 `--next-bg-*`).
 * Dark mode replaces the bar colours like VNA's dark.scss does.
 */
export function barVariables(c: ThemeConfig): Record<string, string> {
  const dark = c.isIsDark;
  const topBar = dark ? DARK.topBar : c.topBar;
  const menuBar = dark ? DARK.menuBar : c.menuBar;
  const rail = dark ? DARK.columnsMenuBar : c.columnsMenuBar;
  return {
    '--pf-topbar-bg': barBackground(topBar, !dark && c.isTopBarColorGradual),
    '--pf-topbar-color': dark ? DARK.topBarColor : c.topBarColor,
    '--pf-menubar-bg': barBackground(menuBar, !dark && c.isMenuBarColorGradual),
    '--pf-menubar-color': dark ? DARK.menuBarColor : c.menuBarColor,
    '--pf-menubar-active-bg': c.menuBarActiveColor || 'color-mix(in srgb, var(--pf-primary) 14%, transparent)',
    '--pf-columns-bg': barBackground(rail, !dark && c.isColumnsMenuBarColorGradual),
    '--pf-columns-color': dark ? DARK.columnsMenuBarColor : c.columnsMenuBarColor,
  };
}
