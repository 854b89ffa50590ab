import { create } from 'zustand';
import type { AppRoute } from '../router/backEnd.ts';
import type { Area } from '../utils/area.ts';

interface RoutesListState {
  /** Area the routes were built for; null until the menu tree is loaded. */
  area: Area | null;
  /** Nested menu routes (side menu). */
  routesList: AppRoute[];
  /** Flat list including hidden routes (tabs, search, route table). */
  flatRoutes: AppRoute[];
  setRoutes: (area: Area, tree: AppRoute[], flat: AppRoute[]) => void;
  reset: () => void;
}

export const useRoutesList = create<RoutesListState>((set) => ({
  area: null,
  routesList: [],
  flatRoutes: [],
  setRoutes: (area, routesList, flatRoutes) => set({ area, routesList, flatRoutes }),
  reset: () => set({ area: null, routesList: [], flatRoutes: [] }),
}));
