import { create } from 'zustand';

/** Width below which every layout shows its menu in a drawer (shell-reference §2). */
export const MOBILE_BREAKPOINT = 1000;

export function isMobileWidth(width: number = window.innerWidth): boolean {
  return width < MOBILE_BREAKPOINT;
}

interface ShellState {
  /** Narrow screen: defaults layout with the menu in a drawer. */
  isMobile: boolean;
  mobileMenuOpen: boolean;
  /** Remount counter per tab key: a tab refresh bumps it (shell-reference §4 "refresh"). */
  tabVersions: Record<string, number>;
  setMobile: (isMobile: boolean) => void;
  setMobileMenuOpen: (open: boolean) => void;
  refreshTab: (key: string) => void;
}

export const useShellState = create<ShellState>((set, get) => ({
  isMobile: typeof window === 'undefined' ? false : isMobileWidth(),
  mobileMenuOpen: false,
  tabVersions: {},
  setMobile: (isMobile) => {
    if (isMobile !== get().isMobile) set({ isMobile, mobileMenuOpen: false });
  },
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
  refreshTab: (key) => set({ tabVersions: { ...get().tabVersions, [key]: (get().tabVersions[key] ?? 0) + 1 } }),
}));
