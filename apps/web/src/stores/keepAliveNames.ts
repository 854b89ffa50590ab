import { create } from 'zustand';

/** Names (tab keys) of cached pages (shell-reference §11.5). */
interface KeepAliveState {
  keepAliveNames: string[];
  cachedViews: string[];
  setKeepAliveNames: (names: string[]) => void;
  addCachedView: (key: string) => void;
  delCachedView: (key: string) => void;
  delOthersCachedViews: (key: string) => void;
  delAllCachedViews: () => void;
}

export const useKeepAliveNames = create<KeepAliveState>((set, get) => ({
  keepAliveNames: [],
  cachedViews: [],
  setKeepAliveNames: (keepAliveNames) => set({ keepAliveNames }),
  addCachedView: (key) => {
    if (!get().cachedViews.includes(key)) set({ cachedViews: [...get().cachedViews, key] });
  },
  delCachedView: (key) => set({ cachedViews: get().cachedViews.filter((k) => k !== key) }),
  delOthersCachedViews: (key) => set({ cachedViews: get().cachedViews.filter((k) => k === key) }),
  delAllCachedViews: () => set({ cachedViews: [] }),
}));
